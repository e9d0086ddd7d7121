import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReviewDepartment } from '@/features/org-chart/api/plan-types';
import { findButton, findDialog, LONG } from '../support/dom';
import { deptId, fakePlans, focusRef, renderEditor } from './plan-editor-harness';

// The plan's marked chart (docs/assumed-contract.md "Restructure plans", The console).

const edit = (list: ReviewDepartment[], name: string, change: Partial<ReviewDepartment>) => {
  const d = list.find((x) => x.id === deptId(name))!;
  Object.assign(d, change);
};

async function openEditor() {
  const user = renderEditor();
  await screen.findByText(/^联创未来科技有限公司（/, {}, LONG);
  return user;
}

const treeText = () => screen.getByRole('tree').closest('.ant-tree')!.textContent ?? '';

describe('plan editor: the marked chart', { timeout: 45000 }, () => {
  it('marks each changed department with its tags and its count 调整前 → 调整后, gone ones struck through', async () => {
    fakePlans((r) => {
      edit(r.departments, '行政部', {
        departName: '综合管理部',
        marks: ['renamed', 'members'],
        total: { before: 2, after: 5 },
      });
      edit(r.departments, '华南大区', { gone: true, mergedInto: deptId('华东大区'), marks: ['merged'] });
      edit(r.departments, '测试组', { gone: true, marks: ['deleted'] });
    });
    const user = await openEditor();
    expect(await screen.findByText('综合管理部（2 → 5）')).toBeInTheDocument();
    const row = screen.getByText('综合管理部（2 → 5）').closest('.ant-tree-treenode')!;
    expect(within(row as HTMLElement).getByText('更名')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('人员')).toBeInTheDocument();
    // an unchanged department shows its one count
    expect(screen.getByText(/^财务部（\d+）$/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: '仅看有调整的部门' }));
    const gone = await screen.findByText('华南大区');
    expect(gone.closest('del')).not.toBeNull();
    expect(screen.getByText('已合并到“华东大区”')).toBeInTheDocument();
    expect(screen.getByText('测试组').closest('del')).not.toBeNull();
    expect(screen.getByText('已删除')).toBeInTheDocument();
    // only marked departments and the way to them
    expect(treeText()).toContain('销售部');
    expect(treeText()).toContain('研发中心');
    expect(treeText()).not.toContain('财务部');
  });

  it('shows the selected department before → after in its panel', async () => {
    fakePlans((r) => {
      edit(r.departments, '品牌组', {
        departName: '品牌传播组',
        parentDepartId: deptId('销售部'),
        supervisorId: '',
        supervisorName: '',
        marks: ['renamed', 'moved', 'supervisor'],
        members: { before: 2, after: 0 },
      });
    });
    const user = await openEditor();
    await user.click(screen.getByText(/^市场部（/));
    const panel = await screen.findByRole('region', { name: '部门：市场部' });
    expect(within(panel).getByText('联创未来科技有限公司')).toBeInTheDocument();
    // the moved department now sits under 销售部
    const sales = screen.getByText(/^销售部（/).closest('.ant-tree-treenode')!;
    await user.click(sales.querySelector('.ant-tree-switcher')!);
    await user.click(await screen.findByText(/^品牌传播组（/));
    const moved = await screen.findByRole('region', { name: '部门：品牌传播组' });
    expect(within(moved).getByText('品牌组 → 品牌传播组')).toBeInTheDocument();
    expect(within(moved).getByText('市场部 → 销售部')).toBeInTheDocument();
    expect(within(moved).getByText('吕子娜 → 未设主管')).toBeInTheDocument();
    expect(within(moved).getByText('2 → 0')).toBeInTheDocument();
  });

  it('records a rename, and a refusal keeps the dialog with what was typed', async () => {
    const plans = fakePlans();
    const user = await openEditor();
    await user.click(screen.getByText(/^行政部（/));
    await user.click(await findButton('重命名'));
    const dialog = await findDialog('重命名“行政部”');
    const input = within(dialog).getByLabelText('部门名称');
    await user.clear(input);
    await user.type(input, '财务部');
    plans.refuseNext('“联创未来科技有限公司”下已有名为“财务部”的部门');
    await user.click(await findButton('确定', dialog));
    expect(await within(dialog).findByText('“联创未来科技有限公司”下已有名为“财务部”的部门')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('部门名称')).toHaveValue('财务部');

    await user.clear(input);
    await user.type(input, '综合部');
    await user.click(await findButton('确定', dialog));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(plans.sent.changes).toEqual([
      { kind: 'rename', departId: deptId('行政部'), departName: '财务部' },
      { kind: 'rename', departId: deptId('行政部'), departName: '综合部' },
    ]);
    // the review read again
    expect(await screen.findByText(/^综合部（/)).toBeInTheDocument();
  });

  it('a problem’s link opens the way to its department once: the chart is the user’s again afterwards', async () => {
    fakePlans();
    const user = await openEditor();
    act(() => focusRef.set?.({ departId: deptId('华南大区'), changeId: '', seq: 1 }));
    await screen.findByRole('region', { name: '部门：华南大区' });
    expect(screen.getByText(/^华南大区（/)).toBeInTheDocument();
    const sales = screen.getByText(/^销售部（/).closest('.ant-tree-treenode')!;
    await user.click(sales.querySelector('.ant-tree-switcher')!);
    await waitFor(() => expect(screen.queryByText(/^华南大区（/)).toBeNull());
    // selecting another department does not open 销售部 again
    await user.click(screen.getByText(/^市场部（/));
    await screen.findByRole('region', { name: '部门：市场部' });
    expect(screen.queryByText(/^华南大区（/)).toBeNull();
  });
});
