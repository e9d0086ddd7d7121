import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import type { PlanChangeInput, PlanSummary } from '@/features/org-chart/api/plan-types';
import { departments, staff } from '@/sandbox/org-tables';
import { SCOPED_ADMIN } from '../../sign-in';
import { useSession } from '@/stores/session';

// The plan list and page over the sandbox's own restructure calls (docs/assumed-contract.md
// "Restructure plans"); plan-list and plan-page tests cover the answers the sandbox gives rarely.

const dept = (name: string) => departments().find((d) => d.departName === name);

async function call<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`http://localhost/enterprise-server/restructure${path}`, {
    method: 'POST',
    headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; message: string; data: T };
  expect(answer).toMatchObject({ code: 200 });
  return answer.data;
}

/** A plan made by another administrator's calls, as the page would find it. */
async function planWith(name: string, changes: PlanChangeInput[]) {
  const plan = await call<PlanSummary>('/plan/create', { name, note: '' });
  for (const change of changes) await call('/plan/change', { planId: plan.id, change });
  return plan;
}

describe('restructure plans over the sandbox', { timeout: 60000 }, () => {
  it('creates a plan from the empty list; a second plan of the same name is refused in the dialog', async () => {
    renderApp('/home/organization_chart?tab=plans');
    const user = fastUser();
    await screen.findByText('暂无调整方案', {}, LONG);
    await user.click(await findButton('新建调整方案'));
    let dialog = await findDialog('新建调整方案');
    await fill(user, within(dialog).getByLabelText('方案名称'), '华东整合');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('方案已创建')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '华东整合' }, LONG)).toBeInTheDocument();

    window.location.hash = '/home/organization_chart?tab=plans';
    expect(await findRow('华东整合', 15000)).toHaveTextContent('草稿');
    await user.click(await findButton('新建调整方案'));
    dialog = await findDialog('新建调整方案');
    await fill(user, within(dialog).getByLabelText('方案名称'), '华东整合');
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('已存在同名方案');
    expect(within(dialog).getByLabelText('方案名称')).toHaveValue('华东整合');
  });

  it('copies and deletes plans from the list', async () => {
    renderApp('/home/organization_chart');
    const user = fastUser();
    await screen.findByRole('tab', { name: '调整方案' }, LONG);
    await planWith('研发拆分', [{ kind: 'rename', departId: dept('行政部')!.id, departName: '综合部' }]);
    await user.click(screen.getByRole('tab', { name: '调整方案' }));
    await user.click(within(await findRow('研发拆分', 15000)).getByRole('button', { name: '复制研发拆分' }));
    expect(await screen.findByText('已复制为“研发拆分（副本）”')).toBeInTheDocument();
    const copy = await findRow('研发拆分（副本）');
    expect(copy).toHaveTextContent('草稿');
    await user.click(within(copy).getByRole('button', { name: '删除研发拆分（副本）' }));
    await user.click(await confirmOk());
    expect(await screen.findByText('方案已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: '研发拆分（副本）' })).toBeNull());
    expect(screen.getByRole('link', { name: '研发拆分' })).toBeInTheDocument();
  });

  it('applies a plan (the live organisation changes at once) and reverts it (it is back)', async () => {
    renderApp('/home/organization_chart');
    const user = fastUser();
    await screen.findByText(/^行政部（\d+）$/, {}, LONG);
    const admin = dept('行政部')!.id;
    const plan = await planWith('华东整合', [{ kind: 'rename', departId: admin, departName: '综合部' }]);
    window.location.hash = `/home/organization_chart/plan?id=${plan.id}`;
    await screen.findByRole('heading', { name: '华东整合' }, LONG);
    await user.click(await findButton('应用方案', document.body, 15000));
    expect(await screen.findByText('确定应用方案“华东整合”吗？1项调整将立即生效')).toBeInTheDocument();
    await user.click(await confirmOk());
    expect(await screen.findByText('方案已应用', {}, LONG)).toBeInTheDocument();
    expect(departments().find((d) => d.id === admin)?.departName).toBe('综合部');
    expect(await findButton('撤销方案', document.body, 15000)).toBeInTheDocument();

    await user.click(await findButton('撤销方案'));
    await user.click(await confirmOk());
    expect(await screen.findByText('方案已撤销', {}, LONG)).toBeInTheDocument();
    expect(departments().find((d) => d.id === admin)?.departName).toBe('行政部');
    expect(await findButton('复制为新方案', document.body, 15000)).toBeInTheDocument();
    window.location.hash = '/home/organization_chart';
    expect(await screen.findByText(/^行政部（\d+）$/, {}, LONG)).toBeInTheDocument();
  });

  it('a merge that widens 欧阳敏’s 管理范围 is a warning in the review and in the apply confirmation', async () => {
    renderApp('/home/organization_chart');
    const user = fastUser();
    await screen.findByText(/^行政部（\d+）$/, {}, LONG);
    const plan = await planWith('市场并入产品', [
      { kind: 'merge', departId: dept('市场部')!.id, targetId: dept('产品部')!.id },
    ]);
    const her = staff().find((p) => p.lenovoId === SCOPED_ADMIN)!.name;
    window.location.hash = `/home/organization_chart/plan?id=${plan.id}`;
    const list = await screen.findByRole('list', { name: '管理范围变化' }, LONG);
    expect(screen.getByText('方案将改变1项管理范围，应用前请确认')).toBeInTheDocument();
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      new RegExp(`^管理员「${her}」管理范围：销售部、市场部 → 销售部、产品部（新增\\d+人）$`),
    );
    await user.click(await findButton('应用方案', document.body, 15000));
    expect(
      await screen.findByText(`确定应用方案“市场并入产品”吗？1项调整将立即生效；并将改变1项管理范围（${her}），请确认`),
    ).toBeInTheDocument();
  });

  it('a plan the live organisation has changed under: apply shows the conflict, 更新方案 takes live, then it applies', async () => {
    renderApp('/home/organization_chart');
    const user = fastUser();
    await screen.findByText(/^客户成功部（\d+）$/, {}, LONG);
    const success = dept('客户成功部')!.id;
    const plan = await planWith('华东整合', [{ kind: 'move', departId: success, parentDepartId: dept('销售部')!.id }]);
    // meanwhile, live: 客户成功部 goes under 产品部
    const moved = await fetch('http://localhost/enterprise-server/depart/move', {
      method: 'PUT',
      headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
      body: JSON.stringify({ departId: success, parentDepartId: dept('产品部')!.id }),
    });
    expect(await moved.json()).toMatchObject({ code: 200 });

    window.location.hash = `/home/organization_chart/plan?id=${plan.id}`;
    expect(await screen.findByRole('heading', { name: '检查（1个问题）' }, LONG)).toBeInTheDocument();
    expect(screen.getByText(/^“客户成功部”在方案创建后已被修改/)).toBeInTheDocument();
    // 定位: the chart selects the department, the change list marks the change
    await user.click(screen.getByRole('button', { name: /^定位：“客户成功部”在方案创建后已被修改/ }));
    expect(await screen.findByRole('region', { name: '部门：客户成功部' })).toBeInTheDocument();
    const marked = within(screen.getByRole('list', { name: '调整项' })).getByRole('listitem', { current: true });
    expect(marked).toHaveTextContent('客户成功部');
    await user.click(await findButton('应用方案'));
    await user.click(await confirmOk());
    expect(await screen.findByText('组织架构已变更，请更新方案后再应用')).toBeInTheDocument();
    expect(dept('客户成功部')!.parentDepartId).toBe(dept('产品部')!.id);

    await user.click(await findButton('更新方案'));
    expect(await screen.findByText('方案已更新')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '检查（0个问题）' }, LONG)).toBeInTheDocument();
    expect(screen.queryByText('组织架构已变更，请更新方案后再应用')).toBeNull();
    await user.click(await findButton('应用方案'));
    await user.click(await confirmOk());
    expect(await screen.findByText('方案已应用', {}, LONG)).toBeInTheDocument();
    expect(dept('客户成功部')!.parentDepartId).toBe(dept('销售部')!.id);
  });
});
