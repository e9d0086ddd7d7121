import { useEffect, useRef } from 'react';
import { trackUnsavedWork } from './unsaved-work';
import { armLeaveGuard } from './leave-guards';

/**
 * A screen holding unsaved work asks before it is left: in-app navigation to another page (menu,
 * back button, browser back) through the router's blocker (<LeaveBlocker/>, which exists only while
 * some screen is dirty), closing or reloading the tab through
 * beforeunload. `isDirty` is read live, so a save or discard just before leaving counts; `onLeave`
 * runs when the user chooses to leave (e.g. drop the draft). It must be stable. The screen is also
 * known to actions that drop its work without leaving through the router (unsaved-work.ts): an
 * enterprise switch asks first; a session ending releases it.
 */
export function useLeaveGuard({
  dirty,
  isDirty,
  onLeave,
  text,
}: {
  dirty: boolean;
  isDirty(): boolean;
  onLeave(): void;
  text: string;
}) {
  const released = useRef(false);
  const live = useRef({ isDirty, onLeave, text });
  useEffect(() => {
    live.current = { isDirty, onLeave, text };
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

  useEffect(() => {
    if (!dirty) return;
    return armLeaveGuard({
      blocks: () => !released.current && live.current.isDirty(),
      get text() {
        return live.current.text;
      },
      leave: () => live.current.onLeave(),
    });
  }, [dirty]);
}
