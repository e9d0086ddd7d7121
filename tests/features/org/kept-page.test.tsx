import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { firstSubDepartment } from './seed-departments';
import { queryClient } from '@/lib/query/query-client';

// 组织架构 is kept alive (admin-modules §2): left, it keeps its selection for the return, and it
// stops working meanwhile (no subscriptions, so a change elsewhere refreshes it on return, not while
// another page is in use).

describe('the organisation page, left and revisited', { timeout: 45000 }, () => {
  it('keeps the chosen department, and refreshes its tree on return rather than while hidden', async () => {
    const { user } = renderApp('/home/organization', { chrome: true });
    const dept = firstSubDepartment();
    const tree = await screen.findByRole('tree', {}, LONG);
    await user.click(await within(tree).findByText(dept.departName, {}, LONG));
    expect(await screen.findByRole('heading', { name: dept.departName }, LONG)).toBeInTheDocument();

    const menu = screen.getByRole('menu', { name: '主菜单' });
    await user.click(within(menu).getByRole('menuitem', { name: /(^| )角色管理$/ }));
    await screen.findByRole('heading', { level: 1, name: '角色管理' }, LONG);
    const requests = recordRequests();
    await queryClient.invalidateQueries({ queryKey: ['org'] });
    await requests.settled();
    expect(requests.to('/depart/tree')).toEqual([]);

    await user.click(within(menu).getByRole('menuitem', { name: /(^| )组织架构$/ }));
    expect(await screen.findByRole('heading', { name: dept.departName }, LONG)).toBeVisible();
    await waitFor(() => expect(requests.to('/depart/tree')).toHaveLength(1), LONG);
  });
});
