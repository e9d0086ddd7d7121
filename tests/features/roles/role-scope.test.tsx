import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { roleRows } from '@/sandbox/seed/modules/roles';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { recordRequests } from '../support/requests';
import { chooseDepartment } from '../support/pickers';
import { fastUser, fill, SLOW } from '../fill';

// 角色管理: an admin role's 管理范围; a member role has none (assumed contract "Scoped administrators").
const PAGE = '/home/administrator';
const CONTENT = '.ant-descriptions-item-content, .ant-descriptions-item-content *';
const SALES = `d-${MAIN_ENTERPRISE}-5`; // 销售部
const treeBox = (dialog: HTMLElement, menu: string) =>
  within(dialog)
    .getByText(menu, { selector: '.ant-tree-title' })
    .closest('.ant-tree-treenode')!
    .querySelector('.ant-tree-checkbox') as HTMLElement;
const roleItem = (name: string) =>
  screen.getByText(name, { selector: '[role="option"] *' }).closest('[role="option"]') as HTMLElement;

describe('role scope', () => {
  it('creates an admin role for 销售部 and shows its scope; 指定部门 needs a department', async () => {
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: '新建角色' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('角色名称'), '销售管理员');
    await user.click(await waitFor(() => treeBox(dialog, '公告管理'), SLOW));
    await user.click(within(dialog).getByRole('radio', { name: '指定部门' }));
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // antd's error list enters with a motion that may replace the node first found: wait for the text
    await waitFor(() => expect(within(dialog).getByText('请选择管理范围')).toBeInTheDocument(), SLOW);
    expect(requests.to('/api/role/insert')).toHaveLength(0);
    await chooseDepartment(user, dialog, '管理范围部门', '销售部');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('角色创建成功', {}, SLOW)).toBeInTheDocument();
    const scope = { type: 'departments', departmentIds: [SALES] };
    expect(requests.bodies('/api/role/insert')[0]).toMatchObject({ memberType: 'admin', manageScope: scope });
    expect(roleRows().find((r) => r.roleName === '销售管理员')?.manageScope).toEqual(scope);
    await user.click(await screen.findByText('销售管理员', { selector: '[role="option"] *' }, SLOW));
    expect(await screen.findByText('管理范围', { selector: '.ant-descriptions-item-label' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('销售部', { selector: CONTENT }, SLOW)).toBeInTheDocument();
  }, 60000);

  it('a member role has no scope: the field goes with 成员角色 and nothing is sent', async () => {
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: '新建角色' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('角色名称'), '普通成员角色');
    await user.click(await waitFor(() => treeBox(dialog, '公告管理'), SLOW));
    expect(within(dialog).getByRole('radiogroup', { name: '管理范围' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '成员角色' }));
    expect(within(dialog).queryByRole('radiogroup', { name: '管理范围' })).not.toBeInTheDocument();
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('角色创建成功', {}, SLOW)).toBeInTheDocument();
    expect(requests.bodies('/api/role/insert')[0]).not.toHaveProperty('manageScope');
    // the built-in member role 部门管理员 shows no 管理范围
    await user.click(roleItem('部门管理员'));
    expect(await screen.findByText('成员角色', { selector: CONTENT }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('管理范围', { selector: '.ant-descriptions-item-label' })).not.toBeInTheDocument();
  }, 60000);
});
