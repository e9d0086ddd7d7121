import { HttpResponse } from 'msw';
import { faults } from './faults';
import {
  findAccount,
  findEnterprise,
  sessions,
  type AccountRow,
  type EnterpriseRow,
  type SessionRow,
} from './core-tables';

export interface SessionContext {
  session: SessionRow;
  account: AccountRow;
  /** the session's chosen enterprise, if any */
  enterprise: EnterpriseRow | null;
}

const loginFirst = () => HttpResponse.json({ code: 401, success: false, message: '请先登录', data: null });
const expired = () =>
  HttpResponse.json({
    code: 0,
    success: false,
    errorCode: 'COMMON_0001',
    message: '登录已过期，请重新登录',
    data: null,
  });

/** The session behind the request's token header; for a public call, whatever there is. */
export function currentSession(
  request: Request,
  isPublic: boolean,
): SessionContext | Partial<SessionContext> | Response {
  const token = request.headers.get('token');
  const session = token ? sessions().find((s) => s.token === token) : undefined;
  const account = session ? findAccount(session.lenovoId) : undefined;
  if (isPublic)
    return session && account ? { session, account, enterprise: findEnterprise(session.enterpriseNumber) ?? null } : {};
  if (faults.expired && token) return expired();
  if (!session || !account) return loginFirst();
  return { session, account, enterprise: findEnterprise(session.enterpriseNumber) ?? null };
}
