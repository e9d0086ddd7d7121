import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirmAction } from '@/lib/feedback/confirm';

/**
 * A screen holding unsaved work asks before it is left: in-app navigation to another page (menu,
 * back button, browser back) through the router's blocker, closing or reloading the tab through
 * beforeunload. `isDirty` is read live, so a save or discard just before leaving counts; `onLeave`
 * runs when the user chooses to leave (e.g. drop the draft). It must be stable.
 */
export function useLeaveGuard({ dirty, isDirty, onLeave, text }: { dirty: boolean; isDirty(): boolean; onLeave(): void; text: string }) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({ content: text, okText: '离开', danger: true }).then((leave) => {
      if (!leave) return blocker.reset();
      onLeave();
      blocker.proceed();
    });
  }, [blocker, onLeave, text]);
}
