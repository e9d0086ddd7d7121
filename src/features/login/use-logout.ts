import { useState } from 'react';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { logout } from './session-flows';

/** 退出登录 as a submit: one logout (one /getAuthorCodeVal, which issues a code) however often it is
 *  clicked, asking first when `ask` is given (module-guide "Submits"). `leaving` is true while the
 *  logout runs, not while the question is up. */
export function useLogout(ask?: string) {
  const once = useSubmitOnce();
  const [leaving, setLeaving] = useState(false);
  const run = once.guard(async () => {
    if (ask && !(await confirmAction({ content: ask }))) return;
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
    }
  });
  return { leaving, logout: () => void run() };
}
