import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import type { PlanSummary } from '@/features/org-chart/api/plan-types';
import { departments } from '@/sandbox/org-tables';
import { useSession } from '@/stores/session';

// Every submit of the plan list and the plan page, double-clicked over a slow server, sends one write.

const dept = (name: string) => departments().find((d) => d.departName === name)!;

async function call<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`http://localhost/enterprise-server/restructure${path}`, {
    method: 'POST',
    headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

async function renamePlan(name: string) {
  const plan = await call<PlanSummary>('/plan/create', { name, note: '' });
  await call('/plan/change', {
    planId: plan.id,
    change: { kind: 'rename', departId: dept('行政部').id, departName: '综合部' },
  });
  return plan;
}

describe('调整方案: one write per double-click', { timeout: 90000 }, () => {
  it('the list: 新建调整方案 保存, 复制, 删除', async () => {
    const watch = watchRequests();
    renderApp('/home/organization_chart?tab=plans');
    const user = fastUser();
    await screen.findByText('暂无调整方案', {}, LONG);
    await user.click(await findButton('新建调整方案'));
    const dialog = await findDialog('新建调整方案');
    await fill(user, within(dialog).getByLabelText('方案名称'), '华东整合');
    await expectOneWrite(watch, 'POST', '/restructure/plan/create', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    await screen.findByRole('heading', { name: '华东整合' }, LONG);
    window.location.hash = '/home/organization_chart?tab=plans';
    const row = await findRow('华东整合', 15000);
    await expectOneWrite(watch, 'POST', '/restructure/plan/duplicate', () =>
      doubleClick(within(row).getByRole('button', { name: '复制华东整合' })),
    );
    const copy = await findRow('华东整合（副本）');
    await expectOneWrite(watch, 'POST', '/restructure/plan/delete', async () => {
      await doubleClick(within(copy).getByRole('button', { name: '删除华东整合（副本）' }));
      await doubleClickOk();
    });
  });

  it('the plan page: 编辑 保存, 应用方案, 撤销方案, 复制为新方案', async () => {
    const watch = watchRequests();
    renderApp('/home/organization_chart');
    const user = fastUser();
    await screen.findByRole('tab', { name: '当前架构' }, LONG);
    const plan = await renamePlan('华东整合');
    window.location.hash = `/home/organization_chart/plan?id=${plan.id}`;
    await screen.findByRole('heading', { name: '华东整合' }, LONG);
    await user.click(await findButton('编辑'));
    const dialog = await findDialog('编辑方案');
    await fill(user, within(dialog).getByLabelText('生效说明'), '一月一日起生效');
    await expectOneWrite(watch, 'POST', '/restructure/plan/edit', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    await expectOneWrite(watch, 'POST', '/restructure/plan/apply', async () => {
      await doubleClick(await findButton('应用方案'));
      await doubleClickOk();
    });
    await expectOneWrite(watch, 'POST', '/restructure/plan/revert', async () => {
      await doubleClick(await findButton('撤销方案', document.body, 15000));
      await doubleClickOk();
    });
    await expectOneWrite(watch, 'POST', '/restructure/plan/duplicate', async () =>
      doubleClick(await findButton('复制为新方案', document.body, 15000)),
    );
  });

  it('the plan page: 更新方案', async () => {
    const watch = watchRequests();
    renderApp('/home/organization_chart');
    await screen.findByRole('tab', { name: '当前架构' }, LONG);
    const plan = await renamePlan('华东整合');
    await fetch('http://localhost/enterprise-server/depart/move', {
      method: 'PUT',
      headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
      body: JSON.stringify({ departId: dept('行政部').id, parentDepartId: dept('财务部').id }),
    });
    window.location.hash = `/home/organization_chart/plan?id=${plan.id}`;
    await screen.findByRole('heading', { name: '华东整合' }, LONG);
    await expectOneWrite(watch, 'POST', '/restructure/plan/rebase', async () =>
      doubleClick(await findButton('更新方案', document.body, 15000)),
    );
  });
});
