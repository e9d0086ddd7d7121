import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { staff } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// 组织架构 in the menu starts the page's first calls (the tree and the first staff page)
// as it is clicked, in parallel, and the page then uses them: each is made once.
const active = () => staff().filter((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.status !== 'departure');

describe('the organisation page from the menu', { timeout: 45000 }, () => {
  it('fetches the tree and the first staff page once each, both started before either answers', async () => {
    renderApp('/home/enterprise_certification', { chrome: true });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const menu = await screen.findByRole('menu', { name: '主菜单' }, LONG);
    const requests = recordRequests();
    await user.click(within(menu).getByRole('menuitem', { name: /(^| )组织架构$/ }));
    expect(await screen.findByText(`共 ${active().length} 人`, {}, LONG)).toBeInTheDocument();
    await within(await screen.findByRole('tree', {}, LONG)).findByText('研发中心', {}, LONG);
    const tree = requests.to('/depart/tree');
    const search = requests.to('/admin/userSearch');
    expect(tree.map((r) => r.path)).toEqual(['/enterprise-server/depart/tree']);
    expect(search.map((r) => r.path)).toEqual(['/enterprise-server/admin/userSearch']);
    const firstEnd = Math.min(tree[0].answeredAt!, search[0].answeredAt!);
    expect(tree[0].startedAt).toBeLessThan(firstEnd);
    expect(search[0].startedAt).toBeLessThan(firstEnd);
  });
});
