import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { signInAs } from '../tests/render-app';
import { startApp } from '@/app/start';
import { resetDb } from '@/sandbox/db';
import { departments, staff } from '@/sandbox/org-tables';
import { searchStaff } from '@/features/org/api/org-api';
import { fetchDepartTree } from '@/lib/org/depart-tree';
import { DepartmentTree } from '@/features/org/components/department-tree';

// Org tree budget (DESIGN.md): 10,000 departments, first render ≤ 300 ms, expand ≤ 100 ms
// (virtual list); the 50,000-member staff list stays server-paged. Prints the figures.
//   npx vitest run --config scripts/vitest-bench.config.ts

const ms = (t: number) => `${t.toFixed(1)} ms`;

it('org tree with the large seed', async () => {
  let t = performance.now();
  resetDb('large');
  const seedMs = performance.now() - t;
  startApp({ watchers: false });
  signInAs();
  const deps = departments().filter((d) => d.enterpriseNumber === 'E20260001').length;
  const people = staff().filter((p) => p.enterpriseNumber === 'E20260001').length;

  t = performance.now();
  const tree = await fetchDepartTree();
  const treeCallMs = performance.now() - t;

  t = performance.now();
  const page = await searchStaff({ status: 'on', page: 1, size: 10, keyWord: '' });
  const staffCallMs = performance.now() - t;

  const child = tree[0].departTree[0].departName;
  const grandchild = tree[0].departTree[0].departTree[0].departName;
  const client = new QueryClient();
  const rounds: Array<{ render: number; expand: number }> = [];
  for (let i = 0; i < 5; i++) {
    t = performance.now();
    const view = render(
      <QueryClientProvider client={client}>
        <ConfigProvider>
          <DepartmentTree tree={tree} onSelect={() => {}} onAction={() => {}} />
        </ConfigProvider>
      </QueryClientProvider>,
    );
    screen.getByText(child);
    const renderMs = performance.now() - t;
    const rows = document.querySelectorAll('.ant-tree-treenode').length;
    const switcher = screen.getByText(child).closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!;
    t = performance.now();
    act(() => {
      fireEvent.click(switcher);
    });
    screen.getByText(grandchild);
    const expandMs = performance.now() - t;
    rounds.push({ render: renderMs, expand: expandMs });
    if (i === 0) console.log(`rendered tree rows in the DOM: ${rows} (virtual list)`);
    view.unmount();
  }
  const median = (k: 'render' | 'expand') => rounds.map((r) => r[k]).sort((a, b) => a - b)[2];
  console.log(
    [
      `large seed: ${deps} departments, ${people} staff (seeded in ${ms(seedMs)})`,
      `GET /depart/tree (sandbox, in-process): ${ms(treeCallMs)}`,
      `POST /admin/userSearch page 1 of ${page.total}: ${page.list.length} rows in ${ms(staffCallMs)}`,
      `tree first render: median ${ms(median('render'))} (budget 300 ms); runs ${rounds.map((r) => ms(r.render)).join(', ')}`,
      `tree expand: median ${ms(median('expand'))} (budget 100 ms); runs ${rounds.map((r) => ms(r.expand)).join(', ')}`,
    ].join('\n'),
  );
  expect(page.list.length).toBe(10);
  expect(page.total).toBeGreaterThan(40000);
});
