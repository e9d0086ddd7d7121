import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser } from '../fill';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { chooseDepartment, tickMember } from '../support/pickers';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { appId, appsOf } from '@/sandbox/seed/modules/apps';

// Every submit of 应用管理 and 应用范围管理, double-clicked over a slow server, sends one write.

const SALARY = appId(E, 'salary'); // 薪资条: 财务部, 人力资源部 and three people
const salary = () => appsOf(E).find((a) => a.id === SALARY)!;

describe('应用管理: one write per double-click', { timeout: 90000 }, () => {
  it('启用 switch, 设置可见范围, 应用分组', async () => {
    const watch = watchRequests();
    renderApp('/home/workbench_appManagement');
    const user = fastUser();
    await findRow('考勤打卡', LONG.timeout);
    await user.click(screen.getByRole('tab', { name: '第三方应用' }));
    const row = await findRow('客户管理CRM', LONG.timeout);

    // stopping asks first; enabling does not
    await expectOneWrite(watch, 'POST', '/app/enable', async () => {
      await doubleClick(within(row).getByRole('switch', { name: '启用客户管理CRM' }));
      await doubleClickOk();
    });
    expect(await screen.findByText('已停用客户管理CRM')).toBeInTheDocument();
    await expectOneWrite(watch, 'POST', '/app/enable', () =>
      doubleClick(within(row).getByRole('switch', { name: '启用客户管理CRM' })),
    );

    await user.click(within(row).getByRole('button', { name: '设置可见范围客户管理CRM' }));
    const dialog = await findDialog('设置可见范围：客户管理CRM');
    await user.click(within(dialog).getByLabelText('指定部门和人员'));
    await chooseDepartment(user, dialog, '可见部门', '财务部');
    await expectOneWrite(watch, 'POST', '/admin/updateAppVisible', async () =>
      doubleClick(await findButton('保存', dialog)),
    );

    await user.click(await findButton('应用分组'));
    const drawer = await findDialog('应用分组');
    await within(drawer).findByLabelText('分组名称1', {}, LONG);
    await expectOneWrite(watch, 'POST', '/app/group/save', async () => doubleClick(await findButton('保存', drawer)));
    expect(await screen.findByText('应用分组已保存')).toBeInTheDocument();
  });

  it('应用范围管理: 移除, 添加部门, 添加人员 (member picker), 设置可见范围', async () => {
    const watch = watchRequests();
    const outsider = staffOf(E).filter(
      (p) => p.status === '' && !salary().visibleUsers.some((u) => u.lenovoId === p.lenovoId),
    )[40];
    renderApp(`/home/scopeofApplicationDetails?id=${SALARY}`);
    const user = fastUser();
    const departs = await screen.findByRole('table', { name: '可见部门' }, LONG);

    await expectOneWrite(watch, 'POST', '/app/visibleApp', async () => {
      await doubleClick(within(departs).getByRole('button', { name: '移除人力资源部' }));
      await doubleClickOk();
    });
    expect(await screen.findByText('已移除人力资源部')).toBeInTheDocument();

    await user.click(await findButton('添加部门'));
    let dialog = await findDialog('添加可见部门');
    await chooseDepartment(user, dialog, '添加的部门', '行政部');
    await expectOneWrite(watch, 'POST', '/app/visibleApp', async () => doubleClick(await findButton('添加', dialog)));

    await user.click(await findButton('添加人员'));
    dialog = await findDialog('添加可见人员');
    await tickMember(user, dialog, outsider, outsider.telephone);
    await expectOneWrite(watch, 'POST', '/app/visibleApp', async () => doubleClick(await findButton('确定', dialog)));
    expect(await screen.findByText('已添加到可见范围')).toBeInTheDocument();
    expect(salary().visibleUsers.filter((u) => u.lenovoId === outsider.lenovoId)).toHaveLength(1);

    await user.click(await findButton('设置可见范围'));
    dialog = await findDialog('设置可见范围：薪资条');
    await expectOneWrite(watch, 'POST', '/admin/updateAppVisible', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
  });
});
