import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { browser } from '@/lib/browser';
import { post } from '@/lib/http/client';
import { services } from '@/config/services';
import { startApp } from '@/app/start';
import { expireSessions } from '@/sandbox/faults';
import { issueCode } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { currentIdentity, useSession } from '@/stores/session';
import { useMenu } from '@/stores/menu';
import { useCertification } from '@/stores/certification';
import { queryClient } from '@/lib/query/query-client';
import { loginError } from '@/stores/login-error';
import { fetchUserMenu } from '@/features/login/api/enterprise-api';
import { loadLoginInfo, passportLogin } from '@/features/login/session-flows';
import { switchTo } from '@/features/login/use-enter-enterprise';
import { ADMIN, NO_ENTERPRISE_USER, RESTRICTED_ADMIN, signInAs } from '../sign-in';
import { recordRequests } from '../features/support/requests';

beforeEach(() => startApp({ watchers: false }));

const assigned = () => vi.mocked(browser.assign).mock.calls.map(([u]) => String(u));

/** Any authenticated call once the sandbox has expired the session. */
const callAfterExpiry = () => post(`${services.enterprise}/temp/querySwitchStatus`).catch(() => undefined);

describe('session expiry (§4.2)', () => {
  it('clears tokens, user info and login info but keeps the chosen enterprise, then the login route with the expired suffix and a reload', async () => {
    signInAs(ADMIN, SECOND_ENTERPRISE);
    expireSessions();
    await callAfterExpiry();
    const s = useSession.getState();
    expect(s).toMatchObject({ token: null, thirdToken: null, providerToken: null, loginInfo: null, userInfo: null });
    expect(s.enterprise?.enterpriseNumber).toBe(SECOND_ENTERPRISE);
    expect(window.location.hash).toBe('#/login?loginStatus=expired');
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('the kept enterprise and menu do not reach the next account to sign in', async () => {
    signInAs(ADMIN, SECOND_ENTERPRISE);
    useMenu.getState().setEntries(await fetchUserMenu(), currentIdentity());
    expect(useMenu.getState().entries).not.toBeNull();
    expireSessions();
    await callAfterExpiry();
    await expect(passportLogin(issueCode('ust', NO_ENTERPRISE_USER))).resolves.toBe(true);
    expect(useSession.getState().userInfo?.lenovoId).toBe(NO_ENTERPRISE_USER);
    expect(useSession.getState().enterprise).toBeNull();
    expect(useMenu.getState().entries).toBeNull();
  });
});

describe('an ending reported under a former session', () => {
  it('fails its call and leaves the session signed in since alone', async () => {
    signInAs(ADMIN);
    let arrived!: () => void;
    let answer!: () => void;
    const reached = new Promise<void>((r) => (arrived = r));
    const gate = new Promise<void>((r) => (answer = r));
    server.use(
      mswHttp.post('*/temp/querySwitchStatus', async () => {
        arrived();
        await gate;
        return HttpResponse.json({ code: 0, errorCode: 'COMMON_0001', success: false, message: '登录已过期' });
      }),
    );
    const former = post(`${services.enterprise}/temp/querySwitchStatus`);
    await reached;
    signInAs(RESTRICTED_ADMIN);
    const { token } = useSession.getState();
    answer();
    await expect(former).rejects.toMatchObject({ kind: 'session' });
    expect(useSession.getState()).toMatchObject({ token, userInfo: { lenovoId: RESTRICTED_ADMIN } });
    expect(window.location.hash).not.toContain('loginStatus=expired');
    expect(browser.reload).not.toHaveBeenCalled();
    // the same answer to a call of the current session ends it
    await post(`${services.enterprise}/temp/querySwitchStatus`).catch(() => undefined);
    expect(useSession.getState().token).toBeNull();
  });
});

describe('a failed login-info fetch keeps the notToken record (§4.1 step 3)', () => {
  it('for 401 请先登录, which also ends the session', async () => {
    server.use(
      mswHttp.get('*/login-server/getLoginInfo', () =>
        HttpResponse.json({ code: 401, success: false, message: '请先登录' }),
      ),
    );
    await expect(loadLoginInfo('t')).resolves.toBe(false);
    expect(loginError.read()).toMatchObject({ type: 'notToken' });
    expect(assigned()).toHaveLength(1);
    expect(assigned()[0]).toContain('__passport/login');
  });

  it('for an HTTP 401', async () => {
    server.use(mswHttp.get('*/login-server/getLoginInfo', () => new HttpResponse(null, { status: 401 })));
    await expect(loadLoginInfo('t')).resolves.toBe(false);
    expect(loginError.read()).toMatchObject({ type: 'notToken' });
  });

  it('for a network failure', async () => {
    server.use(mswHttp.get('*/login-server/getLoginInfo', () => HttpResponse.error()));
    await expect(loadLoginInfo('t')).resolves.toBe(false);
    expect(loginError.read()).toMatchObject({ type: 'notToken' });
  });
});

describe('POST /switchEnterprise (§7.2: no payload)', () => {
  it('the sandbox accepts the spec form: no body, no query', async () => {
    signInAs(RESTRICTED_ADMIN, null);
    const answer = await post<{ token: string; enterprise: { enterpriseNumber: string } }>(
      `${services.enterprise}/switchEnterprise`,
    );
    expect(answer.enterprise.enterpriseNumber).toBe(MAIN_ENTERPRISE);
  });

  it('with no target named, the session keeps its current enterprise', async () => {
    signInAs(ADMIN, SECOND_ENTERPRISE);
    const answer = await post<{ enterprise: { enterpriseNumber: string } }>(`${services.enterprise}/switchEnterprise`);
    expect(answer.enterprise.enterpriseNumber).toBe(SECOND_ENTERPRISE);
  });

  it('the console sends no body and names the target in the query (documented in the assumed contract)', async () => {
    signInAs(ADMIN, MAIN_ENTERPRISE);
    const requests = recordRequests();
    await switchTo(SECOND_ENTERPRISE);
    const seen = requests.to('/switchEnterprise').map((r) => ({
      body: r.text,
      target: r.searchParams.get('enterpriseNumber'),
    }));
    expect(seen).toEqual([{ body: '', target: SECOND_ENTERPRISE }]);
    expect(useSession.getState().enterprise?.enterpriseNumber).toBe(SECOND_ENTERPRISE);
  });
});

describe('enterprise switch', () => {
  it('clears the menu, the per-user stores and the query cache before the new enterprise is stored', async () => {
    signInAs(ADMIN, MAIN_ENTERPRISE);
    useMenu.getState().setEntries(await fetchUserMenu(), currentIdentity());
    useCertification.getState().setApplyStatus(2);
    queryClient.setQueryData(['org', 'tree'], [{ id: 'd1' }]);
    const seen: unknown[] = [];
    const stop = useSession.subscribe((s, p) => {
      if (s.enterprise !== p.enterprise)
        seen.push({
          menu: useMenu.getState().entries,
          applyStatus: useCertification.getState().applyStatus,
          cached: queryClient.getQueryCache().getAll().length,
        });
    });
    await switchTo(SECOND_ENTERPRISE);
    stop();
    expect(seen).toEqual([{ menu: null, applyStatus: 0, cached: 0 }]);
    expect(useSession.getState().enterprise?.enterpriseNumber).toBe(SECOND_ENTERPRISE);
  });
});
