import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { recordRequests } from '../support/requests';
import { confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { departments, staff } from '@/sandbox/org-tables';
import { failNext } from '@/sandbox/faults';
import { changeRows } from '@/sandbox/changelog';
import dayjs from 'dayjs';

const E = 'E20260001';
const departed = () => staff().filter((p) => p.enterpriseNumber === E && p.status === 'departure');

describe('departed staff (leave_tables)', { timeout: 45000 }, () => {
  it('lists departed staff and filters one month / three months / one year on the server', async () => {
    renderApp('/home/organization/leave_tables');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByText(`共 ${departed().length} 人`, {}, LONG)).toBeInTheDocument();
    const since = (m: number) =>
      departed().filter((p) => p.departureTime! >= dayjs().subtract(m, 'month').format('YYYY-MM-DD 00:00:00')).length;
    await user.click(screen.getByText('近一个月'));
    expect(await screen.findByText(`共 ${since(1)} 人`, {}, LONG)).toBeInTheDocument();
    await user.click(screen.getByText('近三个月'));
    expect(await screen.findByText(`共 ${since(3)} 人`, {}, LONG)).toBeInTheDocument();
    await user.click(screen.getByText('近一年'));
    expect(await screen.findByText(`共 ${since(12)} 人`, {}, LONG)).toBeInTheDocument();
    expect(since(1)).toBeLessThan(since(12));
  });

  it('searches departed staff and deletes them after a confirmation', async () => {
    renderApp('/home/organization/leave_tables');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const target = departed()[0];
    await user.type(await screen.findByLabelText('搜索离职员工', {}, LONG), target.telephone);
    expect(await screen.findByText('共 1 人', {}, LONG)).toBeInTheDocument();
    const row = await findRow(target.telephone);
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await findButton('批量删除'));
    await user.click(await confirmOk());
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    expect(staff().some((p) => p.id === target.id)).toBe(false);
    expect(changeRows()[0].keyword).toBe(`删除员工 ${target.name}`);
  });
});

describe('departure refusals (leave_person)', { timeout: 45000 }, () => {
  it('refuses to depart the enterprise head', async () => {
    for (const p of staff()) if (p.enterpriseNumber === E) p.isCeo = p.name === '王芳';
    const ceo = staff().find((p) => p.enterpriseNumber === E && p.isCeo)!;
    renderApp(`/home/organization/leave_person?id=${ceo.id}&name=${encodeURIComponent(ceo.name)}`);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const requests = recordRequests();
    await user.click(await findButton('下一步', document.body, 8000));
    // refused before any confirmation or call
    expect(await screen.findByText('企业负责人不能离职或删除，请先更换企业负责人')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '待交接事项' })).not.toBeInTheDocument();
    expect(requests.all.filter((r) => r.method === 'POST' && r.path.includes('/admin/users/'))).toEqual([]);
    expect(staff().find((p) => p.id === ceo.id)!.status).toBe('');
  });

  it('refuses to depart the signed-in administrator himself before any call', async () => {
    const me = staff().find((p) => p.enterpriseNumber === E && p.lenovoId === '10000001')!;
    renderApp(
      `/home/organization/leave_person?id=${me.id}&name=${encodeURIComponent(me.name)}&lenovoId=${me.lenovoId}`,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await findButton('下一步', document.body, 8000));
    expect(await screen.findByText('不能对当前登录的管理员执行此操作')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '待交接事项' })).not.toBeInTheDocument();
    expect(staff().find((p) => p.id === me.id)!.status).toBe('');
  });
});

describe('re-hire (leave_tables)', { timeout: 60000 }, () => {
  async function openRehire(target: ReturnType<typeof departed>[number]) {
    renderApp('/home/organization/leave_tables');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('搜索离职员工', {}, LONG), target.telephone);
    expect(await screen.findByText('共 1 人', {}, LONG)).toBeInTheDocument();
    await user.click(within(await findRow(target.telephone)).getByRole('button', { name: `重新入职${target.name}` }));
    const dialog = await findDialog(`重新入职：${target.name}`);
    return { user, dialog };
  }

  async function chooseDepartment(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
    const picker = within(dialog).getByLabelText('入职部门');
    await user.click(picker);
    await user.type(picker, name);
    const options = await screen.findAllByText(
      name,
      { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
      LONG,
    );
    await user.click(options[options.length - 1]);
  }

  it("says what comes back and what does not, and offers the person's own department while it exists", async () => {
    const target = departed()[0];
    const own = departments().find((d) => d.id === target.departIds[0])!;
    const { dialog } = await openRehire(target);
    expect(within(dialog).getByText('恢复：个人资料、账号、假期余额与历史记录。')).toBeInTheDocument();
    expect(
      within(dialog).getByText('不恢复：角色、管理员权限、群聊、考勤组、可见范围与使用范围，需重新设置。'),
    ).toBeInTheDocument();
    // chosen in the 入职部门 field itself (the dialog opens focused on it, so antd also announces the
    // value in a polite live region: the name appears twice in the dialog)
    const field = within(dialog).getByLabelText('入职部门').closest('.ant-select')!;
    await waitFor(() => expect(field.querySelector('.ant-select-content')).toHaveTextContent(own.departName), LONG);
  });

  it("asks for a department when the person's own was deleted", async () => {
    const target = departed()[0];
    target.departIds = ['d-deleted'];
    const { user, dialog } = await openRehire(target);
    await user.click(await findButton('确认入职', dialog));
    expect(await within(dialog).findByText('请选择入职部门')).toBeInTheDocument();
    expect(staff().find((p) => p.id === target.id)!.status).toBe('departure');
  });

  it('brings a departed person back: same profile, new department and entry date, listed again, logged', async () => {
    const target = departed()[0];
    const { id, lenovoId, telephone, name } = target;
    const finance = departments().find((d) => d.enterpriseNumber === E && d.departName === '财务部')!;
    const { user, dialog } = await openRehire(target);
    await chooseDepartment(user, dialog, '财务部');
    await user.click(await findButton('确认入职', dialog));
    expect(await screen.findByText(`${name}已重新入职`, {}, LONG)).toBeInTheDocument();
    const back = staff().find((p) => p.id === id)!;
    expect(back).toMatchObject({
      status: '',
      lenovoId,
      telephone,
      name,
      departIds: [finance.id],
      entryTime: dayjs().format('YYYY-MM-DD'),
    });
    expect(await screen.findByText('暂无离职员工', {}, LONG)).toBeInTheDocument();
    expect(changeRows()[0]).toMatchObject({ keyword: `重新入职 ${name}（财务部）` });
    expect(changeRows()[0].changes).toContainEqual({ field: '部门', before: expect.any(String), after: '财务部' });
  });

  it('keeps the dialog and what was chosen when the server refuses', async () => {
    const target = departed()[1];
    const { user, dialog } = await openRehire(target);
    await chooseDepartment(user, dialog, '财务部');
    failNext('/admin/users/rehire', { code: 404, message: '部门不存在' });
    await user.click(await findButton('确认入职', dialog));
    expect(await screen.findByText('部门不存在', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByText('财务部')).toBeInTheDocument();
    expect(staff().find((p) => p.id === target.id)!.status).toBe('departure');
  });
});
