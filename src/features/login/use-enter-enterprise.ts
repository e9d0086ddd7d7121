import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { clearUserScope } from '@/stores/reset-all';
import { queryClient } from '@/lib/query/query-client';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { switchEnterprise } from './api/enterprise-api';
import type { Enterprise } from './api/types';

/** Makes an enterprise the session's current one on the server and in the console: the new token,
 *  the enterprise, and nothing of the previous enterprise (menu, per-user stores, cached answers),
 *  cleared before the enterprise is stored so the guard decides on the new one alone. */
export async function switchTo(enterpriseNumber: string): Promise<Enterprise> {
  const result = await switchEnterprise(enterpriseNumber);
  clearUserScope(queryClient);
  const session = useSession.getState();
  session.setToken(result.token);
  session.chooseEnterprise(result.enterprise);
  return result.enterprise;
}

/** Switches to an enterprise, then opens the console home. One switch at a time: a double-click
 *  on 进入 sends one /switchEnterprise (module-guide "Submits"). */
export function useEnterEnterprise() {
  const navigate = useNavigate();
  const [entering, setEntering] = useState<string | null>(null);
  const once = useSubmitOnce();
  const enter = (enterprise: Pick<Enterprise, 'enterpriseNumber'>) =>
    once.run(async () => {
      setEntering(enterprise.enterpriseNumber);
      try {
        await switchTo(enterprise.enterpriseNumber);
        navigate('/home/enterprise_certification', { replace: true });
      } catch (e) {
        setEntering(null); // the HTTP layer showed why
        throw e;
      }
    });
  return { enter, entering };
}
