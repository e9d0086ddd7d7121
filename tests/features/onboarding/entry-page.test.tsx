import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { captureDownloads, chooseBatch, confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { pendingStaff } from '@/sandbox/org-tables';
import { invitations } from '@/sandbox/handlers/onboarding';
import { xlsxBuffer } from '@/sandbox/xlsx';

const mine = () => pendingStaff().filter((p) => p.enterpriseNumber === 'E20260001');

async function open() {
  renderApp('/home/entry');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(`共 ${mine().length} 人`, {}, LONG);
  return user;
}

async function fillAdd(
  user: ReturnType<typeof userEvent.setup>,
  v: { name: string; telephone?: string; email?: string },
) {
  await user.click(await findButton('添加人员'));
  const dialog = await findDialog('添加人员');
  await user.type(within(dialog).getByLabelText('姓名'), v.name);
  if (v.telephone) await user.type(within(dialog).getByLabelText('手机号'), v.telephone);
  if (v.email) await user.type(within(dialog).getByLabelText('邮箱'), v.email);
  await user.click(await findButton('保存', dialog));
  return dialog;
}

describe('onboarding', { timeout: 45000 }, () => {
  it('lists pending staff, server-paged, and searches them', async () => {
    const user = await open();
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    const target = mine()[3];
    await user.type(screen.getByLabelText('搜索待入职人员'), target.telephone);
    expect(await screen.findByText('共 1 人', {}, LONG)).toBeInTheDocument();
    await findRow(target.name);
  });

  it('adds a registered person', async () => {
    const user = await open();
    await fillAdd(user, { name: '赵敏', telephone: '13900000001' });
    expect(await screen.findByText('人员已添加')).toBeInTheDocument();
    expect(mine()[0]).toMatchObject({ name: '赵敏', telephone: '13900000001' });
    await findRow('13900000001');
  });

  it('ENTERPRISE_0088: an unregistered person opens the invitation, then is added', async () => {
    const user = await open();
    await fillAdd(user, { name: '新同事', telephone: '13912345678' });
    const invite = await findDialog('邀请注册');
    expect(within(invite).getByText(/“新同事”尚未注册账号/)).toBeInTheDocument();
    await user.click(await findButton('发送邀请', invite));
    expect(await screen.findByText('邀请已发送')).toBeInTheDocument();
    expect(await screen.findByText('人员已添加')).toBeInTheDocument();
    expect(invitations()).toEqual([expect.objectContaining({ target: '13912345678', channel: 'sms' })]);
    expect(mine()[0].name).toBe('新同事');
  });

  it('ENTERPRISE_0089: phone and e-mail of two accounts shows the message and keeps the form', async () => {
    const user = await open();
    const dialog = await fillAdd(user, { name: '赵敏', telephone: '13900000001', email: 'registered2@example.com' });
    expect(
      await within(dialog).findByText('该手机号和邮箱已分别注册为两个账号，请让员工提供新的未注册手机号或邮箱'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('邮箱')).toHaveValue('registered2@example.com');
    expect(mine().some((p) => p.name === '赵敏')).toBe(false);
  });

  it('edits and deletes a pending person', async () => {
    const user = await open();
    const target = mine()[0];
    await user.click(await findButton(`编辑${target.name}`));
    const dialog = await findDialog('编辑人员');
    const position = within(dialog).getByLabelText('职位');
    await user.clear(position);
    await user.type(position, '架构师');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('人员信息已保存')).toBeInTheDocument();
    expect(mine()[0].position).toBe('架构师');
    await user.click(await findButton(`删除${target.name}`));
    await user.click(await confirmOk());
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    expect(mine().some((p) => p.id === target.id)).toBe(false);
  });

  it('imports in two steps: parse with reasons, re-upload with the importId, save', async () => {
    const user = await open();
    const before = mine().length;
    await user.click(await findButton('批量导入'));
    const dialog = await findDialog('批量导入');
    const cols = [
      { header: '姓名', key: 'name' },
      { header: '手机号', key: 'telephone' },
      { header: '邮箱', key: 'email' },
      { header: '职位', key: 'position' },
    ];
    const first = new File(
      [
        await xlsxBuffer('s', cols, [
          { name: '钱多多', telephone: '13900000002' },
          { name: '错号', telephone: '123' },
        ]),
      ],
      'a.xlsx',
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, first);
    expect(await within(dialog).findByText('可导入（1）', {}, LONG)).toBeInTheDocument();
    await user.click(within(dialog).getByText('不可导入（1）'));
    expect(await within(dialog).findByText('手机号格式不正确')).toBeInTheDocument();
    const second = new File(
      [
        await xlsxBuffer('s', cols, [
          { name: '钱多多', telephone: '13900000002' },
          { name: '孙悦', telephone: '13900000003' },
        ]),
      ],
      'b.xlsx',
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, second);
    expect(await within(dialog).findByText('可导入（2）', {}, LONG)).toBeInTheDocument();
    await user.click(await findButton('确认导入（2人）', dialog));
    expect(await screen.findByText('成功导入2人')).toBeInTheDocument();
    expect(mine().length).toBe(before + 2);
  });

  it('exports the selected people as .xlsx', async () => {
    const files = captureDownloads();
    const user = await open();
    const row = await findRow(mine()[0].name);
    await user.click(within(row).getByRole('checkbox'));
    await chooseBatch(user, '导出');
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['待入职人员.xlsx']));
  });
});
