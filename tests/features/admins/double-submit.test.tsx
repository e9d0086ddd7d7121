import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { memberships } from '@/sandbox/core-tables';
import { staffOf } from '@/sandbox/org-tables';

// Every submit of 管理员设置, double-clicked over a slow server, sends one write.

const nameOf = (lenovoId: string) => staffOf('E20260001').find((s) => s.lenovoId === lenovoId)!.name;

describe('管理员设置: one write per double-click', { timeout: 90000 }, () => {
  it('添加管理员, 编辑权限, 删除', async () => {
    const watch = watchRequests();
    const target = staffOf('E20260001').find((s) => s.status === '' && s.lenovoId === '20000030')!;
    renderApp('/home/administratorbefore');
    const user = fastUser();

    await user.click(await findButton('添加管理员', document.body, LONG.timeout));
    let dialog = await findDialog('添加管理员');
    await fill(user, within(dialog).getByRole('combobox'), target.name);
    await user.click(await screen.findByText(`${target.name}（${target.telephone}）`, {}, LONG));
    await user.click(within(dialog).getByLabelText('公告管理'));
    await expectOneWrite(watch, 'POST', '/admin/addAdmin', async () => doubleClick(await findButton('保存', dialog)));
    expect(memberships().filter((m) => m.lenovoId === target.lenovoId && m.admin)).toHaveLength(1);

    const editing = nameOf('20000010');
    await user.click(await findButton(`编辑权限：${editing}`, document.body, LONG.timeout));
    dialog = await findDialog(`编辑权限：${editing}`);
    await waitFor(() => expect(within(dialog).getByLabelText('组织架构')).toBeChecked(), LONG);
    await user.click(within(dialog).getByLabelText('公告管理'));
    await expectOneWrite(watch, 'POST', '/admin/editPrivilege', async () =>
      doubleClick(await findButton('保存', dialog)),
    );

    const removing = nameOf('20000020');
    await expectOneWrite(watch, 'GET', '/admin/removeAdmin', async () => {
      await doubleClick(await findButton(`删除${removing}`));
      await doubleClickOk();
    });
    expect(await screen.findByText('删除成功', {}, LONG)).toBeInTheDocument();
  });
});
