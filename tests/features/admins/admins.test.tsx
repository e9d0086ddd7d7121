import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { memberships } from '@/sandbox/core-tables';
import { failNext } from '@/sandbox/faults';
import { staffOf } from '@/sandbox/org-tables';
import { fastUser, fill, SLOW } from '../fill';

const PAGE = '/home/administratorbefore';
const nameOf = (lenovoId: string) => staffOf('E20260001').find((s) => s.lenovoId === lenovoId)!.name;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('administrators', () => {
  it('lists the administrators, the enterprise administrator first and not removable', async () => {
    renderApp(PAGE);
    expect(await screen.findByText('企业管理员', {}, SLOW)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('张伟')).toBeInTheDocument();
    expect(within(rows[0]).getByText('不可操作')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('删除')).not.toBeInTheDocument();
    expect(within(rowOf(nameOf('20000010'))).getByText('组织架构')).toBeInTheDocument();
  }, 45000);

  it('adds an administrator with privileges picked from the menu list', async () => {
    const target = staffOf('E20260001').find((s) => s.status === '' && s.lenovoId === '20000030')!;
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByText('添加管理员', {}, SLOW));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('combobox'), target.name);
    await user.click(await screen.findByText(`${target.name}（${target.telephone}）`, {}, SLOW));
    await user.click(within(dialog).getByLabelText('公告管理'));
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
    expect(memberships().find((m) => m.lenovoId === target.lenovoId)?.admin).toBe(true);
    await waitFor(() => expect(within(rowOf(target.name)).getByText('公告管理')).toBeInTheDocument());
  }, 45000);

  it('a code 999 answer goes to the error callback: shown in the dialog, which keeps the choice', async () => {
    renderApp(PAGE);
    const user = fastUser();
    const name = nameOf('20000010');
    await screen.findByText(name, {}, SLOW);
    await user.click(within(rowOf(name)).getByText('编辑权限'));
    const dialog = await screen.findByRole('dialog');
    // the menu list and the current privileges load first; clicks before that would be overwritten
    await waitFor(() => expect(within(dialog).getByLabelText('组织架构')).toBeChecked(), SLOW);
    await user.click(within(dialog).getByText('全选'));
    await user.click(within(dialog).getByText('全选'));
    await user.click(within(dialog).getByText('保存'));
    expect(await within(dialog).findByText('请至少选择一项管理权限')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('审批管理'));
    failNext('/admin/editPrivilege', { code: 999, message: '管理员权限正在被他人修改，请稍后再试' });
    await user.click(within(dialog).getByText('保存'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('管理员权限正在被他人修改，请稍后再试');
    expect(within(dialog).getByLabelText('审批管理')).toBeChecked();
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('权限已更新', {}, SLOW)).toBeInTheDocument();
    expect(memberships().find((m) => m.lenovoId === '20000010')?.menuIds).toEqual(['m09']);
  }, 45000);

  it('removes an administrator after confirmation; a 999 refusal is shown by the page', async () => {
    renderApp(PAGE);
    const user = fastUser();
    const name = nameOf('20000020');
    await screen.findByText(name, {}, SLOW);
    failNext('/admin/removeAdmin', { code: 999, message: '企业至少保留一名管理员' });
    await user.click(within(rowOf(name)).getByText('删除'));
    await user.click(await screen.findByText('确定'));
    expect(await screen.findByRole('alert')).toHaveTextContent('企业至少保留一名管理员');
    await user.click(within(rowOf(name)).getByText('删除'));
    await user.click((await screen.findAllByText('确定')).at(-1)!);
    expect(await screen.findByText('删除成功', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument());
    expect(memberships().some((m) => m.lenovoId === '20000020')).toBe(false);
  }, 45000);
});
