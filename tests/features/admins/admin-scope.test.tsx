import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { memberships } from '@/sandbox/core-tables';
import { failNext } from '@/sandbox/faults';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { recordRequests } from '../support/requests';
import { chooseDepartment } from '../support/pickers';
import { fastUser, fill, SLOW } from '../fill';
import { SCOPED_ADMIN } from '../../sign-in';

// 管理员权限: an administrator's 管理范围 (assumed contract "Scoped administrators").
const PAGE = '/home/administratorbefore';
const SALES = `d-${MAIN_ENTERPRISE}-5`; // 销售部
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const membership = (lenovoId: string) =>
  memberships().find((m) => m.enterpriseNumber === MAIN_ENTERPRISE && m.lenovoId === lenovoId);

describe('administrator scope', () => {
  it('adds an administrator for 销售部: 指定部门 needs a department, and the list shows the scope', async () => {
    const target = staffOf(MAIN_ENTERPRISE).find((s) => s.status === '' && s.lenovoId === '20000030')!;
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: '添加管理员' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('combobox', { name: '选择成员' }), target.name);
    await user.click(await screen.findByText(`${target.name}（${target.telephone}）`, {}, SLOW));
    await user.click(within(dialog).getByLabelText('公告管理'));
    expect(within(dialog).getByRole('radio', { name: '全公司' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '指定部门' }));
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // antd's error list enters with a motion that may replace the node first found: wait for the text
    await waitFor(() => expect(within(dialog).getByText('请选择管理范围')).toBeInTheDocument(), SLOW);
    expect(requests.to('/admin/addAdmin')).toHaveLength(0);
    await chooseDepartment(user, dialog, '管理范围部门', '销售部');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
    expect(requests.bodies('/admin/addAdmin')).toEqual([
      { lenovoIds: [target.lenovoId], menuIds: ['m20'], manageScope: { type: 'departments', departmentIds: [SALES] } },
    ]);
    expect(membership(target.lenovoId)?.manageScope).toEqual({ type: 'departments', departmentIds: [SALES] });
    await waitFor(() => expect(within(rowOf(target.name)).getByText('销售部')).toBeInTheDocument(), SLOW);
    // the enterprise administrator (first row) manages the whole enterprise
    expect(within(screen.getAllByRole('row')[1]).getByText('全公司')).toBeInTheDocument();
  }, 60000);

  it('edits an administrator’s scope; a failed save keeps the departments chosen', async () => {
    renderApp(PAGE);
    const user = fastUser();
    const name = staffOf(MAIN_ENTERPRISE).find((s) => s.lenovoId === '20000010')!.name;
    await screen.findByText(name, {}, SLOW);
    expect(within(rowOf(name)).getByText('全公司')).toBeInTheDocument();
    await user.click(within(rowOf(name)).getByRole('button', { name: `编辑权限：${name}` }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('组织架构')).toBeChecked(), SLOW);
    await user.click(within(dialog).getByRole('radio', { name: '指定部门' }));
    await chooseDepartment(user, dialog, '管理范围部门', '销售部');
    failNext('/admin/editPrivilege', { code: 999, message: '管理员权限正在被他人修改，请稍后再试' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('管理员权限正在被他人修改，请稍后再试');
    expect(within(dialog).getByRole('radio', { name: '指定部门' })).toBeChecked();
    expect(within(dialog).getByText('销售部', { selector: '.ant-select-selection-item *' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('权限已更新', {}, SLOW)).toBeInTheDocument();
    expect(membership('20000010')?.manageScope).toEqual({ type: 'departments', departmentIds: [SALES] });
    await waitFor(() => expect(within(rowOf(name)).getByText('销售部')).toBeInTheDocument(), SLOW);
  }, 60000);

  it('a scoped caller grants only within her scope: 全公司 is not offered and the picker holds her departments', async () => {
    membership(SCOPED_ADMIN)!.menuIds = 'all';
    renderApp(PAGE, { as: SCOPED_ADMIN });
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: '添加管理员' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '指定部门' })).toBeChecked(), SLOW);
    expect(within(dialog).getByRole('radio', { name: '全公司' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('管理范围部门'));
    const titles = () =>
      [...document.querySelectorAll('.ant-select-tree-treenode .ant-select-tree-title')].map((n) => n.textContent);
    await waitFor(() => expect(titles()).toContain('品牌组'), SLOW);
    expect(titles()).toContain('销售部');
    expect(titles()).not.toContain('研发中心');
    expect(titles()).not.toContain('联创未来科技有限公司');
  }, 60000);
});
