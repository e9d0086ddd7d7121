import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { LONG } from '../support/dom';
import { server } from '@/sandbox/node';
import { staff } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// 组织架构 in the menu starts the page's first calls (the tree and the first staff page)
// as it is clicked, in parallel, and the page then uses them: each is made once.
const active = () => staff().filter((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.status !== 'departure');

describe('the organisation page from the menu', { timeout: 45000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it('fetches the tree and the first staff page once each, both started before either answers', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(`start ${new URL(request.url).pathname}`));
    server.events.on('response:mocked', ({ request }) => void calls.push(`end ${new URL(request.url).pathname}`));
    renderApp('/home/enterprise_certification');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const menu = await screen.findByRole('menu', { name: '主菜单' }, LONG);
    calls.length = 0;
    await user.click(within(menu).getByRole('menuitem', { name: /(^| )组织架构$/ }));
    expect(await screen.findByText(`共 ${active().length} 人`, {}, LONG)).toBeInTheDocument();
    await within(await screen.findByRole('tree', {}, LONG)).findByText('研发中心', {}, LONG);
    const tree = calls.filter((c) => c.endsWith('/depart/tree'));
    const search = calls.filter((c) => c.endsWith('/admin/userSearch'));
    expect(tree).toEqual(['start /enterprise-server/depart/tree', 'end /enterprise-server/depart/tree']);
    expect(search).toEqual(['start /enterprise-server/admin/userSearch', 'end /enterprise-server/admin/userSearch']);
    const firstEnd = Math.min(calls.indexOf(tree[1]), calls.indexOf(search[1]));
    expect(calls.indexOf(tree[0])).toBeLessThan(firstEnd);
    expect(calls.indexOf(search[0])).toBeLessThan(firstEnd);
  });
});
