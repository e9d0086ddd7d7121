import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { SCOPED_ADMIN } from '../../sign-in';
import { confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { fastUser, fill } from '../fill';
import { table } from '@/sandbox/db';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { change, fakePlans, planOf, refuseNext } from './plan-fake';

const PLANS = '/home/organization_chart?tab=plans';

/** The seeded scoped administrator has no 组织架构调整; give it to her, as her enterprise's admin may. */
function grantOrgChartMenu(lenovoId: string) {
  const menu = table<{ id: string; url: string }>('menus').find((m) => m.url === 'organization_chart')!;
  const mine = table<{ enterpriseNumber: string; lenovoId: string; menuIds: string[] | 'all' }>('memberships').find(
    (m) => m.enterpriseNumber === MAIN_ENTERPRISE && m.lenovoId === lenovoId,
  )!;
  if (Array.isArray(mine.menuIds)) mine.menuIds.push(menu.id);
}

async function openPlans() {
  renderApp(PLANS);
  const user = fastUser();
  await screen.findByRole('tab', { name: '调整方案', selected: true }, LONG);
  return user;
}

describe('restructure plans: the list', { timeout: 45000 }, () => {
  it('lists the plans with status, changes, last change and the actions each status allows', async () => {
    fakePlans([
      planOf('p1', '华东整合', { changes: [change('c1', '更名'), change('c2', '更名2')] }),
      planOf('p2', '研发拆分', { status: 'applied', appliedTime: '2026-11-22 10:00:00' }),
      planOf('p3', '旧方案', { status: 'reverted' }),
    ]);
    await openPlans();
    const draft = await findRow('华东整合', 15000);
    expect(within(draft).getByRole('link', { name: '华东整合' })).toHaveAttribute(
      'href',
      '#/home/organization_chart/plan?id=p1',
    );
    expect(draft).toHaveTextContent('草稿');
    expect(draft).toHaveTextContent('2');
    expect(draft).toHaveTextContent('李娜 2026-11-21 15:30:00');
    expect(within(draft).getByRole('button', { name: '编辑华东整合' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: '删除华东整合' })).toBeInTheDocument();
    const applied = await findRow('研发拆分');
    expect(applied).toHaveTextContent('已应用');
    expect(within(applied).getByRole('button', { name: '查看研发拆分' })).toBeInTheDocument();
    expect(within(applied).getByRole('button', { name: '复制研发拆分' })).toBeInTheDocument();
    expect(within(applied).queryByRole('button', { name: '删除研发拆分' })).toBeNull();
    expect(await findRow('旧方案')).toHaveTextContent('已撤销');
  });

  it('keeps the tab in the address: 调整方案 is chosen, 当前架构 is the default', async () => {
    fakePlans([]);
    renderApp('/home/organization_chart');
    const user = fastUser();
    expect(await screen.findByRole('tab', { name: '当前架构', selected: true }, LONG)).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: '调整方案' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home/organization_chart?tab=plans'));
    expect(await screen.findByText('暂无调整方案', {}, LONG)).toBeInTheDocument();
  });

  it('shows 暂无调整方案 with 新建调整方案, which creates a plan and opens it', async () => {
    fakePlans([]);
    const user = await openPlans();
    expect(await screen.findByText('暂无调整方案', {}, LONG)).toBeInTheDocument();
    await user.click(await findButton('新建调整方案'));
    const dialog = await findDialog('新建调整方案');
    await fill(user, within(dialog).getByLabelText('方案名称'), '  2027 调整  ');
    await fill(user, within(dialog).getByLabelText('生效说明'), '一月一日起生效');
    const requests = recordRequests();
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('方案已创建')).toBeInTheDocument();
    expect(requests.to('/restructure/plan/create', 'POST').map((r) => r.body)).toEqual([
      { name: '2027 调整', note: '一月一日起生效' },
    ]);
    await waitFor(() => expect(window.location.hash).toBe('#/home/organization_chart/plan?id=p100'), LONG);
    expect(await screen.findByRole('heading', { name: '2027 调整' }, LONG)).toBeInTheDocument();
  });

  it('shows the server refusal in the dialog and keeps what was typed', async () => {
    fakePlans([planOf('p1', '华东整合')]);
    const user = await openPlans();
    await user.click(await findButton('新建调整方案', document.body, 15000));
    const dialog = await findDialog('新建调整方案');
    await fill(user, within(dialog).getByLabelText('方案名称'), '华东整合');
    await fill(user, within(dialog).getByLabelText('生效说明'), '说明');
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('已存在同名方案');
    expect(within(dialog).getByLabelText('方案名称')).toHaveValue('华东整合');
    expect(within(dialog).getByLabelText('生效说明')).toHaveValue('说明');
    expect(window.location.hash).toBe(`#${PLANS}`);
  });

  it('deletes a plan after confirmation', async () => {
    fakePlans([planOf('p1', '华东整合'), planOf('p2', '研发拆分')]);
    const user = await openPlans();
    const requests = recordRequests();
    await user.click(within(await findRow('华东整合', 15000)).getByRole('button', { name: '删除华东整合' }));
    expect(await screen.findByText('确定删除调整方案“华东整合”吗？')).toBeInTheDocument();
    await user.click(await confirmOk());
    expect(await screen.findByText('方案已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: '华东整合' })).toBeNull());
    expect(screen.getByRole('link', { name: '研发拆分' })).toBeInTheDocument();
    expect(requests.to('/restructure/plan/delete', 'POST').map((r) => r.body)).toEqual([{ id: 'p1' }]);
  });

  it('duplicates a plan: the copy is listed', async () => {
    fakePlans([planOf('p1', '华东整合', { status: 'applied' })]);
    const user = await openPlans();
    await user.click(within(await findRow('华东整合', 15000)).getByRole('button', { name: '复制华东整合' }));
    expect(await screen.findByText('已复制为“华东整合（副本）”')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '华东整合（副本）' })).toBeInTheDocument();
  });

  it('shows the error state with 重试 when the list fails', async () => {
    fakePlans([planOf('p1', '华东整合')]);
    refuseNext('/restructure/plans', 500, '服务器异常');
    const user = await openPlans();
    await user.click(await findButton('重试', document.body, 15000));
    expect(await screen.findByRole('link', { name: '华东整合' }, LONG)).toBeInTheDocument();
  });

  it('has no 调整方案 for a scoped administrator, even from the address', async () => {
    fakePlans([planOf('p1', '华东整合')]);
    grantOrgChartMenu(SCOPED_ADMIN);
    renderApp(PLANS, { as: SCOPED_ADMIN });
    expect(await screen.findByRole('tab', { name: '当前架构', selected: true }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '调整方案' })).toBeNull();
    expect(screen.queryByText('华东整合')).toBeNull();
  });
});
