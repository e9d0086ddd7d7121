import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { issueCode } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';
import { useMenu } from '@/stores/menu';
import { useCertification } from '@/stores/certification';
import { renderApp, ADMIN, RESTRICTED_ADMIN } from '../render-app';

// One browser tab, two accounts: what the first one was shown must never reach the second.

const sideMenu = () => screen.findByRole('menu', { name: '主菜单' });

/** A new page load in the same tab: the app unmounts, stores come back from browser storage. */
async function reloadTab() {
  cleanup();
  await act(async () => {
    await useSession.persist.rehydrate();
    await useMenu.persist.rehydrate();
    await useCertification.persist.rehydrate();
  });
}

/** Signed in as one account, the menu loaded and kept in session storage. */
async function signedInWithMenu(lenovoId: string, hasRoles: boolean) {
  renderApp('/home/enterprise_certification', { as: lenovoId, chrome: true });
  const menu = await sideMenu();
  await within(menu).findByText('组织架构');
  expect(within(menu).queryByText('角色管理') !== null).toBe(hasRoles);
}

/** The console opened for an account from another platform (authorCode + ctx), as the passport
 *  stand-in does. */
async function openFromPlatformAs(lenovoId: string) {
  await reloadTab();
  const code = issueCode('authorCode', lenovoId, { enterpriseNumber: MAIN_ENTERPRISE, ctx: 'organization' });
  renderApp(`/?authorCode=${code}&ctx=organization`, { as: null, chrome: true });
  await waitFor(() => expect(window.location.hash).toBe('#/home/organization'));
  await waitFor(() => expect(useSession.getState().userInfo?.lenovoId).toBe(lenovoId));
}

describe('account switch in one tab (the side menu belongs to one user)', () => {
  it('王芳 opened from another platform after 张伟 gets her own menu, also after a reload', async () => {
    await signedInWithMenu(ADMIN, true);
    await openFromPlatformAs(RESTRICTED_ADMIN);
    const menu = await sideMenu();
    await within(menu).findByText('组织架构');
    expect(within(menu).queryByText('角色管理')).not.toBeInTheDocument();
    expect(within(menu).queryByText('变更日志')).not.toBeInTheDocument();

    await reloadTab();
    renderApp('/home/administrator', { as: null, chrome: true });
    expect(await screen.findByText('暂无对应跳转的菜单权限，请联系管理员')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
    expect(within(await sideMenu()).queryByText('角色管理')).not.toBeInTheDocument();
  });

  it('张伟 opened from another platform after 王芳 gets his full menu, also after a reload', async () => {
    await signedInWithMenu(RESTRICTED_ADMIN, false);
    await openFromPlatformAs(ADMIN);
    expect(await within(await sideMenu()).findByText('角色管理')).toBeInTheDocument();

    await reloadTab();
    renderApp('/home/administrator', { as: null, chrome: true });
    expect(await within(await sideMenu()).findByText('角色管理')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/home/administrator');
    expect(screen.queryByText('暂无对应跳转的菜单权限，请联系管理员')).not.toBeInTheDocument();
  });

  it('a provider return for another user clears the previous menu and certification before the guard decides', async () => {
    await signedInWithMenu(ADMIN, true);
    useCertification.getState().setApplyStatus(2);
    await reloadTab();
    renderApp(`/login/l-has?lpsust=${issueCode('ust', RESTRICTED_ADMIN)}`, { as: null, chrome: true });
    await waitFor(() => expect(useSession.getState().userInfo?.lenovoId).toBe(RESTRICTED_ADMIN));
    expect(useMenu.getState().entries).toBeNull();
    expect(useCertification.getState().applyStatus).toBe(0);
  });

  it('a stale menu kept in session storage for another user is never read back', async () => {
    await signedInWithMenu(ADMIN, true);
    cleanup();
    const stored = sessionStorage.getItem('eac.userMenu');
    // another tab signed 王芳 in (local storage is shared); this tab still holds 张伟's menu
    renderApp('/home/enterprise_certification', { as: RESTRICTED_ADMIN, chrome: true });
    await screen.findByRole('menu', { name: '主菜单' });
    cleanup();
    sessionStorage.setItem('eac.userMenu', stored as string);
    await reloadTab();
    renderApp('/home/administrator', { as: null, chrome: true });
    expect(await screen.findByText('暂无对应跳转的菜单权限，请联系管理员')).toBeInTheDocument();
    expect(within(await sideMenu()).queryByText('角色管理')).not.toBeInTheDocument();
  });
});

describe('进入 after signing in as another user without logging out', () => {
  it('opens the console home instead of leaving the enterprise list on screen', async () => {
    await signedInWithMenu(RESTRICTED_ADMIN, false);
    await reloadTab();
    const { user } = renderApp(`/login/l-has?lpsust=${issueCode('ust', ADMIN)}`, { as: null, chrome: true });
    await user.click(await screen.findByRole('button', { name: '进入联创未来科技有限公司' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
    expect(await within(await sideMenu()).findByText('角色管理')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '我的企业' })).not.toBeInTheDocument();
  });

  it('opens the console home when the enterprise list was reached from inside the console', async () => {
    const { user } = renderApp('/home/enterprise_certification', { chrome: true });
    await within(await sideMenu()).findByText('组织架构');
    window.location.hash = '/login/l-has';
    await user.click(await screen.findByRole('button', { name: '进入星河智造（深圳）有限公司' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
    await sideMenu();
    expect(screen.queryByRole('list', { name: '我的企业' })).not.toBeInTheDocument();
    expect(useSession.getState().enterprise?.enterpriseName).toBe('星河智造（深圳）有限公司');
  });
});
