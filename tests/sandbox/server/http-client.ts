import MD5 from 'crypto-js/md5';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// A client of the sandbox server as the console and the browser are: the passport stand-in's form,
// its 303, the console's signed POST /login exchange, then calls with the token header.

/** The signing values the server was built with (vitest.config.ts env, also in the crash test's build). */
const SECRET = import.meta.env.VITE_SIGN_SECRET ?? '';
const APP_ID = import.meta.env.VITE_APP_ID ?? '';

export interface Answer {
  status: number;
  body: { code: number | string; success?: boolean; message?: string; data?: unknown };
}

/** One JSON call. */
export async function callJson(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] } satisfies Answer;
}

/** The passport stand-in: its login page's form for `lenovoId`, submitted; the 303's lpsust. */
export async function passportCode(base: string, lenovoId: string, callback = 'http://localhost:5173/#/login/l-has') {
  const page = await (await fetch(`${base}/__passport/login?callback=${encodeURIComponent(callback)}`)).text();
  expect(page).toContain(`name="lenovoId" value="${lenovoId}"`);
  const res = await fetch(`${base}/__passport/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ callback, lenovoId }).toString(),
  });
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  expect(location.startsWith(`${callback}?lpsust=`)).toBe(true);
  return new URL(location.replace('#', '')).searchParams.get('lpsust')!;
}

/** The console's login exchange (lib/http/signing.ts headers), then its enterprise: the token. */
export async function signInOver(base: string, lenovoId: string, enterpriseNumber = MAIN_ENTERPRISE) {
  const form = new FormData();
  form.set('lpsust', await passportCode(base, lenovoId));
  form.set('deviceId', 'web');
  form.set('version', '1.0.0');
  form.set('loginId', '1234567890123456');
  const timestamp = String(Date.now());
  const res = await fetch(`${base}/login-server/login`, {
    method: 'POST',
    headers: { appId: APP_ID, timestamp, lenovoId: '', sign: MD5(`${SECRET}${APP_ID}${timestamp}`).toString() },
    body: form,
  });
  const login = (await res.json()) as { code: number; data: { token: string } };
  expect(login.code).toBe(200);
  const token = login.data.token;
  const switched = await callJson(
    base,
    token,
    'POST',
    `/enterprise-server/switchEnterprise?enterpriseNumber=${enterpriseNumber}`,
    {},
  );
  expect(switched.body.code).toBe(200);
  return token;
}
