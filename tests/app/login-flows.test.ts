import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { browser } from '@/lib/browser';
import { startApp } from '@/app/start';
import { useSession } from '@/stores/session';
import { loginError } from '@/stores/login-error';
import { passportLogin, tokenEntry, logout, loadLoginInfo } from '@/features/login/session-flows';
import { issueCode } from '@/sandbox/handlers/login';
import { sessions } from '@/sandbox/core-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { signInAs } from '../sign-in';
import { expectToasts } from '../toasts';
import { mountToastHost } from '../toast-host';
import { recordRequests } from '../features/support/requests';

const assigned = () => vi.mocked(browser.assign).mock.calls.map(([u]) => String(u));

// toasts go through antd's in-app holder (src/lib/feedback/feedback-api.ts)
beforeEach(mountToastHost);

beforeEach(() => startApp({ watchers: false }));

describe('token entry (§4.1 steps 1–4)', () => {
  it('exchanges an authorCode, stores user, enterprise and token, clears the login error', async () => {
    loginError.keepNotToken('old');
    const code = issueCode('authorCode', '10000001', { enterpriseNumber: MAIN_ENTERPRISE, ctx: 'organization' });
    useSession.getState().chooseEnterprise({ id: 'x', enterpriseNumber: 'OLD', enterpriseName: 'old' });
    await expect(tokenEntry({ authorCode: code })).resolves.toBe(true);
    const s = useSession.getState();
    expect(s.token).toBeTruthy();
    expect(s.userInfo).toMatchObject({ lenovoId: '10000001', username: '张伟' });
    expect(s.enterprise?.enterpriseNumber).toBe(MAIN_ENTERPRISE);
    expect(loginError.read()).toBeNull();
  });

  it('a used or unknown authorCode (non-200) logs out to the provider', async () => {
    await expect(tokenEntry({ authorCode: 'nope' })).resolves.toBe(false);
    expect(useSession.getState().token).toBeNull();
    expect(assigned()[0]).toContain('__passport/login');
  });

  it('a third-party token answered with success false logs out', async () => {
    await expect(tokenEntry({ thirdToken: 'bad' })).resolves.toBe(false);
    expect(assigned()[0]).toContain('auth-type=login');
  });

  it('a valid third-party token signs in', async () => {
    const code = issueCode('thirdToken', '10000001', { enterpriseNumber: MAIN_ENTERPRISE });
    await expect(tokenEntry({ thirdToken: code })).resolves.toBe(true);
    expect(useSession.getState().thirdToken).toBe(code);
  });

  it('login info failing (non-200) logs out and keeps a notToken record', async () => {
    server.use(
      mswHttp.get('*/login-server/getLoginInfo', () => HttpResponse.json({ code: 500, message: '用户信息获取失败' })),
    );
    await expect(loadLoginInfo('t')).resolves.toBe(false);
    expect(loginError.read()).toMatchObject({ type: 'notToken', message: '用户信息获取失败' });
    expect(assigned()).toHaveLength(1);
  });
});

describe('provider login form (§4.1 step 5)', () => {
  it('posts lpsust, deviceId web, version and the 16-digit loginId, then reports v1.0.0', async () => {
    const requests = recordRequests();
    const ust = issueCode('ust', '10000001');
    await expect(passportLogin(ust)).resolves.toBe(true);
    const { loginId } = useSession.getState();
    const [login] = requests.to('/login');
    expect(login.body).toMatchObject({ lpsust: ust, deviceId: 'web', version: '1.0.0', loginId });
    expect(loginId).toMatch(/^\d{16}$/);
    expect(login.headers.get('sign')).toBeTruthy();
    await vi.waitFor(() =>
      expect(requests.bodies('/loginBack').at(-1)).toMatchObject({
        deviceId: 'web',
        loginId,
        successLogin: true,
        version: 'v1.0.0',
        clientException: '',
      }),
    );
  });

  it('a bad lpsust fails, shows the message and reports successLogin false', async () => {
    const requests = recordRequests();
    await expect(passportLogin('forged')).resolves.toBe(false);
    await expectToasts(['登录凭证无效或已过期，请重新登录']);
    await vi.waitFor(() => expect(requests.bodies('/loginBack').at(-1)).toMatchObject({ successLogin: false }));
  });
});

describe('logout (§4.2)', () => {
  it('goes to the provider logout page with the account and the encoded token, clearing everything', async () => {
    signInAs();
    const tokensBefore = sessions().length;
    await logout();
    const url = new URL(assigned()[0]);
    expect(url.pathname).toBe('/__passport/logout');
    expect(url.searchParams.get('account')).toBe('13800000001');
    expect(url.searchParams.get('token')).toBeTruthy();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().enterprise).toBeNull();
    expect(sessions()).toHaveLength(tokensBefore); // the provider ends it, not the console
  });

  it('a failed logout shows the message as an error toast and keeps the session', async () => {
    signInAs();
    server.use(
      mswHttp.get('*/login-server/getAuthorCodeVal', () =>
        HttpResponse.json({ code: 500, message: '退出失败，请重试' }),
      ),
    );
    await logout();
    await expectToasts(['退出失败，请重试']);
    expect(useSession.getState().token).toBeTruthy();
    expect(browser.assign).not.toHaveBeenCalled();
  });
});
