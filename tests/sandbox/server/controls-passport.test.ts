import { accounts } from '@/sandbox/core-tables';
import { ADMIN } from '../../sign-in';
import { callJson, signInOver } from './http-client';
import { serverPerTest } from './server-per-test';

// The server's own pages and controls: /__sandbox/* only from this machine, /__passport/* as the
// browser sandbox's stand-in behaves. msw's in-process interception is off for this file.

const sandbox = serverPerTest();

const control = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.url}/__sandbox/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const findCeo = (token: string) => callJson(sandbox.url, token, 'GET', '/enterprise-server/findCeo');

describe('the controls over HTTP', () => {
  it('refuses a control forwarded for another machine, and nothing changes', async () => {
    const token = await signInOver(sandbox.url, ADMIN);
    const refused = await control(
      'fail-next',
      { pathSuffix: '/findCeo', answer: 503 },
      { 'x-forwarded-for': '10.0.0.5' },
    );
    expect(refused.status).toBe(403);
    expect(
      (await fetch(`${sandbox.url}/__sandbox/health`, { headers: { 'x-forwarded-for': '10.0.0.5' } })).status,
    ).toBe(403);
    expect(await findCeo(token)).toMatchObject({ status: 200, body: { code: 200 } });
  });

  it('takes controls from this machine: fail-next, expire-session, reset, health', async () => {
    const token = await signInOver(sandbox.url, ADMIN);
    expect((await control('fail-next', { pathSuffix: '/findCeo', answer: 503 })).status).toBe(200);
    expect((await findCeo(token)).status).toBe(503);
    expect(await findCeo(token)).toMatchObject({ status: 200, body: { code: 200 } });

    expect((await control('expire-session', {}, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    expect(await findCeo(token)).toMatchObject({ body: { code: 0, errorCode: 'COMMON_0001' } });

    expect((await control('reset', {})).status).toBe(200);
    // a reset store has no session of before
    expect(await findCeo(token)).toMatchObject({ body: { code: 401 } });
    const health = await fetch(`${sandbox.url}/__sandbox/health`);
    expect(await health.json()).toEqual({ ok: true, seed: 'default' });
  });

  it('refuses a malformed control with 400', async () => {
    expect((await control('fail-next', { answer: 500 })).status).toBe(400);
  });
});

describe('the passport stand-in served by the server', () => {
  it('lists every seeded account with a button named 以{username}登录', async () => {
    const page = await (await fetch(`${sandbox.url}/__passport/login?expired=1`)).text();
    for (const a of accounts()) expect(page).toContain(`aria-label="以${a.username}登录"`);
    expect(page).toContain('登录已过期，请重新登录');
  });

  it('sends the browser back to the Referer’s console when no callback is named', async () => {
    const res = await fetch(`${sandbox.url}/__passport/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost:4173/#/home' },
      body: `lenovoId=${ADMIN}`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:4173\/#\/login\/l-has\?lpsust=\w+$/);
  });

  it('opens the console from another platform with an authorCode and ctx, or a third-party token', async () => {
    const submit = async (body: string) => {
      const res = await fetch(`${sandbox.url}/__passport/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `callback=${encodeURIComponent('http://localhost:5173/#/login/l-has')}&${body}`,
      });
      expect(res.status).toBe(303);
      return res.headers.get('location')!;
    };
    const entered = await submit(`ctx=ai&authorCodeFor=${ADMIN}`);
    const [, code] = /^http:\/\/localhost:5173\/#\/\?authorCode=(\w+)&ctx=ai$/.exec(entered)!;
    const exchange = await callJson(
      sandbox.url,
      '',
      'GET',
      `/login-server/getUserTokenByAuthorCode?authorCode=${code}`,
    );
    expect(exchange.body).toMatchObject({ code: 200, data: { token: expect.any(String) } });

    const third = await submit('thirdToken=1');
    const [, thirdToken] = /^http:\/\/localhost:5173\/#\/home\/organization\?token=(\w+)$/.exec(third)!;
    const byThird = await callJson(
      sandbox.url,
      '',
      'GET',
      `/login-server/getTokenByThirdToken?thirdToken=${thirdToken}`,
    );
    expect(byThird.body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
  });

  it('ends the session behind a logout code, and says so', async () => {
    const token = await signInOver(sandbox.url, ADMIN);
    const code = await callJson(
      sandbox.url,
      token,
      'GET',
      '/login-server/getAuthorCodeVal?loginTerminal=enterprise-management-backend',
    );
    const page = await (
      await fetch(`${sandbox.url}/__passport/logout?token=${code.body.data as string}&account=${ADMIN}`)
    ).text();
    expect(page).toContain('您已安全退出');
    expect(page).toContain('重新登录');
    expect(await findCeo(token)).toMatchObject({ body: { code: 401 } });
    const again = await (await fetch(`${sandbox.url}/__passport/logout?token=${code.body.data as string}`)).text();
    expect(again).toContain('会话已结束');
  });
});
