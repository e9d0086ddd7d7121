import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmOk, findButton, findDialog, LONG } from '../support/dom';
import { chooseDepartment, tickMember } from '../support/pickers';
import { fill } from '../fill';
import { deptId, fakePlans, renderEditor, staffId } from './plan-editor-harness';

// Each action of the selected department records one change (docs/assumed-contract.md
// "Restructure plans", Changes), and the review reads again.

async function select(name: string) {
  const user = renderEditor();
  await screen.findByText(/^联创未来科技有限公司（/, {}, LONG);
  await user.click(screen.getByText(new RegExp(`^${name}（`)));
  await screen.findByRole('region', { name: `部门：${name}` });
  return user;
}

const closed = () => waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="none"])')).toBeNull());

describe('plan editor: department actions', { timeout: 45000 }, () => {
  it('调整上级 records a move among the plan’s departments', async () => {
    const plans = fakePlans((r) => {
      // a department the plan created is offered as a parent (the choice is the plan's, not the live tree)
      r.departments.push({
        ...r.departments[1],
        id: 'd-new-1',
        departName: '数字化中心',
        parentDepartId: deptId('联创未来科技有限公司'),
        before: null,
        marks: ['added'],
      });
    });
    const user = await select('行政部');
    await user.click(await findButton('调整上级'));
    const dialog = await findDialog('调整“行政部”的上级部门');
    await chooseDepartment(user, dialog, '上级部门', '数字化中心');
    await user.click(await findButton('确定', dialog));
    await closed();
    expect(plans.sent.changes).toEqual([{ kind: 'move', departId: deptId('行政部'), parentDepartId: 'd-new-1' }]);
  });

  it('新建下级部门 records a create under the selected department, then shows the new one', async () => {
    const plans = fakePlans();
    const user = await select('研发中心');
    await user.click(await findButton('新建下级部门'));
    const dialog = await findDialog('在“研发中心”下新建部门');
    await fill(user, within(dialog).getByLabelText('部门名称'), ' 数据平台组 ');
    await user.click(await findButton('确定', dialog));
    await closed();
    expect(plans.sent.changes).toEqual([
      { kind: 'create', departName: '数据平台组', parentDepartId: deptId('研发中心') },
    ]);
    // the new department is selected and shown under its parent
    expect(await screen.findByRole('region', { name: '部门：数据平台组' })).toBeInTheDocument();
    expect(screen.getByText('数据平台组（0）')).toBeInTheDocument();
  });

  it('合并到… records a merge and never offers the department itself or its sub-departments', async () => {
    const plans = fakePlans();
    const user = await select('研发中心');
    await user.click(await findButton('合并到…'));
    const dialog = await findDialog('将“研发中心”合并到…');
    await user.click(within(dialog).getByLabelText('合并到'));
    await user.type(within(dialog).getByLabelText('合并到'), '前端');
    const own = await screen.findByText('前端开发组', { selector: '.ant-select-tree-title' }, LONG);
    expect(own.closest('.ant-select-tree-treenode')).toHaveClass('ant-select-tree-treenode-disabled');
    await user.clear(within(dialog).getByLabelText('合并到'));
    await chooseDepartment(user, dialog, '合并到', '产品部');
    await user.click(await findButton('确定', dialog));
    await closed();
    expect(plans.sent.changes).toEqual([{ kind: 'merge', departId: deptId('研发中心'), targetId: deptId('产品部') }]);
  });

  it('删除 asks first, then records a delete; a refusal is told', async () => {
    const plans = fakePlans();
    const user = await select('行政部');
    plans.refuseNext('“行政部”仍有1名在职成员，请先调走或合并到其他部门');
    await user.click(await findButton('删除'));
    expect(await screen.findByText('确定在方案中删除“行政部”吗？')).toBeInTheDocument();
    await user.click(await confirmOk());
    expect(
      await screen.findByText('删除部门失败：“行政部”仍有1名在职成员，请先调走或合并到其他部门'),
    ).toBeInTheDocument();
    expect(plans.sent.changes).toEqual([{ kind: 'delete', departId: deptId('行政部') }]);
  });

  it('设置主管 records a supervisor found by search, or 未设主管', async () => {
    const plans = fakePlans();
    const user = await select('财务部');
    await user.click(await findButton('设置主管'));
    let dialog = await findDialog('设置“财务部”的主管');
    const field = within(dialog).getByLabelText('部门主管');
    await user.click(field);
    await user.type(field, '贺军');
    await user.click(await screen.findByText('贺军', { selector: '.ant-select-item-option-content' }, LONG));
    await user.click(await findButton('确定', dialog));
    await closed();
    await user.click(await findButton('设置主管'));
    dialog = await findDialog('设置“财务部”的主管');
    await user.click(within(dialog).getByLabelText('部门主管'));
    await user.click(await screen.findByText('未设主管', { selector: '.ant-select-item-option-content' }));
    await user.click(await findButton('确定', dialog));
    await closed();
    expect(plans.sent.changes).toEqual([
      { kind: 'supervisor', departId: deptId('财务部'), supervisorId: staffId('贺军') },
      { kind: 'supervisor', departId: deptId('财务部'), supervisorId: '' },
    ]);
  });

  it('调入人员 records one move per department the people leave', async () => {
    const plans = fakePlans();
    const user = await select('财务部');
    await user.click(await findButton('调入人员'));
    const picker = await findDialog('选择调入的人员');
    // the picker opens alone; the dialog of the chosen people follows it
    expect(document.querySelectorAll('.ant-modal')).toHaveLength(1);
    await tickMember(user, picker, { name: '唐涛豪' }, '唐涛豪');
    await tickMember(user, picker, { name: '姚博' }, '姚博');
    await tickMember(user, picker, { name: '钱玉' }, '钱玉');
    await user.click(await findButton('确定', picker));
    const dialog = await findDialog('调入人员到“财务部”');
    // 唐涛豪 is in two departments: he chooses which one he leaves
    const from = within(dialog).getByLabelText('唐涛豪调出的部门');
    await user.click(from);
    await user.click(await screen.findByText('调出“人力资源部”', { selector: '.ant-select-item-option-content' }));
    await user.click(await findButton('确定', dialog));
    await closed();
    expect(plans.sent.changes).toEqual([
      {
        kind: 'moveStaff',
        staffIds: [staffId('唐涛豪'), staffId('姚博')],
        fromDepartId: deptId('人力资源部'),
        toDepartId: deptId('财务部'),
      },
      { kind: 'moveStaff', staffIds: [staffId('钱玉')], fromDepartId: deptId('渠道组'), toDepartId: deptId('财务部') },
    ]);
  });

  it('members chosen in the panel are 调出 to another department', async () => {
    const plans = fakePlans((r) => {
      // the plan already moved 杨晨杰 out of 行政部 and 尹红勇 in
      r.people.push(
        {
          staffId: staffId('杨晨杰'),
          name: '杨晨杰',
          beforeDepartIds: [deptId('行政部')],
          afterDepartIds: [deptId('总经办')],
          changeIds: [],
        },
        {
          staffId: staffId('尹红勇'),
          name: '尹红勇',
          beforeDepartIds: [deptId('财务部')],
          afterDepartIds: [deptId('行政部')],
          changeIds: [],
        },
      );
    });
    const user = await select('行政部');
    const members = await screen.findByRole('region', { name: '部门成员' });
    await within(members).findByLabelText('尹红勇');
    expect(within(members).queryByLabelText('杨晨杰')).toBeNull();
    await user.click(within(members).getByLabelText('尹红勇'));
    await user.click(await findButton('调出', members));
    const dialog = await findDialog('将1人调出“行政部”');
    await chooseDepartment(user, dialog, '调入部门', '总经办');
    await user.click(await findButton('确定', dialog));
    await closed();
    expect(plans.sent.changes).toEqual([
      {
        kind: 'moveStaff',
        staffIds: [staffId('尹红勇')],
        fromDepartId: deptId('行政部'),
        toDepartId: deptId('总经办'),
      },
    ]);
  });

  it('a department dropped on another is moved under it', async () => {
    const plans = fakePlans();
    renderEditor();
    const drag = (await screen.findByText(/^行政部（/, {}, LONG)).closest('.ant-tree-treenode')!;
    const drop = screen.getByText(/^财务部（/).closest('.ant-tree-treenode')!;
    fireEvent.dragStart(drag);
    fireEvent.dragEnter(drop);
    fireEvent.dragOver(drop);
    fireEvent.drop(drop);
    await waitFor(() => expect(plans.sent.changes).toHaveLength(1));
    expect(plans.sent.changes).toEqual([
      { kind: 'move', departId: deptId('行政部'), parentDepartId: deptId('财务部') },
    ]);
  });

  it('调入人员 cancelled before anyone is chosen records nothing and leaves no dialog', async () => {
    const plans = fakePlans();
    const user = await select('财务部');
    await user.click(await findButton('调入人员'));
    const picker = await findDialog('选择调入的人员');
    await user.click(await findButton('取消', picker));
    await closed();
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(plans.sent.changes).toEqual([]);
  });
});
