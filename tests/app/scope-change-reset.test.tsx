import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { SCOPED_ADMIN } from '../sign-in';
import { memberships } from '@/sandbox/core-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { recordRequests } from '../features/support/requests';
import { LONG } from '../features/support/dom';

// The caller's 管理范围 is identity-scoped state (assumed contract "Scoped administrators"): asked
// again at a window focus and at a move to another page; when another administrator has changed
// it, everything cached for the identity is dropped, so nothing fetched under the old scope stays.
const MARKETING = `d-${MAIN_ENTERPRISE}-4`; // 市场部
const scopeOf = () => memberships().find((m) => m.enterpriseNumber === MAIN_ENTERPRISE && m.lenovoId === SCOPED_ADMIN)!;
const focusWindow = () => window.dispatchEvent(new Event('visibilitychange'));

async function openOrganisation() {
  const { user } = renderApp('/home/organization', { as: SCOPED_ADMIN, chrome: true });
  await within(await screen.findByRole('tree', {}, LONG)).findByText('销售部', {}, LONG);
  expect(await screen.findByText('管理范围：销售部、市场部', {}, LONG)).toBeInTheDocument();
  return user;
}

describe('a change of the caller’s scope', { timeout: 45000 }, () => {
  it('seen at a window focus: the cached tree is dropped and asked again under the new scope', async () => {
    await openOrganisation();
    const requests = recordRequests();
    // the same scope: nothing is dropped
    focusWindow();
    await waitFor(() => expect(requests.count('/api/menu/getPermission')).toBe(1));
    await requests.settled();
    expect(requests.count('/depart/tree')).toBe(0);

    scopeOf().manageScope = { type: 'departments', departmentIds: [MARKETING] };
    focusWindow();
    await waitFor(() => expect(screen.getByText(/^管理范围：/)).toHaveTextContent(/^管理范围：市场部$/), LONG);
    await waitFor(() => expect(requests.count('/depart/tree')).toBe(1), LONG);
    const tree = await screen.findByRole('tree', {}, LONG);
    await within(tree).findByText('品牌组', {}, LONG);
    expect(within(tree).queryByText('销售部')).not.toBeInTheDocument();
  });

  it('seen at a move to another page', async () => {
    const user = await openOrganisation();
    scopeOf().manageScope = { type: 'departments', departmentIds: [MARKETING] };
    const requests = recordRequests();
    const menu = await screen.findByRole('menu', { name: '主菜单' }, LONG);
    await user.click(within(menu).getByRole('menuitem', { name: /(^| )入职管理$/ }));
    await waitFor(() => expect(requests.count('/api/menu/getPermission')).toBeGreaterThan(0), LONG);
    // the menu is loaded again, as at a change of identity
    await waitFor(() => expect(requests.count('/menu/userMenuList')).toBeGreaterThan(0), LONG);
    expect(requests.count('/depart/tree')).toBe(0);
    await user.click(
      within(await screen.findByRole('menu', { name: '主菜单' }, LONG)).getByRole('menuitem', {
        name: /(^| )组织架构$/,
      }),
    );
    await waitFor(() => expect(requests.count('/depart/tree')).toBe(1), LONG);
    // the scope line's names resolve after the page shows (… meanwhile)
    expect(await screen.findByText(/^管理范围：市场部$/, {}, LONG)).toBeInTheDocument();
    const tree = await screen.findByRole('tree', {}, LONG);
    await within(tree).findByText('品牌组', {}, LONG);
    expect(within(tree).queryByText('销售部')).not.toBeInTheDocument();
  });
});
