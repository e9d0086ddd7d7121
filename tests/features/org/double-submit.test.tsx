import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { chooseBatch, findButton, findDialog, findRow, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { chooseDepartment } from '../support/pickers';
import { departments, staff } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { xlsxBuffer } from '@/sandbox/xlsx';

// Every submit of 组织架构 (its tree, staff list, dialogs), 未激活成员 and 组织架构图, double-clicked
// over a slow server, sends one write. (添加员工 and 编辑员工 are in tests/features/submit-once.test.tsx.)

const dept = (name: string) => departments().find((d) => d.enterpriseNumber === E && d.departName === name)!;

async function openOrganization() {
  renderApp('/home/organization');
  const user = fastUser();
  await within(await screen.findByRole('tree', {}, LONG)).findByText('研发中心', {}, LONG);
  return user;
}

/** Opens a department's action menu and returns the item `label`. */
async function treeItem(user: ReturnType<typeof fastUser>, depart: string, label: string) {
  await user.click(screen.getByLabelText(`${depart}操作`));
  return screen.findByText(label, { selector: '.ant-dropdown:not(.ant-dropdown-hidden) [role=menuitem] *' });
}

describe('组织架构: one write per double-click', { timeout: 120000 }, () => {
  it('the tree: 添加子部门, 删除部门, 编辑部门, 停用部门; 部门管理; 企业负责人', async () => {
    const watch = watchRequests();
    const user = await openOrganization();

    await user.click(await treeItem(user, '联创未来科技有限公司', '添加子部门'));
    let dialog = await findDialog('添加部门');
    await fill(user, within(dialog).getByLabelText('部门名称'), '后勤组');
    await expectOneWrite(watch, 'POST', '/depart/insert', async () => doubleClick(await findButton('保存', dialog)));
    expect(await screen.findByText('部门已添加')).toBeInTheDocument();
    expect(departments().filter((d) => d.departName === '后勤组')).toHaveLength(1);

    await within(screen.getByRole('tree')).findByText(/后勤组/, {}, LONG);
    await expectOneWrite(watch, 'PUT', '/depart/del', async () => {
      await doubleClick(await treeItem(user, '后勤组', '删除部门'));
      await doubleClickOk();
    });
    expect(await screen.findByText('部门已删除')).toBeInTheDocument();

    await user.click(await treeItem(user, '财务部', '编辑部门'));
    dialog = await findDialog('编辑部门');
    await expectOneWrite(watch, 'PUT', '/depart/edit', async () => doubleClick(await findButton('保存', dialog)));

    await expectOneWrite(watch, 'PUT', '/depart/enable', async () => {
      await doubleClick(await treeItem(user, '行政部', '停用部门'));
      await doubleClickOk();
    });
    expect(dept('行政部').enable).toBe(false);

    await user.click(await findButton('部门管理'));
    dialog = await findDialog('部门管理');
    await fill(user, within(dialog).getByLabelText('部门名称'), '行政部');
    const row = await findRow('行政部', 8000);
    await user.click(within(row).getByRole('checkbox'));
    await expectOneWrite(watch, 'PUT', '/depart/batch', async () => {
      await doubleClick(await findButton('批量启用', dialog));
      await doubleClickOk();
    });
    expect(dept('行政部').enable).toBe(true);
    await user.click(await findButton('关闭', dialog));

    await user.click(await findButton('更换'));
    dialog = await findDialog('设置企业负责人');
    await fill(user, within(dialog).getByLabelText('搜索员工姓名'), '王芳');
    // the search has answered (no spinner) and lists her
    const wang = () => dialog.querySelector<HTMLInputElement>('input[aria-label="王芳"]');
    await waitFor(() => expect(!dialog.querySelector('.ant-spin-spinning') && wang()).toBeTruthy(), LONG);
    await user.click(wang()!);
    await waitFor(() => expect(wang()).toBeChecked());
    await expectOneWrite(watch, 'PUT', '/ceo', async () => doubleClick(await findButton('确定', dialog)));
    expect(await screen.findByText('企业负责人已设置')).toBeInTheDocument();
  });

  it('the staff list: 调整部门, 批量删除, 导入员工', async () => {
    const watch = watchRequests();
    const user = await openOrganization();
    const [a, b] = staff()
      .filter((p) => p.enterpriseNumber === E && p.status === '' && !p.isCeo && p.name !== '张伟' && p.telephone)
      .slice(5, 7);

    await fill(user, screen.getByLabelText('搜索员工'), a.telephone);
    await user.click(within(await findRow(a.name, 8000)).getByRole('checkbox'));
    await chooseBatch(user, '调整部门');
    let dialog = await findDialog('调整部门（1人）');
    await chooseDepartment(user, dialog, '目标部门', '行政部');
    await expectOneWrite(watch, 'POST', '/batchUpdateUserDepart', async () =>
      doubleClick(await findButton('确定', dialog)),
    );
    expect(await screen.findByText('部门已调整')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('搜索员工'), b.telephone);
    await user.click(within(await findRow(b.name, 8000)).getByRole('checkbox'));
    await expectOneWrite(watch, 'POST', '/admin/users/delete', async () => {
      await chooseBatch(user, '批量删除');
      await doubleClickOk();
    });
    expect(await screen.findByText('员工已删除')).toBeInTheDocument();

    await user.click(await findButton('导入员工'));
    dialog = await findDialog('导入员工');
    const cols = ['姓名', '手机号', '邮箱', '职位', '部门'].map((h, i) => ({ header: h, key: `c${i}` }));
    const file = new File(
      [await xlsxBuffer('s', cols, [{ c0: '导入甲', c1: '13611110001', c4: '财务部' }])],
      'staff.xlsx',
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    await expectOneWrite(watch, 'POST', '/admin/upload/returnEnterpriseUserId', async () =>
      doubleClick(await findButton('开始导入', dialog)),
    );
    expect(await within(dialog).findByText('导入成功1人，失败0人', {}, LONG)).toBeInTheDocument();
    expect(staff().filter((p) => p.name === '导入甲')).toHaveLength(1);
  });

  it('未激活成员: 邀请激活', async () => {
    const watch = watchRequests();
    renderApp('/home/organization/nucList');
    const someone = staff().find((p) => p.enterpriseNumber === E && p.status === 'unactivated' && p.telephone)!;
    const user = fastUser();
    await fill(user, await screen.findByLabelText('搜索成员', {}, LONG), someone.telephone);
    await findRow(someone.telephone, LONG.timeout);
    await user.click(await findButton(`邀请激活${someone.name}`));
    const dialog = await findDialog('邀请激活（1人）');
    await expectOneWrite(watch, 'POST', '/sendSmsOrEmail', async () =>
      doubleClick(await findButton('发送邀请', dialog)),
    );
  });

  it('组织架构图: 确定调整', async () => {
    const watch = watchRequests();
    renderApp('/home/organization_chart');
    const user = fastUser();
    await user.click(await screen.findByText(/^行政部（\d+）$/, {}, LONG));
    const picker = screen.getByLabelText('新的上级部门');
    await user.click(picker);
    await user.type(picker, '财务部');
    const options = await screen.findAllByText(
      '财务部',
      { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
      LONG,
    );
    await user.click(options[options.length - 1]);
    await expectOneWrite(watch, 'PUT', '/depart/move', async () => {
      await doubleClick(await findButton('确定调整'));
      await doubleClickOk();
    });
    expect(dept('行政部').parentDepartId).toBe(dept('财务部').id);
  });
});
