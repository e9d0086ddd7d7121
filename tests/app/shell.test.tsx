import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { server } from '@/sandbox/node';
import { browser } from '@/lib/browser';
import { get } from '@/lib/http/client';
import { expireSessions } from '@/sandbox/faults';
import { useSession } from '@/stores/session';
import { useMenu } from '@/stores/menu';
import { renderApp, RESTRICTED_ADMIN } from '../render-app';
import { expectNoToast } from '../toasts';
import { recordRequests } from '../features/support/requests';

describe('the shell', () => {
  it('/ without a session goes to the provider login page with the spec parameters', async () => {
    renderApp('/', { as: null, chrome: true });
    await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(vi.mocked(browser.assign).mock.calls[0][0]));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'auth-type': 'login',
      'only-cell-phone': '1',
      source: 'enterprise_management',
      'auth-from': 'enterprise-management-backend',
    });
  });

  it('loads the server menu into session storage and shows its entries with pages', async () => {
    renderApp('/home/enterprise_certification', { chrome: true });
    await waitFor(() => expect(useMenu.getState().entries?.length).toBeGreaterThan(20));
    expect(sessionStorage.getItem('eac.userMenu')).toBeTruthy();
    const menu = await screen.findByRole('menu', { name: '主菜单' });
    expect(within(menu).getByText('组织架构')).toBeInTheDocument();
    expect(within(menu).getByText('会议室管理')).toBeInTheDocument();
    // the AI-assistant area's pages ship (product.md Part C): offered
    expect(within(menu).getByText('设置企业AI助理')).toBeInTheDocument();
    expect(within(menu).getByText('AI助理知识库管理')).toBeInTheDocument();
  });

  it('an unknown path shows the 404 page', async () => {
    renderApp('/no/such/page', { chrome: true });
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/404');
  });

  it('a menu page outside the user menu shows the alert and goes to the first entry', async () => {
    renderApp('/home/log_management', { as: RESTRICTED_ADMIN, chrome: true });
    expect(await screen.findByText('暂无对应跳转的菜单权限，请联系管理员')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '我知道了' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
  });

  it('the AI-assistant creation page has its own alert text', async () => {
    renderApp('/home/intelligent/intelligent_create', { as: RESTRICTED_ADMIN, chrome: true });
    expect(await screen.findByText('暂无对应跳转的【设置企业AI助理】菜单权限，请联系管理员')).toBeInTheDocument();
  });

  it("a sub-page of a menu page the user lacks gets that page's alert, and none of its calls are made", async () => {
    const requests = recordRequests();
    renderApp('/home/intelligent/intelligent_cue_words', { as: RESTRICTED_ADMIN, chrome: true });
    expect(await screen.findByText('暂无对应跳转的【设置企业AI助理】菜单权限，请联系管理员')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
    expect(requests.all.map((r) => r.path).filter((p) => p.includes('/ai/'))).toEqual([]);
  });

  it('an expired session sends the user to login once, whatever was in flight', async () => {
    renderApp('/login/l-has', { chrome: true });
    await screen.findByText('联创未来科技有限公司');
    expireSessions();
    await Promise.allSettled(
      Array.from({ length: 10 }, () => get('http://localhost/enterprise-server/userAdminEnterpriseList')),
    );
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/login?loginStatus=expired');
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().userInfo).toBeNull();
    await expectNoToast();
  });

  it('a page left while its call is pending shows no toast', async () => {
    server.use(
      mswHttp.get(
        '*/enterprise-server/enterprise/listByLenovoId',
        async () => (await delay(150), HttpResponse.json({ code: 500, message: '迟到的错误' })),
      ),
    );
    const requests = recordRequests();
    const { unmount } = renderApp('/login/l-has', { chrome: true });
    await waitFor(() => expect(requests.count('/enterprise/listByLenovoId')).toBe(1));
    unmount();
    // the late error has been answered and handled: its toast would have been asked for by now
    await requests.settled();
    await expectNoToast();
  });
});

describe('entry from another platform (§2.2)', () => {
  it('authorCode + ctx=organization signs in and opens the organisation page', async () => {
    const { issueCode } = await import('@/sandbox/handlers/login');
    const code = issueCode('authorCode', '10000001', { enterpriseNumber: 'E20260001', ctx: 'organization' });
    renderApp(`/?authorCode=${code}&ctx=organization`, { as: null, chrome: true });
    await waitFor(() => expect(window.location.hash).toBe('#/home/organization'));
    expect(useSession.getState().enterprise?.enterpriseNumber).toBe('E20260001');
  });

  it('a provider return with lpsust posts the login and lands on the enterprise list', async () => {
    const { issueCode } = await import('@/sandbox/handlers/login');
    renderApp(`/login/l-has?lpsust=${issueCode('ust', '10000001')}`, { as: null, chrome: true });
    expect(await screen.findByText('星河智造（深圳）有限公司')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/login/l-has');
  });

  it('a forged lpsust shows the login failure with a way back to the provider', async () => {
    const { user } = renderApp('/login/l-has?lpsust=forged', { as: null, chrome: true });
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新登录' }));
    expect(browser.assign).toHaveBeenCalledWith(expect.stringContaining('__passport/login'));
  });
});
