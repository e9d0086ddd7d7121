import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../render-app';
import { server } from '@/sandbox/node';
import { roleMemberRows, roleRows } from '@/sandbox/seed/modules/roles';
import { staffOf } from '@/sandbox/org-tables';
import { fastUser, fill, SLOW } from '../fill';

const PAGE = '/home/administrator';
const roleItem = (name: string) =>
  screen.getByText(name, { selector: '[role="option"] *' }).closest('[role="option"]') as HTMLElement;
const treeBox = (dialog: HTMLElement, menu: string) =>
  within(dialog)
    .getByText(menu, { selector: '.ant-tree-title' })
    .closest('.ant-tree-treenode')!
    .querySelector('.ant-tree-checkbox') as HTMLElement;

describe('role management', () => {
  it('shows the roles, the first one’s members and who the user is', async () => {
    renderApp(PAGE);
    expect(await screen.findByText('部门管理员', { selector: '[role="option"] *' }, SLOW)).toBeInTheDocument();
    const identity = await screen.findByLabelText('当前身份', {}, SLOW);
    expect(within(identity).getByText('企业管理员')).toBeInTheDocument();
    expect(within(identity).getByText('云服务角色')).toBeInTheDocument();
    expect(await screen.findByText('成员（6）', {}, SLOW)).toBeInTheDocument();
    // a built-in role cannot be deleted
    expect(screen.queryByText('删除角色')).not.toBeInTheDocument();
  }, 45000);

  it('creates a role; a duplicate name is refused with the server message and the dialog keeps its input', async () => {
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByText('新建角色', {}, SLOW));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('角色名称'), '人事管理员');
    await user.click(await waitFor(() => treeBox(dialog, '公告管理'), SLOW));
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('角色名称已存在，请更换', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('角色名称')).toHaveValue('人事管理员');
    await fill(user, within(dialog).getByLabelText('角色名称'), '行政管理员');
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('角色创建成功', {}, SLOW)).toBeInTheDocument();
    const created = roleRows().find((r) => r.roleName === '行政管理员')!;
    expect(created.permissions).toEqual(['announcement:view', 'announcement:edit']);
    expect(await screen.findByText('行政管理员', { selector: '[role="option"] *' }, SLOW)).toBeInTheDocument();
  }, 60000);

  it('removes the last member of a role, then deletes the role', async () => {
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByText('考勤管理员', { selector: '[role="option"] *' }, SLOW));
    await user.click(await screen.findByText('删除角色', {}, SLOW));
    await user.click(await screen.findByText('确定'));
    expect(await screen.findByText('该角色下仍有成员，请先移除成员', {}, SLOW)).toBeInTheDocument();
    await user.click(await screen.findByText('移除', {}, SLOW));
    await user.click((await screen.findAllByText('确定')).at(-1)!);
    expect(await screen.findByText('成员已移除', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(roleMemberRows().some((m) => m.roleId === 'r4')).toBe(false));
    await user.click(screen.getByText('删除角色'));
    await user.click((await screen.findAllByText('确定')).at(-1)!);
    expect(await screen.findByText('角色已删除', {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('考勤管理员', { selector: '[role="option"] *' })).not.toBeInTheDocument(),
    );
    expect(roleItem('部门管理员')).toBeInTheDocument();
  }, 60000);

  it('adds a member through the picker and sets a member’s roles by member type', async () => {
    const target = staffOf('E20260001').filter((p) => p.status === '' && p.lenovoId.startsWith('2'))[60];
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByText('财务审批员', { selector: '[role="option"] *' }, SLOW));
    await user.click(await screen.findByText('添加成员', {}, SLOW));
    const picker = (await screen.findByText('添加角色成员')).closest('.ant-modal') as HTMLElement;
    await fill(user, within(picker).getByLabelText('搜索成员'), target.telephone);
    await user.click(await within(picker).findByLabelText(new RegExp(`^${target.name} `), {}, SLOW));
    await user.click(within(picker).getByText('确定'));
    expect(await screen.findByText('已添加1名成员', {}, SLOW)).toBeInTheDocument();
    const row = (await screen.findByText(target.name, { selector: 'td' }, SLOW)).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('设置角色'));
    const dialog = (await screen.findByText(`设置角色：${target.name}`)).closest('.ant-modal') as HTMLElement;
    await user.click(await within(dialog).findByLabelText('部门管理员', {}, SLOW));
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('角色设置成功', {}, SLOW)).toBeInTheDocument();
    expect(
      roleMemberRows()
        .filter((m) => m.lenovoId === target.lenovoId)
        .map((m) => m.roleId)
        .sort(),
    ).toEqual(['r1', 'r5']);
  }, 60000);

  it('offers no role actions the server does not grant', async () => {
    server.use(
      http.post('*/user-server/api/menu/getPermission', () =>
        HttpResponse.json({ code: 200, data: { menuIds: [], permissions: [] }, message: '成功' }),
      ),
      http.post('*/user-server/api/role/member/checkRolePermission', () =>
        HttpResponse.json({ code: 200, data: { canEdit: false, canDelete: false }, message: '成功' }),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText('成员（6）', {}, SLOW)).toBeInTheDocument();
    await screen.findAllByText('部门管理员');
    expect(screen.queryByText('新建角色')).not.toBeInTheDocument();
    expect(screen.queryByText('编辑角色')).not.toBeInTheDocument();
    expect(screen.queryByText('添加成员')).not.toBeInTheDocument();
    expect(screen.queryByText('移除')).not.toBeInTheDocument();
  }, 45000);
});
