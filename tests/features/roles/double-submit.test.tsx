import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { tickMember } from '../support/pickers';
import { roleMemberRows, roleRows } from '@/sandbox/seed/modules/roles';
import { staffOf } from '@/sandbox/org-tables';

// Every submit of 角色管理, double-clicked over a slow server, sends one write.

const option = (name: string) => screen.findByText(name, { selector: '[role="option"] *' }, LONG);

describe('角色管理: one write per double-click', { timeout: 120000 }, () => {
  it('新建角色, 添加成员, 设置角色, 移除, 删除角色', async () => {
    const watch = watchRequests();
    const target = staffOf('E20260001').filter((p) => p.status === '' && p.lenovoId.startsWith('2'))[60];
    renderApp('/home/administrator');
    const user = fastUser();

    await user.click(await screen.findByText('新建角色', {}, LONG));
    let dialog = await findDialog('新建角色');
    await fill(user, within(dialog).getByLabelText('角色名称'), '行政管理员');
    await user.click(
      await waitFor(
        () =>
          within(dialog)
            .getByText('公告管理', { selector: '.ant-tree-title' })
            .closest('.ant-tree-treenode')!
            .querySelector('.ant-tree-checkbox') as HTMLElement,
        LONG,
      ),
    );
    await expectOneWrite(watch, 'POST', '/api/role/insert', async () => doubleClick(await findButton('保存', dialog)));
    expect(roleRows().filter((r) => r.roleName === '行政管理员')).toHaveLength(1);

    await user.click(await option('财务审批员'));
    await user.click(await findButton('添加成员', document.body, LONG.timeout));
    dialog = await findDialog('添加角色成员');
    await tickMember(user, dialog, target, target.telephone);
    await expectOneWrite(watch, 'POST', '/api/role/member/addMember', async () =>
      doubleClick(await findButton('确定', dialog)),
    );
    expect(await screen.findByText('已添加1名成员', {}, LONG)).toBeInTheDocument();

    await user.click(await findButton(`设置角色：${target.name}`, document.body, LONG.timeout));
    dialog = await findDialog(`设置角色：${target.name}`);
    await user.click(await within(dialog).findByLabelText('部门管理员', {}, LONG));
    await expectOneWrite(watch, 'POST', '/api/role/member/addRoleForMember', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    expect(await screen.findByText('角色设置成功', {}, LONG)).toBeInTheDocument();

    await user.click(await option('考勤管理员'));
    const member = roleMemberRows().find((m) => m.roleId === 'r4')!;
    const name = staffOf('E20260001').find((p) => p.lenovoId === member.lenovoId)!.name;
    await expectOneWrite(watch, 'POST', '/api/role/member/remove', async () => {
      await doubleClick(await findButton(`移除${name}`, document.body, LONG.timeout));
      await doubleClickOk();
    });
    await waitFor(() => expect(roleMemberRows().some((m) => m.roleId === 'r4')).toBe(false));
    await expectOneWrite(watch, 'POST', '/api/role/delete/r4', async () => {
      await doubleClick(await findButton('删除角色'));
      await doubleClickOk();
    });
    expect(await screen.findByText('角色已删除', {}, LONG)).toBeInTheDocument();
  });
});
