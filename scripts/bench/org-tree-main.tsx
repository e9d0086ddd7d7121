import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DepartmentTree } from '@/features/org/components/department-tree';
import { departTree } from './depart-tree-data';

// Browser benchmark of the organisation tree (see scripts/bench-org-tree.mjs): 10,000 departments
// shaped like the large seed (20 → 10 → 8 → … per level), first render and expand timings.
const nextPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

async function run() {
  const tree = departTree(10000);
  const client = new QueryClient();
  const results: Array<{ render: number; expand: number }> = [];
  for (let i = 0; i < 7; i++) {
    const host = document.createElement('div');
    document.getElementById('root')!.appendChild(host);
    const root = createRoot(host);
    let t = performance.now();
    flushSync(() =>
      root.render(
        <QueryClientProvider client={client}>
          <DepartmentTree tree={tree} onSelect={() => {}} onAction={() => {}} />
        </QueryClientProvider>,
      ),
    );
    await nextPaint();
    const render = performance.now() - t;
    const first = tree[0].departTree[i];
    const row = [...host.querySelectorAll('.ant-tree-treenode')].find((r) =>
      r.textContent?.startsWith(first.departName),
    )!;
    t = performance.now();
    flushSync(() => (row.querySelector('.ant-tree-switcher') as HTMLElement).click());
    await nextPaint();
    const expand = performance.now() - t;
    if (!host.textContent?.includes(first.departTree[0].departName))
      throw new Error('expand did not show the children');
    results.push({ render, expand });
    root.unmount();
    host.remove();
  }
  (window as unknown as { __bench: unknown }).__bench = { nodes: 10000, domRows: 0, results };
}

run().catch((e) => ((window as unknown as { __bench: unknown }).__bench = { error: String(e) }));
