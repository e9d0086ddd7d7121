import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { pendingStaff } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { xlsxBuffer } from '@/sandbox/xlsx';

// Every submit of 入职管理, double-clicked over a slow server, sends one write.

const mine = () => pendingStaff().filter((p) => p.enterpriseNumber === E);

describe('入职管理: one write per double-click', { timeout: 90000 }, () => {
  it('添加人员, 编辑, 确认入职, 再次邀请, 删除, 批量导入', async () => {
    const watch = watchRequests();
    renderApp('/home/entry');
    const user = fastUser();
    await screen.findByText(`共 ${mine().length} 人`, {}, LONG);
    const [first, second, third] = mine();

    await user.click(await findButton('添加人员'));
    let dialog = await findDialog('添加人员');
    await fill(user, within(dialog).getByLabelText('姓名'), '赵敏');
    await fill(user, within(dialog).getByLabelText('手机号'), '13900000001');
    await expectOneWrite(watch, 'POST', '/admin/personnelListAdd', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    expect(await screen.findByText('人员已添加')).toBeInTheDocument();

    await user.click(await findButton(`编辑${first.name}`));
    dialog = await findDialog('编辑人员');
    await fill(user, within(dialog).getByLabelText('职位'), '架构师');
    await expectOneWrite(watch, 'POST', '/admin/personnelEdit', async () =>
      doubleClick(await findButton('保存', dialog)),
    );

    await user.click(await findButton(`确认入职${first.name}`));
    dialog = await findDialog('确认入职（1人）');
    const picker = within(dialog).getByLabelText('入职部门');
    await user.click(picker);
    await user.type(picker, '财务部');
    const options = await screen.findAllByText(
      '财务部',
      { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
      LONG,
    );
    await user.click(options[options.length - 1]);
    await expectOneWrite(watch, 'POST', '/admin/personnelConfirm', async () =>
      doubleClick(await findButton('确认入职', dialog)),
    );
    expect(await screen.findByText('已确认入职1人', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByText('部分待入职人员不存在')).not.toBeInTheDocument();

    await user.click(await findButton(`再次邀请${second.name}`));
    dialog = await findDialog('再次邀请（1人）');
    await expectOneWrite(watch, 'POST', '/sendSmsOrEmail', async () =>
      doubleClick(await findButton('发送邀请', dialog)),
    );

    await expectOneWrite(watch, 'POST', '/admin/personnelDel', async () => {
      await doubleClick(await findButton(`删除${third.name}`));
      await doubleClickOk();
    });

    await user.click(await findButton('批量导入'));
    dialog = await findDialog('批量导入');
    const cols = [
      { header: '姓名', key: 'name' },
      { header: '手机号', key: 'telephone' },
    ];
    const file = new File([await xlsxBuffer('s', cols, [{ name: '钱多多', telephone: '13900000002' }])], 'a.xlsx');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    await expectOneWrite(watch, 'POST', '/admin/upload/saveUsers', async () =>
      doubleClick(await findButton('确认导入（1人）', dialog)),
    );
    expect(await screen.findByText('成功导入1人')).toBeInTheDocument();
  });

  it('邀请注册 after ENTERPRISE_0088: 发送邀请, then the one save', async () => {
    const watch = watchRequests();
    renderApp('/home/entry');
    const user = fastUser();
    await screen.findByText(`共 ${mine().length} 人`, {}, LONG);
    await user.click(await findButton('添加人员'));
    const dialog = await findDialog('添加人员');
    await fill(user, within(dialog).getByLabelText('姓名'), '新同事');
    await fill(user, within(dialog).getByLabelText('手机号'), '13912345678');
    await user.click(await findButton('保存', dialog));
    const invite = await findDialog('邀请注册', 8000);
    await doubleClick(await findButton('发送邀请', invite));
    expect(await screen.findByText('人员已添加', {}, LONG)).toBeInTheDocument();
    expect(watch.requests.filter((w) => w.endsWith('/sendSmsOrEmail'))).toHaveLength(1);
    expect(watch.requests.filter((w) => w.endsWith('/admin/personnelListAdd'))).toHaveLength(2); // refused, then the one after the invitation
  });
});
