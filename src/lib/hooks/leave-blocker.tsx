import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirmAction } from '@/lib/feedback/confirm';
import { anyLeaveGuardArmed, blockingGuard, subscribeLeaveGuards } from './leave-guards';

/** The router's one blocker, mounted once at the root of the routes and present only while some
 *  screen holds unsaved changes (leave-guards.ts). A move to another page then asks with that
 *  screen's text; 离开 drops its work and goes on. */
export function LeaveBlocker() {
  const armed = useSyncExternalStore(subscribeLeaveGuards, anyLeaveGuardArmed, anyLeaveGuardArmed);
  return armed ? <ArmedBlocker /> : null;
}

function ArmedBlocker() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && !!blockingGuard(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const guard = blockingGuard();
    if (!guard) return blocker.proceed(); // saved or released meanwhile
    void confirmAction({ content: guard.text, okText: '离开', danger: true }).then((leave) => {
      if (!leave) return blocker.reset();
      guard.leave();
      blocker.proceed();
    });
  }, [blocker]);
  return null;
}
