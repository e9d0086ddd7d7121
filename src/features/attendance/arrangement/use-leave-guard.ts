import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirmAction } from '@/lib/feedback/confirm';

export const LEAVE_TEXT = '排班修改尚未保存，离开后将丢失，确定离开吗？';

/**
 * Leaving with unsaved changes asks first: in-app navigation to another page (menu, back button,
 * browser back) through the router's blocker, closing or reloading the tab through beforeunload
 * (the draft survives a reload anyway). `isDirty` is read live, so a save just before leaving counts.
 */
export function useLeaveGuard(dirty: boolean, isDirty: () => boolean, onLeave: () => void) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({ content: LEAVE_TEXT, okText: '离开', danger: true }).then((leave) => {
      if (!leave) return blocker.reset();
      onLeave();
      blocker.proceed();
    });
  }, [blocker, onLeave]);
}
