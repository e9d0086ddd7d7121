import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { clickSave, confirmDialog, designerReady, draft, goToStep, label, resetDraft } from './designer-helpers';
import type { ConditionGroup } from '@/features/approvals/process/model/types';

const DESIGNER = '/home/examine_management/designer';

async function addAfter(user: UserEvent, node: string, kind: '审批人' | '条件分支') {
  await user.click(await label(`在${node}后添加节点`));
  await user.click(await screen.findByText(kind, { selector: '.ant-dropdown-menu-title-content' }));
}

async function openProcessStep() {
  const rendered = renderApp(DESIGNER);
  await designerReady();
  await goToStep(rendered.user, '表单设计');
  await rendered.user.click(await label('金额（元）：添加控件'));
  await goToStep(rendered.user, '流程设计');
  await label('在发起人后添加节点');
  return rendered;
}

const group = () => draft().flow.child as ConditionGroup;

describe('process designer', () => {
  beforeEach(resetDraft);

  it('adds an approver, flags it until it is set, and sets a supervisor with a sign mode', async () => {
    const { user } = await openProcessStep();
    expect(screen.getByLabelText('流程结束')).toBeInTheDocument();
    await addAfter(user, '发起人', '审批人');
    expect(await screen.findByText('未设置审批人')).toBeInTheDocument();
    await user.click(await label('设置：审批人'));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByText('指定成员'));
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await within(drawer).findByText('请至少选择一位审批成员')).toBeInTheDocument();
    await user.click(within(drawer).getByText('主管'));
    await user.click(within(drawer).getByText('会签（须所有审批人同意）'));
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('未设置审批人')).not.toBeInTheDocument());
    expect(screen.getByText('直接主管')).toBeInTheDocument();
    expect(draft().flow.child).toMatchObject({
      type: 'approver',
      settings: { mode: 'supervisor', supervisorLevel: 1, signMode: 'all' },
    });
  });

  it('adds conditions on a Money field, with priorities and a default branch', async () => {
    const { user } = await openProcessStep();
    await addAfter(user, '发起人', '条件分支');
    expect(await screen.findByText('未满足其他条件时，进入此流程')).toBeInTheDocument();
    await user.click(await label('设置：条件1'));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: /添加条件项/ }));
    await user.click(await screen.findByText('金额（元）', { selector: '.ant-dropdown-menu-title-content' }));
    await user.type(within(drawer).getByLabelText('金额（元）比较值'), '5000');
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('金额（元） 大于 5000')).toBeInTheDocument();
    await user.click(screen.getByText('添加条件'));
    await waitFor(() => expect(group().branches.map((b) => b.name)).toEqual(['条件1', '条件2', '其他情况']));
    // priority is changed by dragging a branch's handle (process-cc.test.tsx); the default branch has none
    expect(screen.getByLabelText('调整优先级：条件2')).toBeInTheDocument();
    expect(screen.queryByLabelText('调整优先级：其他情况')).not.toBeInTheDocument();
  });

  it('removes a branch alone only while there are more than two, otherwise the whole condition', async () => {
    const { user } = await openProcessStep();
    await addAfter(user, '发起人', '条件分支');
    await user.click(await screen.findByText('添加条件'));
    await user.click(await label('删除条件：条件2'));
    await confirmDialog(user, '确定删除「条件2」吗？');
    await waitFor(() => expect(group().branches).toHaveLength(2));
    await user.click(await label('删除条件：条件1'));
    await confirmDialog(user, /整个条件节点将一并删除/);
    await waitFor(() => expect(draft().flow.child.type).toBe('end'));
  });

  it('blocks saving while a condition is not set', async () => {
    const { user } = await openProcessStep();
    await goToStep(user, '基本信息');
    await user.type(await label('审批名称'), '条件审批');
    await goToStep(user, '流程设计');
    await addAfter(user, '发起人', '条件分支');
    await clickSave(user);
    expect(await screen.findByText('流程设计：条件「条件1」未设置条件')).toBeInTheDocument();
    expect(screen.getByText('还有1个节点未设置完成')).toBeInTheDocument();
  });
});
