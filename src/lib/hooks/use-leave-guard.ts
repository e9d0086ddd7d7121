import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirmAction } from '@/lib/feedback/confirm';
import { trackUnsavedWork } from './unsaved-work';

/**
 * A screen holding unsaved work asks before it is left: in-app navigation to another page (menu,
 * back button, browser back) through the router's blocker, closing or reloading the tab through
 * beforeunload. `isDirty` is read live, so a save or discard just before leaving counts; `onLeave`
 * runs when the user chooses to leave (e.g. drop the draft). It must be stable. The screen is also
 * known to actions that drop its work without leaving through the router (unsaved-work.ts): an
 * enterprise switch asks first; a session ending releases it.
 */
export function useLeaveGuard({ dirty, isDirty, onLeave, text }: { dirty: boolean; isDirty(): boolean; onLeave(): void; text: string }) {
  const released = useRef(false);
  const live = useRef({ isDirty, onLeave });
  useEffect(() => {
    live.current = { isDirty, onLeave };
  });

  useEffect(
    () =>
      trackUnsavedWork({
        isDirty: () => !released.current && live.current.isDirty(),
        leave: () => {
          live.current.onLeave();
          released.current = true;
        },
        release: () => {
          released.current = true;
        },
      }),
    [],
  );

  useEffect(() => {
    if (!dirty) {
      released.current = false; // new work after a release asks again
      return;
    }
    const ask = (e: BeforeUnloadEvent) => {
      if (!released.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => !released.current && isDirty() && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({ content: text, okText: '离开', danger: true }).then((leave) => {
      if (!leave) return blocker.reset();
      onLeave();
      blocker.proceed();
    });
  }, [blocker, onLeave, text]);
}
