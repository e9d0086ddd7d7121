import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { findButton, findDialog, LONG } from '../support/dom';
import { departments, staff } from '@/sandbox/org-tables';
import { failNext } from '@/sandbox/faults';
import { changeRows } from '@/sandbox/changelog';
import { roleMemberRows, roleRows } from '@/sandbox/seed/modules/roles';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';

async function openProfileOf(telephone: string) {
  renderApp('/home/organization');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(/共 \d+ 人/, {}, LONG);
  await user.type(screen.getByLabelText('搜索员工'), telephone);
  await screen.findByText('共 1 人', {}, LONG);
  return user;
}

describe('staff profile', { timeout: 60000 }, () => {
  it('a click on a name opens the read-only profile: every field, departments, roles, recent changes; 编辑 opens the edit drawer', async () => {
    const role = roleRows().find((r) => r.id === 'r3')!;
    const lenovoId = roleMemberRows().find((m) => m.roleId === role.id)!.lenovoId;
    const p = staff().find((x) => x.enterpriseNumber === E && x.lenovoId === lenovoId)!;
    Object.assign(p.profile, {
      university: '武汉大学',
      emergencyContact: '李梅',
      bankCardNumber: '6222020200112233445',
    });
    const oldPosition = p.position;
    const user = await openProfileOf(p.telephone);

    await user.click(await findButton(p.name, document.body, 8000));
    const drawer = await findDialog(`员工资料：${p.name}`);
    for (const value of [
      p.telephone,
      p.email,
      p.entryTime,
      p.profile.birthDate,
      '武汉大学',
      '李梅',
      '6222***********3445',
    ])
      expect(within(drawer).getByText(value)).toBeInTheDocument();
    for (const label of [
      '工号',
      '员工编号',
      '分机号',
      '办公地点',
      '籍贯',
      '身份证号',
      '最高学历',
      '专业',
      '毕业时间',
      '紧急联系人电话',
      '与紧急联系人关系',
      '开户行',
    ])
      expect(within(drawer).getByText(label)).toBeInTheDocument();
    const departs = within(drawer).getByText('所在部门').closest('.ant-divider')!.nextElementSibling as HTMLElement;
    for (const id of p.departIds)
      expect(departs.textContent).toContain(departments().find((d) => d.id === id)!.departName);
    expect(await within(within(drawer).getByLabelText('角色')).findByText(role.roleName)).toBeInTheDocument();
    expect(await within(within(drawer).getByLabelText('变更历史')).findByText('暂无变更记录')).toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox')).toBeNull(); // read-only

    // 编辑 opens the existing edit drawer; the saved change then shows in the profile's recent changes
    await user.click(await findButton('编辑', drawer));
    const edit = await findDialog(`编辑员工：${p.name}`);
    const position = within(edit).getByLabelText('职位');
    await user.clear(position);
    await user.type(position, '人事经理');
    await user.click(await findButton('保存', edit));
    expect(await screen.findByText('员工信息已保存')).toBeInTheDocument();
    await user.click(await findButton(p.name, document.body, 8000));
    const again = await findDialog(`员工资料：${p.name}`);
    expect(await within(again).findByText('人事经理', {}, LONG)).toBeInTheDocument();
    const changes = within(again).getByLabelText('变更历史');
    expect(await within(changes).findByText(new RegExp(p.name), {}, LONG)).toBeInTheDocument();
    expect(within(changes).getByText('张伟')).toBeInTheDocument(); // who made the change
    // the edit expands to 字段 / 修改前 / 修改后
    await user.click(within(changes).getAllByRole('button', { name: '展开行' })[0]);
    const line = (await within(changes).findByText('职位')).closest('tr')!;
    expect(line).toHaveTextContent(`${oldPosition}人事经理`);
  });

  it('shows the server message in its section when the roles cannot be read', async () => {
    const p = staff().find((x) => x.enterpriseNumber === E && x.status === '' && !x.isCeo)!;
    failNext('/api/role/getList', { code: 403, message: '无权访问角色管理' });
    const user = await openProfileOf(p.telephone);
    await user.click(await findButton(p.name, document.body, 8000));
    const drawer = await findDialog(`员工资料：${p.name}`);
    expect(await within(within(drawer).getByLabelText('角色')).findByText('无权访问角色管理')).toBeInTheDocument();
    expect(await within(within(drawer).getByLabelText('变更历史')).findByText('暂无变更记录')).toBeInTheDocument();
  });

  it("pages the person's history, newest first, with every entry that touched them", async () => {
    const p = staff().find(
      (x) => x.enterpriseNumber === E && x.status === '' && !x.isCeo && !x.lenovoId.startsWith('1000'),
    )!;
    const now = '2026-11-25 09:00:00';
    for (let i = 0; i < 7; i++) {
      changeRows().unshift({
        id: `h${i}`,
        enterpriseNumber: E,
        creatDate: now,
        operationTypeId: 'f03',
        operationType: '员工管理',
        name: '张伟',
        lenovoId: '10000001',
        keyword: `编辑员工 ${p.name} 第${i + 1}次`,
        people: [p.name],
        personIds: [p.id],
      });
    }
    changeRows().unshift({
      id: 'other',
      enterpriseNumber: E,
      creatDate: now,
      operationTypeId: 'f03',
      operationType: '员工管理',
      name: '张伟',
      lenovoId: '10000001',
      keyword: '编辑员工 同名',
      people: [p.name],
      personIds: ['someone-else'],
    });
    const user = await openProfileOf(p.telephone);
    await user.click(await findButton(p.name, document.body, 8000));
    const history = within(await findDialog(`员工资料：${p.name}`)).getByLabelText('变更历史');
    expect(await within(history).findByText(`编辑员工 ${p.name} 第7次`, {}, LONG)).toBeInTheDocument();
    expect(within(history).queryByText('编辑员工 同名')).toBeNull();
    expect(within(history).getByText('共 7 条')).toBeInTheDocument();
    await user.click(within(history).getByTitle('2'));
    expect(await within(history).findByText(`编辑员工 ${p.name} 第1次`, {}, LONG)).toBeInTheDocument();
  });
});
