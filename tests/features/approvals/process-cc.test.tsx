import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderApp } from '../../render-app';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import type { CcNode, CcSettings, ConditionGroup, StartNode } from '@/features/approvals/process/model/types';
import { addCc } from '@/features/approvals/process/model/flow-tree';
import { clickSave, confirmDialog, designerReady, draft, goToStep, label, resetDraft } from './designer-helpers';
import { frame, pressEach } from './dnd-layout';

const DESIGNER = '/home/examine_management/designer';
const OK = /^确\s*定$/;

async function addAfter(user: UserEvent, node: string, kind: '审批人' | '抄送人' | '条件分支') {
  await user.click(await label(`在${node}后添加节点`));
  await user.click(await screen.findByText(kind, { selector: '.ant-dropdown-menu-title-content' }));
}

async function openProcessStep(name = '') {
  const rendered = renderApp(DESIGNER);
  await designerReady();
  if (name) await rendered.user.type(await label('审批名称'), name);
  await goToStep(rendered.user, '表单设计');
  await rendered.user.click(await label('金额（元）：添加控件'));
  await rendered.user.click(await label('单行输入框：添加控件'));
  await goToStep(rendered.user, '流程设计');
  await label('在发起人后添加节点');
  return rendered;
}

/** Branch columns side by side, 300 px apart (the test DOM lays nothing out); everything else has no box. */
function sideLayout() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const columns = Array.from(document.querySelectorAll('[data-flow="branch"]'));
    const i = columns.indexOf(this.closest('[data-flow="branch"]') as Element);
    const left = i < 0 ? 0 : i * 300;
    const width = i < 0 ? 0 : 250;
    const height = i < 0 ? 0 : 200;
    return {
      x: left,
      y: 0,
      top: 0,
      left,
      width,
      height,
      bottom: height,
      right: left + width,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

const cc = () => draft().flow.child as CcNode;
/** The text of the focused element when it is a menu item. */
const focusedItem = () =>
  document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent : null;
const group = () => draft().flow.child as ConditionGroup;
const amountId = () => draft().form.fields.find((f) => f.name === '金额（元）')!.id;

describe('process designer: CC node, field permissions, branch priority', () => {
  beforeEach(resetDraft);

  it('adds a CC node, flags it until people are chosen, and shows its summary in words', async () => {
    const { user } = await openProcessStep();
    await addAfter(user, '发起人', '抄送人');
    expect(await screen.findByText('未设置抄送人')).toBeInTheDocument();
    // said once: no 请设置抄送人 beside it
    expect(screen.queryByText('请设置抄送人')).not.toBeInTheDocument();
    await user.click(await label('设置：抄送人'));
    const drawer = await screen.findByRole('dialog', { name: '抄送人设置' });
    await user.click(within(drawer).getByRole('button', { name: OK }));
    expect(await within(drawer).findByText('请至少选择一位抄送成员')).toBeInTheDocument();
    await user.click(within(drawer).getByLabelText('角色'));
    await user.click(within(drawer).getByRole('button', { name: OK }));
    expect(await within(drawer).findByText('请至少选择一个抄送角色')).toBeInTheDocument();
    await user.click(within(drawer).getByLabelText('财务'));
    await user.click(within(drawer).getByLabelText('审批通过后'));
    await user.click(within(drawer).getByRole('switch', { name: '允许发起人添加抄送人' }));
    await user.click(within(drawer).getByRole('button', { name: OK }));
    expect(await screen.findByText('角色：财务；审批通过后抄送')).toBeInTheDocument();
    expect(screen.queryByText('未设置抄送人')).not.toBeInTheDocument();
    expect(cc().settings).toEqual({
      mode: 'role',
      members: [],
      roles: ['财务'],
      supervisorLevel: 1,
      allowAdd: false,
      notifyOn: 'approved',
    });
  });

  it('adds a CC node by keyboard: Enter on the "+" puts the focus in its menu, the arrows and Enter pick', async () => {
    const { user } = await openProcessStep();
    act(() => screen.getByRole('button', { name: '在发起人后添加节点' }).focus());
    await user.keyboard('{Enter}');
    // the menu takes the focus on its first item
    await waitFor(() => expect(focusedItem()).toBe('审批人'));
    // the menu moves only between items with a box (the test DOM lays nothing out)
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const height = this.closest('.ant-dropdown') ? 32 : 0;
      return {
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        width: height * 4,
        height,
        bottom: height,
        right: height * 4,
        toJSON: () => ({}),
      } as DOMRect;
    });
    try {
      // rc-menu reads the legacy `which`, which user-event leaves out, so its keys are fired by hand
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', keyCode: 40, which: 40 });
      await waitFor(() => expect(focusedItem()).toBe('抄送人'));
      fireEvent.keyDown(document.activeElement!, { key: 'Enter', keyCode: 13, which: 13 });
    } finally {
      boxes.mockRestore();
    }
    expect(await screen.findByText('未设置抄送人')).toBeInTheDocument();
    expect(draft().flow.child?.type).toBe('cc');
  });

  it('hides a field from the CC and keeps the default for fields added later', async () => {
    const { user } = await openProcessStep();
    await addAfter(user, '发起人', '抄送人');
    await user.click(await label('设置：抄送人'));
    let drawer = await screen.findByRole('dialog', { name: '抄送人设置' });
    await user.click(within(drawer).getByLabelText('发起人的主管'));
    await user.click(within(drawer).getByRole('tab', { name: '表单权限' }));
    const amount = within(drawer).getByRole('radiogroup', { name: '金额（元）的权限' });
    expect(within(amount).getByLabelText('只读')).toBeChecked();
    await user.click(within(amount).getByLabelText('隐藏'));
    await user.click(within(drawer).getByRole('button', { name: OK }));
    await waitFor(() => expect(cc().fieldPermissions).toEqual({ [amountId()]: 'hidden' }));
    expect(screen.getByText('发起人的直接主管；发起时抄送；允许发起人添加抄送人')).toBeInTheDocument();

    await goToStep(user, '表单设计');
    await user.click(await label('多行输入框：添加控件'));
    await goToStep(user, '流程设计');
    await user.click(await label('设置：抄送人'));
    drawer = await screen.findByRole('dialog', { name: '抄送人设置' });
    await user.click(within(drawer).getByRole('tab', { name: '表单权限' }));
    expect(
      within(within(drawer).getByRole('radiogroup', { name: '多行输入框的权限' })).getByLabelText('只读'),
    ).toBeChecked();
    expect(
      within(within(drawer).getByRole('radiogroup', { name: '金额（元）的权限' })).getByLabelText('隐藏'),
    ).toBeChecked();
    // a CC reads the form: 可编辑 is not offered
    expect(within(drawer).queryByRole('button', { name: '全部可编辑' })).not.toBeInTheDocument();
    expect(within(drawer).queryByLabelText('可编辑')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '全部隐藏' }));
    expect(
      within(within(drawer).getByRole('radiogroup', { name: '单行输入框的权限' })).getByLabelText('隐藏'),
    ).toBeChecked();
    await user.click(within(drawer).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '抄送人设置' })).not.toBeInTheDocument());
    expect(cc().fieldPermissions).toEqual({ [amountId()]: 'hidden' });
  });

  it('saves the CC node with its field permissions to the sandbox', async () => {
    const { user } = await openProcessStep('抄送审批');
    const settings: CcSettings = {
      mode: 'supervisor',
      members: [],
      roles: [],
      supervisorLevel: 2,
      allowAdd: true,
      notifyOn: 'start',
    };
    const node: CcNode = {
      id: 'cc_1',
      type: 'cc',
      name: '抄送主管',
      settings,
      fieldPermissions: { [amountId()]: 'hidden' },
      child: null,
    };
    act(() => draft().setFlow((f) => addCc(f, 'start', node)));
    expect(await screen.findByText('发起人的第二级主管；发起时抄送；允许发起人添加抄送人')).toBeInTheDocument();
    const hidden = { [amountId()]: 'hidden' };
    await clickSave(user);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const saved = JSON.parse(approvalRows().find((r) => r.approveName === '抄送审批')!.processData) as StartNode;
    expect(saved.child).toMatchObject({ type: 'cc', name: '抄送主管', settings });
    expect((saved.child as CcNode).fieldPermissions).toEqual(hidden);
  });

  it('opens a saved CC node with its summary and field permissions (the seeded 报销)', async () => {
    const id = approvalRows().find((r) => r.approveName === '报销' && r.enterpriseNumber === MAIN_ENTERPRISE)!.id;
    const { user } = renderApp(`${DESIGNER}?id=${id}`);
    expect(await screen.findByDisplayValue('报销')).toBeInTheDocument();
    await goToStep(user, '流程设计');
    expect(await screen.findByText('角色：财务；审批通过后抄送')).toBeInTheDocument();
    await user.click(await label('设置：抄送财务'));
    const drawer = await screen.findByRole('dialog', { name: '抄送人设置' });
    await user.click(within(drawer).getByRole('tab', { name: '表单权限' }));
    expect(within(within(drawer).getByRole('radiogroup', { name: '附件的权限' })).getByLabelText('隐藏')).toBeChecked();
    expect(within(within(drawer).getByRole('radiogroup', { name: '票据的权限' })).getByLabelText('只读')).toBeChecked();
  });

  it("sets an approver's field permissions for all fields at once; a deleted field's permission is not saved", async () => {
    const { user } = await openProcessStep('权限审批');
    await addAfter(user, '发起人', '审批人');
    await user.click(await label('设置：审批人'));
    const drawer = await screen.findByRole('dialog', { name: '审批人设置' });
    await user.click(within(drawer).getByText('发起人自己'));
    await user.click(within(drawer).getByRole('tab', { name: '表单权限' }));
    await user.click(within(drawer).getByRole('button', { name: '全部可编辑' }));
    await user.click(within(drawer).getByRole('button', { name: OK }));
    const [amount, text] = draft().form.fields.map((f) => f.id);
    await waitFor(() =>
      expect((draft().flow.child as { fieldPermissions?: object }).fieldPermissions).toEqual({
        [amount]: 'edit',
        [text]: 'edit',
      }),
    );

    await goToStep(user, '表单设计');
    await user.click(await label('删除控件：金额（元）'));
    await confirmDialog(user, /确定删除控件「金额（元）」/);
    await waitFor(() => expect(draft().form.fields.map((f) => f.id)).toEqual([text]));
    await clickSave(user);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const saved = JSON.parse(approvalRows().find((r) => r.approveName === '权限审批')!.processData) as StartNode;
    expect(saved.child).toMatchObject({ type: 'approver', fieldPermissions: { [text]: 'edit' } });
    expect(Object.keys((saved.child as { fieldPermissions: object }).fieldPermissions)).toEqual([text]);
  });

  it('reorders condition branches by keyboard on their handle; the default branch stays last', async () => {
    const { user } = await openProcessStep();
    await addAfter(user, '发起人', '条件分支');
    await user.click(await screen.findByText('添加条件'));
    await waitFor(() => expect(group().branches.map((b) => b.name)).toEqual(['条件1', '条件2', '其他情况']));
    expect(screen.queryByLabelText('调整优先级：其他情况')).not.toBeInTheDocument();
    expect(screen.getByText('条件1 优先级1')).toBeInTheDocument();
    const layout = sideLayout();
    try {
      act(() => screen.getByLabelText('调整优先级：条件1').focus());
      await pressEach(user, ['[Space]', '[ArrowRight]', '[Space]']);
      await waitFor(() => expect(group().branches.map((b) => b.name)).toEqual(['条件2', '条件1', '其他情况']));
      expect(screen.getByText('条件1 优先级2')).toBeInTheDocument();
      // past the last sortable branch there is nowhere to go: 其他情况 stays last
      act(() => screen.getByLabelText('调整优先级：条件1').focus());
      await pressEach(user, ['[Space]']);
      // no move, so dnd-kit announces nothing: each key has its frames instead
      for (const _ of [1, 2]) {
        await user.keyboard('[ArrowRight]');
        await act(frame);
      }
      await pressEach(user, ['[Space]']);
      expect(group().branches.map((b) => b.name)).toEqual(['条件2', '条件1', '其他情况']);
      act(() => screen.getByLabelText('调整优先级：条件1').focus());
      await pressEach(user, ['[Space]', '[ArrowLeft]', '[Space]']);
      await waitFor(() => expect(group().branches.map((b) => b.name)).toEqual(['条件1', '条件2', '其他情况']));
    } finally {
      layout.mockRestore();
    }
  });
});
