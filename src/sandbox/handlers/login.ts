import { HttpResponse } from 'msw';
import { route } from '../route';
import { Reject } from '../respond';
import { findAccount, findEnterprise, enterprisesOf, oneTimeCodes, sessions, type OneTimeCode } from '../core-tables';
import { faults } from '../faults';
import { randomToken } from '../random';
import { flag } from '../validate/values';
import { hasValidSign } from '../request-sign';

const S = '/login-server';

/** A raw answer of the login service: code, success, message, data. */
const answer = (code: number, data: unknown, message = code === 200 ? '成功' : '失败') =>
  HttpResponse.json({ code, success: code === 200, message, data });

function takeCode(code: string | null, kind: OneTimeCode['kind']) {
  const row = oneTimeCodes().find((c) => c.code === code && c.kind === kind && !c.used);
  if (row) row.used = true;
  return row;
}

/** A new session; one enterprise is chosen for the user when it is the only one. */
export function openSession(lenovoId: string, enterpriseNumber: string | null = null) {
  const token = randomToken();
  const own = enterprisesOf(lenovoId);
  sessions().push({
    token,
    lenovoId,
    enterpriseNumber: enterpriseNumber ?? (own.length === 1 ? own[0].enterpriseNumber : null),
    createdAt: Date.now(),
  });
  faults.expired = false; // a new login is a new session
  return token;
}

/** Issues a one-time code, used by the passport stand-in (same browser, same store). */
export function issueCode(kind: OneTimeCode['kind'], lenovoId: string, extra: Partial<OneTimeCode> = {}) {
  const code = randomToken(24);
  oneTimeCodes().push({ code, lenovoId, kind, used: false, ...extra });
  return code;
}

const loginHandlers = [
  route(
    'post',
    S,
    '/login',
    ({ body, request }) => {
      const { lpsust, deviceId, version, loginId } = body as Record<string, string>;
      if (!lpsust || deviceId !== 'web' || !version || !/^\d{16}$/.test(String(loginId ?? '')))
        return answer(400, null, '登录参数错误');
      if (!hasValidSign(request.headers)) return answer(403, null, '签名校验失败');
      const ust = takeCode(lpsust, 'ust');
      if (!ust || !findAccount(ust.lenovoId)) return answer(401, null, '登录凭证无效或已过期，请重新登录');
      const account = findAccount(ust.lenovoId)!;
      return answer(200, {
        token: openSession(account.lenovoId),
        userInfo: { lenovoId: account.lenovoId, username: account.username },
      });
    },
    { public: true },
  ),

  route(
    'put',
    S,
    '/loginBack',
    ({ body }) => {
      for (const f of ['deviceId', 'loginId', 'successLogin', 'version'])
        if (!(f in body)) throw new Reject(400, `参数${f}不能为空`);
      if (body.version !== 'v1.0.0') throw new Reject(400, '版本号错误');
      flag(body, 'successLogin');
      return null;
    },
    { public: true },
  ),

  route(
    'get',
    S,
    '/getUserTokenByAuthorCode',
    ({ query }) => {
      const code = takeCode(query.get('authorCode'), 'authorCode');
      if (!code) return answer(500, null, '授权码无效或已使用');
      return answer(200, { token: openSession(code.lenovoId, code.enterpriseNumber ?? null) });
    },
    { public: true, writes: true },
  ),

  route(
    'get',
    S,
    '/getTokenByThirdToken',
    ({ query }) => {
      const code = takeCode(query.get('thirdToken'), 'thirdToken');
      if (!code) return HttpResponse.json({ code: 200, success: false, message: '第三方令牌无效', data: null }); // success false
      return answer(200, { token: openSession(code.lenovoId, code.enterpriseNumber ?? null) });
    },
    { public: true, writes: true },
  ),

  route(
    'get',
    S,
    '/getLoginInfo',
    ({ request }) => {
      const session = sessions().find((s) => s.token === request.headers.get('token'));
      const account = session && findAccount(session.lenovoId);
      if (!session || !account) return answer(401, null, '请先登录');
      const enterprise = findEnterprise(session.enterpriseNumber);
      return answer(200, {
        userInfo: {
          lenovoId: account.lenovoId,
          username: account.username,
          userId: account.lenovoId,
          telephone: account.telephone,
          email: account.email,
        },
        enterprise: enterprise
          ? {
              id: enterprise.id,
              enterpriseNumber: enterprise.enterpriseNumber,
              enterpriseName: enterprise.enterpriseName,
              isAdmin: true,
            }
          : null,
        providerToken: `pt-${session.token.slice(0, 8)}`,
      });
    },
    { public: true },
  ),

  route(
    'get',
    S,
    '/getAuthorCodeVal',
    ({ query, session }) => {
      if (query.get('loginTerminal') !== 'enterprise-management-backend') throw new Reject(400, '登录终端错误');
      return issueCode('logout', session.lenovoId, { ctx: session.token });
    },
    { writes: true },
  ),

  route(
    'get',
    S,
    '/getAuthorCode',
    ({ query, session }) => {
      const platform = query.get('platform');
      const enterpriseNumber = query.get('enterpriseNumber');
      if (!platform || !enterpriseNumber) throw new Reject(400, '参数platform、enterpriseNumber不能为空');
      if (!enterprisesOf(session.lenovoId).some((e) => e.enterpriseNumber === enterpriseNumber))
        throw new Reject(403, '无权访问该企业');
      return issueCode('authorCode', session.lenovoId, { ctx: query.get('ctx') ?? '', enterpriseNumber });
    },
    { writes: true },
  ),
];

/** Used by the passport logout stand-in: ends the session behind a logout code. */
export function endSessionByLogoutCode(code: string | null) {
  const row = takeCode(code, 'logout');
  if (!row) return false;
  const i = sessions().findIndex((s) => s.token === row.ctx);
  if (i >= 0) sessions().splice(i, 1);
  return true;
}

export default loginHandlers;
