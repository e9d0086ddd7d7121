import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { confirmOk, findButton, findDialog, LONG } from '../support/dom';
import { chooseDepartment } from '../support/pickers';
import { fastUser, fill } from '../fill';
import type { PlanSummary } from '@/features/org-chart/api/plan-types';
import { departments, staff } from '@/sandbox/org-tables';
import { useSession } from '@/stores/session';

// The plan editor over the sandbox's own restructure calls: what the editor records, the sandbox
// computes into the marked chart, and nothing live changes (docs/assumed-contract.md "Restructure plans").

const dept = (name: string) => departments().find((d) => d.departName === name)!;

async function newPlan(name: string) {
  renderApp('/home/organization_chart');
  await screen.findByRole('tab', { name: '调整方案' }, LONG);
  const res = await fetch('http://localhost/enterprise-server/restructure/plan/create', {
    method: 'POST',
    headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
    body: JSON.stringify({ name, note: '' }),
  });
  const plan = ((await res.json()) as { data: PlanSummary }).data;
  window.location.hash = `/home/organization_chart/plan?id=${plan.id}`;
  await screen.findByRole('heading', { name }, LONG);
  await screen.findByRole('region', { name: '调整记录' }, LONG);
  return plan;
}

describe('plan editor over the sandbox', { timeout: 60000 }, () => {
  it('renames and merges in the plan: the chart marks them, the live organisation stays, an undo takes the merge back', async () => {
    await newPlan('行政整合');
    const user = fastUser();
    await user.click(screen.getByText(/^行政部（/));
    await user.click(await findButton('重命名'));
    let dialog = await findDialog('重命名“行政部”');
    await fill(user, within(dialog).getByLabelText('部门名称'), '综合管理部');
    await user.click(await findButton('确定', dialog));
    const renamed = (await screen.findByText(/^综合管理部（/, {}, LONG)).closest('.ant-tree-treenode') as HTMLElement;
    expect(within(renamed).getByText('更名')).toBeInTheDocument();

    await user.click(screen.getByText(/^财务部（/));
    await user.click(await findButton('合并到…'));
    dialog = await findDialog('将“财务部”合并到…');
    await chooseDepartment(user, dialog, '合并到', '综合管理部');
    await user.click(await findButton('确定', dialog));
    const gone = await screen.findByText('已合并到“综合管理部”', { selector: '.ant-tree *' }, LONG);
    expect(gone.closest('.ant-tree-treenode')!.querySelector('del')).toHaveTextContent('财务部');
    // 财务部's members now count in 综合管理部: its total 调整前 → 调整后
    const before = staff().filter((p) => p.status === '' && p.departIds.includes(dept('行政部').id)).length;
    const count = await screen.findByText(new RegExp(`^综合管理部（${before} → \\d+）$`), {}, LONG);
    expect(Number(/→ (\d+)/.exec(count.textContent!)![1])).toBeGreaterThan(before);

    const list = screen.getByRole('region', { name: '调整记录' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    // nothing live changed
    expect(dept('行政部').departName).toBe('行政部');
    expect(dept('财务部')).toBeDefined();

    // undo the merge: 财务部 is back, unmarked
    await user.click(within(list).getByRole('button', { name: /^撤销此项：.*财务部/ }));
    await waitFor(() => expect(screen.queryByText('已合并到“综合管理部”')).toBeNull(), LONG);
    expect(await screen.findByText(/^财务部（\d+）$/)).toBeInTheDocument();
  });

  it('a delete of a department with members is refused, told with the sandbox’s reason', async () => {
    await newPlan('精简');
    const user = fastUser();
    await user.click(screen.getByText(/^行政部（/));
    await user.click(await findButton('删除'));
    await user.click(await confirmOk());
    expect(
      await screen.findByText(/^删除部门失败：“行政部”仍有\d+名在职成员，请先调走或合并到其他部门$/, {}, LONG),
    ).toBeInTheDocument();
  });
});
