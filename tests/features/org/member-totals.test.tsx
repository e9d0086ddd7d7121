import { screen, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { LONG } from '../support/dom';
import { fetchDepartTree } from '@/lib/org/depart-tree';
import type { DepartTreeNode } from '@/features/org/api/types';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';
import { departments, staff } from '@/sandbox/org-tables';
import { invalidateDirectory } from '@/sandbox/directory-views';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';

const active = () => staff().filter((p) => p.enterpriseNumber === E && p.status !== 'departure');
const dept = (name: string) => departments().find((d) => d.enterpriseNumber === E && d.departName === name)!;

/** Distinct active members of a department and everything below it, the slow way. */
function expectedTotal(id: string) {
  const below = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const d of departments()) {
      if (!below.has(d.parentDepartId) || below.has(d.id)) continue;
      below.add(d.id);
      grew = true;
    }
  }
  return active().filter((p) => p.departIds.some((x) => below.has(x))).length;
}

const flatten = (nodes: DepartTreeNode[]): DepartTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.departTree)]);

describe('department member totals', { timeout: 45000 }, () => {
  it('the sandbox answers memberTotal: everyone below a department, each person once', async () => {
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} });
    signInAs();
    // one person in two departments of the same branch counts once in their common ancestors
    const rd = dept('研发中心');
    const [childA, childB] = departments().filter((d) => d.parentDepartId === rd.id);
    const person = active().find((p) => !p.departIds.includes(childA.id) && !p.departIds.includes(childB.id))!;
    person.departIds = [childA.id, childB.id];
    invalidateDirectory(E);

    const nodes = flatten(await fetchDepartTree());
    const root = nodes.find((n) => n.parentDepartId === '0')!;
    expect(root.departSum).toBe(active().filter((p) => p.departIds.includes(root.id)).length);
    expect(root.memberTotal).toBe(active().length);
    for (const n of nodes) expect(n.memberTotal, n.departName).toBe(expectedTotal(n.id));
    expect(nodes.find((n) => n.id === rd.id)!.memberTotal).toBeGreaterThan(
      nodes.find((n) => n.id === childA.id)!.memberTotal,
    );
  });

  it('the department tree shows the total beside each department (the root: the whole enterprise)', async () => {
    renderApp('/home/organization');
    await screen.findByText(`共 ${active().length} 人`, {}, LONG);
    const root = dept('联创未来科技有限公司');
    const rootTitle = screen.getByText('联创未来科技有限公司', { selector: '.ant-tree-title *' }).parentElement!;
    expect(within(rootTitle).getByText(`(${active().length})`)).toHaveAttribute(
      'title',
      `共${active().length}人（含下级部门），直属${active().filter((p) => p.departIds.includes(root.id)).length}人`,
    );
    const rdTitle = screen.getByText('研发中心', { selector: '.ant-tree-title *' }).parentElement!;
    expect(within(rdTitle).getByText(`(${expectedTotal(dept('研发中心').id)})`)).toBeInTheDocument();
  });

  it('the org chart shows the total of the chosen department and in its tree', async () => {
    renderApp('/home/organization_chart');
    const total = active().length;
    expect(await screen.findByText(`联创未来科技有限公司（${total}）`, {}, LONG)).toBeInTheDocument();
    const chart = screen.getByLabelText('组织架构图');
    expect(within(chart).getByText(new RegExp(`· ${total}人$`))).toBeInTheDocument();
    expect(within(chart).getByText(new RegExp(`· ${expectedTotal(dept('研发中心').id)}人$`))).toBeInTheDocument();
  });
});
