import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { server } from '@/sandbox/node';
import { confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { groups, staff } from '@/sandbox/org-tables';
import { changeRows } from '@/sandbox/changelog';
import dayjs from 'dayjs';

const E = 'E20260001';
const departed = () => staff().filter((p) => p.enterpriseNumber === E && p.status === 'departure');

describe('departed staff (leave_tables)', { timeout: 45000 }, () => {
  it('lists departed staff and filters one month / three months / one year on the server', async () => {
    renderApp('/home/organization/leave_tables');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByText(`共 ${departed().length} 人`, {}, LONG)).toBeInTheDocument();
    const since = (m: number) => departed().filter((p) => p.departureTime! >= dayjs().subtract(m, 'month').format('YYYY-MM-DD 00:00:00')).length;
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

describe('departure with transfer (leave_person)', { timeout: 45000 }, () => {
  it('departs a member and hands their groups to another member', async () => {
    const group = groups()[1];
    const leaver = staff().find((p) => p.id === group.ownerId)!;
    const heir = staff().find((p) => p.enterpriseNumber === E && p.name === '王芳')!;
    renderApp(`/home/organization/leave_person?id=${leaver.id}&name=${encodeURIComponent(leaver.name)}`);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await findButton('选择交接人', document.body, 8000));
    const picker = await findDialog('选择交接人');
    await user.type(within(picker).getByLabelText('搜索成员'), '王芳');
    await user.click(await within(picker).findByText('王芳', {}, LONG));
    await user.click(await findButton('确定', picker));
    await user.click(await findButton('确认离职'));
    expect(await screen.findByText(`确定为${leaver.name}办理离职吗，其工作将交接给王芳？`)).toBeInTheDocument();
    await user.click(await confirmOk());
    expect(await screen.findByText('已办理离职', {}, LONG)).toBeInTheDocument();
    expect(staff().find((p) => p.id === leaver.id)!.status).toBe('departure');
    expect(groups()[1].ownerId).toBe(heir.id);
    await waitFor(() => expect(window.location.hash).toContain('/home/organization/leave_tables'));
  });

  it('refuses to depart the enterprise head', async () => {
    for (const p of staff()) if (p.enterpriseNumber === E) p.isCeo = p.name === '王芳';
    const ceo = staff().find((p) => p.enterpriseNumber === E && p.isCeo)!;
    renderApp(`/home/organization/leave_person?id=${ceo.id}&name=${encodeURIComponent(ceo.name)}`);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => void (request.method === 'POST' && sent.push(new URL(request.url).pathname)));
    await user.click(await findButton('确认离职', document.body, 8000));
    // refused before any confirmation or call
    expect(await screen.findByText('企业负责人不能离职或删除，请先更换企业负责人')).toBeInTheDocument();
    expect(screen.queryByText(/确定为.*办理离职吗/)).not.toBeInTheDocument();
    expect(sent.filter((p) => p.includes('/admin/users/departure'))).toEqual([]);
    expect(staff().find((p) => p.id === ceo.id)!.status).toBe('');
    server.events.removeAllListeners();
  });

  it('refuses to depart the signed-in administrator himself before any call', async () => {
    const me = staff().find((p) => p.enterpriseNumber === E && p.lenovoId === '10000001')!;
    renderApp(`/home/organization/leave_person?id=${me.id}&name=${encodeURIComponent(me.name)}&lenovoId=${me.lenovoId}`);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await findButton('确认离职', document.body, 8000));
    expect(await screen.findByText('不能对当前登录的管理员执行此操作')).toBeInTheDocument();
    expect(screen.queryByText(/确定为.*办理离职吗/)).not.toBeInTheDocument();
    expect(staff().find((p) => p.id === me.id)!.status).toBe('');
  });
});
