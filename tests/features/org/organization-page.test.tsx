import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { chooseBatch, confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { failNext } from '@/sandbox/faults';
import { departments, staff } from '@/sandbox/org-tables';
import { changeRows } from '@/sandbox/changelog';
import { invalidateDirectory } from '@/sandbox/directory-views';
import { approval, conditionOn } from '../../sandbox/lifecycle-fixtures';

const E = 'E20260001';
const active = () => staff().filter((p) => p.enterpriseNumber === E && p.status !== 'departure');

async function open() {
  renderApp('/home/organization');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  // in the tree: the staff table (fetched alongside it) names departments too
  await within(await screen.findByRole('tree', {}, LONG)).findByText('研发中心', {}, LONG);
  return user;
}

describe('organisation page', { timeout: 45000 }, () => {
  it('shows the tree, the CEO and the server-paged staff of the enterprise', async () => {
    await open();
    expect(await screen.findByText('张伟', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findByText(`共 ${active().length} 人`, {}, LONG)).toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBe(10);
  });

  it('selecting a department lists only its staff', async () => {
    const user = await open();
    await user.click(within(screen.getByRole('tree')).getByText('财务部'));
    const finance = departments().find((d) => d.departName === '财务部')!;
    const count = active().filter((p) => p.departIds.includes(finance.id)).length;
    expect(await screen.findByText(`共 ${count} 人`, {}, LONG)).toBeInTheDocument();
  });

  it('a collapsed department shows its sub-departments when expanded, and one of them can be chosen', async () => {
    const user = await open();
    const tree = screen.getByRole('tree');
    expect(within(tree).queryByText('前端开发组')).not.toBeInTheDocument();
    const node = within(tree).getByText('研发中心').closest('.ant-tree-treenode')!;
    await user.click(node.querySelector('.ant-tree-switcher')!);
    await user.click(await within(tree).findByText('前端开发组'));
    const team = departments().find((d) => d.departName === '前端开发组')!;
    const count = active().filter((p) => p.departIds.includes(team.id)).length;
    expect(await screen.findByText(`共 ${count} 人`, {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '前端开发组' })).toBeInTheDocument();
  });

  it('adds a department and records it in the change log', async () => {
    const user = await open();
    await user.click(await findButton('添加部门'));
    const dialog = await findDialog('添加部门');
    await user.type(within(dialog).getByLabelText('部门名称'), '数据平台部');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('部门已添加')).toBeInTheDocument();
    expect(await screen.findByText('数据平台部', {}, LONG)).toBeInTheDocument();
    expect(changeRows()[0].keyword).toBe('添加部门 数据平台部');
  });

  it('shows 添加部门失败 with the reason and keeps the input when the name is taken', async () => {
    const user = await open();
    await user.click(await findButton('添加部门'));
    const dialog = await findDialog('添加部门');
    await user.type(within(dialog).getByLabelText('部门名称'), '研发中心');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('添加部门失败：同级部门下已存在相同名称的部门')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('部门名称')).toHaveValue('研发中心');
  });

  it('refuses to delete a department with members (删除部门失败)', async () => {
    const user = await open();
    await user.click(screen.getByLabelText('财务部操作'));
    await user.click(await screen.findByText('删除部门'));
    await user.click(await confirmOk());
    expect(await screen.findByText(/删除部门失败：部门“财务部”下存在成员/)).toBeInTheDocument();
    expect(departments().some((d) => d.departName === '财务部')).toBe(true);
  });

  it('deletes an empty department after a confirmation', async () => {
    // 行政部: no child departments, and nothing in the seed's configuration uses it (财务部 is used)
    const office = departments().find((d) => d.departName === '行政部')!;
    for (const p of staff())
      p.departIds = p.departIds
        .filter((id) => id !== office.id)
        .concat(p.departIds.includes(office.id) ? [`d-${E}-1`] : []);
    invalidateDirectory(E);
    const user = await open();
    await user.click(screen.getByLabelText('行政部操作'));
    await user.click(await screen.findByText('删除部门'));
    await user.click(await confirmOk());
    expect(await screen.findByText('部门已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('行政部')).not.toBeInTheDocument());
  });

  it('refuses to delete a department still in use, naming where (docs/product.md Part D §3)', async () => {
    const finance = departments().find((d) => d.departName === '财务部')!;
    for (const p of staff())
      p.departIds = p.departIds
        .filter((id) => id !== finance.id)
        .concat(p.departIds.includes(finance.id) ? [`d-${E}-1`] : []);
    invalidateDirectory(E);
    conditionOn(approval('请假'), finance);
    const user = await open();
    await user.click(screen.getByLabelText('财务部操作'));
    await user.click(await screen.findByText('删除部门'));
    await user.click(await confirmOk());
    // the seed already uses 财务部 in three places (plug-in, BI, 薪资条); the approval's condition makes a fourth
    expect(
      await screen.findByText(
        '删除部门失败：部门“财务部”仍被使用：审批「请假」条件、插件「发起审批」使用范围、BI配置「审批」可查看范围等4处，请先移除后再删除',
      ),
    ).toBeInTheDocument();
    expect(departments()).toContain(finance);
  });

  it('shows 编辑部门失败 when the edit is refused', async () => {
    failNext('/depart/edit', { code: 500, message: '部门信息已被他人修改，请刷新后重试' });
    const user = await open();
    await user.click(screen.getByLabelText('财务部操作'));
    await user.click(await screen.findByText('编辑部门'));
    const dialog = await findDialog('编辑部门');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('编辑部门失败：部门信息已被他人修改，请刷新后重试')).toBeInTheDocument();
  });

  it('disables a department after a confirmation', async () => {
    const user = await open();
    await user.click(screen.getByLabelText('行政部操作'));
    await user.click(await screen.findByText('停用部门'));
    await user.click(await confirmOk());
    expect(await screen.findByText('部门状态已更新')).toBeInTheDocument();
    expect(departments().find((d) => d.departName === '行政部')!.enable).toBe(false);
    expect(await screen.findByText('已停用')).toBeInTheDocument();
  });

  it('sets the enterprise head from the enterprise users', async () => {
    const user = await open();
    await user.click(await findButton('更换'));
    const dialog = await findDialog('设置企业负责人');
    await user.type(within(dialog).getByLabelText('搜索员工姓名'), '王芳');
    await user.click(await within(dialog).findByLabelText('王芳', {}, LONG));
    await user.click(await findButton('确定', dialog));
    expect(await screen.findByText('企业负责人已设置')).toBeInTheDocument();
    expect(await screen.findByText('王芳', { selector: 'strong' })).toBeInTheDocument();
    expect(staff().find((p) => p.isCeo && p.enterpriseNumber === E)!.name).toBe('王芳');
  });

  it('batch 离职 opens the departure handover wizard with the selected staff', async () => {
    const user = await open();
    await user.click(within(screen.getByRole('tree')).getByText('财务部'));
    const finance = departments().find((d) => d.departName === '财务部')!;
    const [first, second] = active().filter(
      (p) => p.departIds.includes(finance.id) && !p.isCeo && !p.lenovoId.startsWith('1000'),
    );
    for (const p of [first, second]) await user.click(within(await findRow(p.telephone, 8000)).getByRole('checkbox'));
    await chooseBatch(user, '批量离职');
    await waitFor(() => expect(window.location.hash).toContain('/home/organization/leave_person'));
    expect(window.location.hash).toContain(`id=${first.id}`);
    expect(window.location.hash).toContain(`id=${second.id}`);
    expect(await screen.findByText('选择离职员工', {}, LONG)).toBeInTheDocument();
    expect(staff().find((p) => p.id === first.id)!.status).toBe('');
  });
});
