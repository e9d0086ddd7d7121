import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { ADMIN } from '../../sign-in';
import { confirmOk, findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { fastUser, fill } from '../fill';
import { change, fakePlans, planOf, refuseNext } from './plan-fake';
import { PLAN_CONFLICT_ERROR, PLAN_INVALID_ERROR, type PlanDetail } from '@/features/org-chart/api/plan-types';

const draft = () =>
  planOf('p1', '华东整合', { note: '一月一日起生效', changes: [change('c1', '将“行政部”更名为“综合部”')] });
const applied = (over: Partial<PlanDetail> = {}) =>
  planOf('p1', '华东整合', {
    status: 'applied',
    changes: [change('c1', '将“行政部”更名为“综合部”')],
    appliedTime: '2026-11-25 10:00:00',
    appliedById: ADMIN,
    appliedByName: '张伟',
    revertDeadline: '2099-12-02 10:00:00',
    ...over,
  });

async function openPlan(id = 'p1') {
  renderApp(`/home/organization_chart/plan?id=${id}`);
  const user = fastUser();
  await screen.findByRole('heading', { name: '华东整合' }, LONG);
  return user;
}

async function apply(user: ReturnType<typeof fastUser>) {
  await user.click(await findButton('应用方案'));
  expect(await screen.findByText('确定应用方案“华东整合”吗？1项调整将立即生效')).toBeInTheDocument();
  await user.click(await confirmOk());
}

describe('restructure plans: the plan page', { timeout: 45000 }, () => {
  it('shows the header of a draft and edits its name and note', async () => {
    fakePlans([draft()]);
    const user = await openPlan();
    expect(screen.getByText('草稿')).toBeInTheDocument();
    expect(screen.getByText('一月一日起生效')).toBeInTheDocument();
    expect(screen.getByText('张伟 2026-11-20 09:00:00')).toBeInTheDocument();
    expect(screen.getByText('李娜 2026-11-21 15:30:00')).toBeInTheDocument();
    await user.click(await findButton('编辑'));
    const dialog = await findDialog('编辑方案');
    expect(within(dialog).getByLabelText('方案名称')).toHaveValue('华东整合');
    await fill(user, within(dialog).getByLabelText('方案名称'), '华东整合二期');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('方案已保存')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '华东整合二期' })).toBeInTheDocument();
  });

  it('says 方案不存在 for a plan that is not there', async () => {
    fakePlans([]);
    renderApp('/home/organization_chart/plan?id=gone');
    expect(await screen.findByText('方案不存在', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回调整方案' })).toBeInTheDocument();
  });

  it('lists the problems of the review and keeps 应用方案 disabled while any remain', async () => {
    const fake = fakePlans([draft()]);
    fake.problems.set('p1', [
      {
        code: 'duplicateName',
        message: '“联创未来科技有限公司”下已有名为“综合部”的部门',
        changeId: 'c1',
        departId: 'd1',
      },
    ]);
    await openPlan();
    expect(screen.getByRole('heading', { name: '检查（1个问题）' })).toBeInTheDocument();
    expect(screen.getByText('“联创未来科技有限公司”下已有名为“综合部”的部门')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '定位：“联创未来科技有限公司”下已有名为“综合部”的部门' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '应用方案' })).toBeDisabled();
    expect(screen.getByText('存在1个问题，处理后才能应用')).toBeInTheDocument();
  });

  it('applies after confirmation: 方案已应用, the plan shows as applied, the live chart is read again', async () => {
    fakePlans([draft()]);
    renderApp('/home/organization_chart');
    const user = fastUser();
    await screen.findByText(/^行政部（\d+）$/, {}, LONG);
    await user.click(await screen.findByRole('tab', { name: '调整方案' }, LONG));
    await user.click(await screen.findByRole('link', { name: '华东整合' }, LONG));
    await screen.findByRole('heading', { name: '华东整合' }, LONG);
    const requests = recordRequests();
    await apply(user);
    expect(await screen.findByText('方案已应用')).toBeInTheDocument();
    expect(requests.to('/restructure/plan/apply', 'POST').map((r) => r.body)).toEqual([{ id: 'p1' }]);
    expect(await screen.findByText('已应用', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(await findButton('撤销方案')).toBeInTheDocument();
    // the chart read a moment ago is out of date: 当前架构 asks for the tree again
    window.location.hash = '/home/organization_chart';
    await screen.findByRole('tab', { name: '当前架构', selected: true }, LONG);
    await waitFor(() => expect(requests.to('/depart/tree', 'GET')).toHaveLength(1));
  });

  it('shows the conflicts of a refused apply; 更新方案 rebases and the plan then applies', async () => {
    fakePlans([draft()]);
    const user = await openPlan();
    refuseNext('/restructure/plan/apply', 409, '组织架构已变更，请更新方案后再应用', {
      errorCode: PLAN_CONFLICT_ERROR,
      data: {
        conflicts: [{ kind: 'department', id: 'd1', name: '行政部', message: '名称已被修改', changeId: 'c1' }],
      },
    });
    const requests = recordRequests();
    await apply(user);
    expect(await screen.findByText('组织架构已变更，请更新方案后再应用')).toBeInTheDocument();
    expect(screen.getByText('行政部：名称已被修改')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '定位：行政部' })).toBeInTheDocument();
    await user.click(await findButton('更新方案'));
    expect(await screen.findByText('方案已更新')).toBeInTheDocument();
    expect(requests.to('/restructure/plan/rebase', 'POST').map((r) => r.body)).toEqual([{ id: 'p1' }]);
    await waitFor(() => expect(screen.queryByText('行政部：名称已被修改')).toBeNull());
    await apply(user);
    expect(await screen.findByText('方案已应用')).toBeInTheDocument();
    expect(requests.to('/restructure/plan/apply', 'POST')).toHaveLength(2);
  });

  it('shows the problems of an apply refused as invalid', async () => {
    fakePlans([draft()]);
    const user = await openPlan();
    refuseNext('/restructure/plan/apply', 400, '方案存在1个问题，请先处理后再应用', {
      errorCode: PLAN_INVALID_ERROR,
      data: {
        problems: [
          {
            code: 'hasMembers',
            message: '“行政部”仍有3名在职成员，请先调走或合并到其他部门',
            changeId: 'c1',
            departId: 'd1',
          },
        ],
      },
    });
    await apply(user);
    expect(await screen.findByText('方案存在1个问题，请先处理后再应用')).toBeInTheDocument();
    expect(screen.getByText('“行政部”仍有3名在职成员，请先调走或合并到其他部门')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '检查（1个问题）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '应用方案' })).toBeDisabled();
  });

  it('reverts an applied plan after confirmation; the reverted plan offers 复制为新方案', async () => {
    fakePlans([applied()]);
    const user = await openPlan();
    expect(screen.getByText('张伟 2026-11-25 10:00:00')).toBeInTheDocument();
    expect(screen.getByText('将“行政部”更名为“综合部”')).toBeInTheDocument();
    const requests = recordRequests();
    await user.click(await findButton('撤销方案'));
    expect(await screen.findByText('确定撤销方案“华东整合”吗？1项调整将恢复为应用前的状态')).toBeInTheDocument();
    await user.click(await confirmOk());
    expect(await screen.findByText('方案已撤销')).toBeInTheDocument();
    expect(requests.to('/restructure/plan/revert', 'POST').map((r) => r.body)).toEqual([{ id: 'p1' }]);
    await user.click(await findButton('复制为新方案', document.body, 15000));
    expect(await screen.findByText('已复制为“华东整合（副本）”')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/home/organization_chart/plan?id=p100'));
    expect(await screen.findByRole('heading', { name: '华东整合（副本）' }, LONG)).toBeInTheDocument();
  });

  it('shows what changed since when a revert is refused', async () => {
    fakePlans([applied()]);
    const user = await openPlan();
    refuseNext('/restructure/plan/revert', 409, '方案应用后组织架构又有变更，不能撤销', {
      errorCode: PLAN_CONFLICT_ERROR,
      data: { conflicts: [{ kind: 'department', id: 'd1', name: '综合部', message: '已被删除', changeId: 'c1' }] },
    });
    await user.click(await findButton('撤销方案'));
    await user.click(await confirmOk());
    expect(await screen.findByText('方案应用后组织架构又有变更，不能撤销')).toBeInTheDocument();
    expect(screen.getByText('综合部：已被删除')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更新方案' })).toBeNull();
  });

  it('replaces 撤销方案 with 已超过撤销期限 after the deadline', async () => {
    fakePlans([applied({ appliedTime: '2026-11-01 10:00:00', revertDeadline: '2026-11-08 10:00:00' })]);
    await openPlan();
    expect(screen.getByText('已超过撤销期限')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销方案' })).toBeNull();
  });
});
