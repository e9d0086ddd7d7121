import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../render-app';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { toastTexts } from '../../toasts';
import { server } from '@/sandbox/node';
import { recordRequests } from '../support/requests';
import { failNext } from '@/sandbox/faults';
import { staff } from '@/sandbox/org-tables';
import { invitations } from '@/sandbox/handlers/onboarding';
import type { StaffRow } from '@/sandbox/org-tables';

const E = 'E20260001';
const PAGE = '/home/organization/nucList';
const mine = () => staff().filter((p) => p.enterpriseNumber === E);
const withStatus = (s: StaffRow['status']) => mine().filter((p) => p.status === s);
const shownRows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row')];
const shownPhones = () => shownRows().map((r) => r.querySelectorAll('td')[2]?.textContent ?? '');

async function open() {
  renderApp(PAGE);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(`共 ${withStatus('unactivated').length} 人`, {}, LONG);
  return user;
}

async function tick(user: ReturnType<typeof userEvent.setup>, p: StaffRow) {
  const row = await findRow(p.telephone, 8000);
  await user.click(within(row).getByRole('checkbox'));
}

describe('nucList: unactivated and unjoined members', { timeout: 45000 }, () => {
  it('lists only unactivated members, then only unjoined ones, server-paged with counts', async () => {
    const unactivated = withStatus('unactivated');
    const unjoined = withStatus('unjoined');
    expect(unactivated.length).toBeGreaterThan(10); // the seed pages
    expect(unjoined.length).toBeGreaterThan(0);
    const user = await open();
    expect(await screen.findByText(`未激活（${unactivated.length}）`, {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(`未加入（${unjoined.length}）`)).toBeInTheDocument();
    expect(shownRows()).toHaveLength(10);
    expect(shownPhones().every((t) => unactivated.some((p) => p.telephone === t))).toBe(true);
    expect(screen.getAllByText('未激活', { selector: '.ant-tag' })).toHaveLength(10);

    await user.click(screen.getByText(`未加入（${unjoined.length}）`));
    expect(await screen.findByText(`共 ${unjoined.length} 人`, {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(shownPhones().sort()).toEqual(unjoined.map((p) => p.telephone).sort()));
    expect(screen.queryAllByText('未激活', { selector: '.ant-tag' })).toHaveLength(0);
  });

  it('search by name or phone narrows the list; no match shows the empty state', async () => {
    const user = await open();
    const target = withStatus('unactivated')[3];
    const box = screen.getByLabelText('搜索成员');
    await user.type(box, target.telephone);
    expect(await screen.findByText('共 1 人', {}, LONG)).toBeInTheDocument();
    await findRow(target.name);
    await user.clear(box);
    const normal = mine().find((p) => p.status === '' && !p.isCeo)!;
    await user.type(box, normal.telephone);
    expect(await screen.findByText('没有符合条件的成员', {}, LONG)).toBeInTheDocument();
    expect(shownRows()).toHaveLength(0);
  });

  it('invites the selected members again by SMS: their phone numbers are sent', async () => {
    const requests = recordRequests();
    const user = await open();
    const [a, b] = withStatus('unactivated')
      .filter((p) => p.email)
      .slice(0, 2);
    await tick(user, a);
    await tick(user, b);
    await user.click(await findButton('批量邀请（2）'));
    const dialog = await findDialog('邀请激活（2人）');
    expect(within(dialog).getByLabelText('短信邀请')).toBeChecked();
    await user.click(await findButton('发送邀请', dialog));
    await waitFor(() => expect(toastTexts()).toContain('邀请已发送'));
    expect(requests.bodies('/sendSmsOrEmail')).toEqual([{ enterpriseNumber: E, phone: [a.telephone, b.telephone] }]);
    expect(invitations().map((i) => [i.target, i.channel])).toEqual([
      [a.telephone, 'sms'],
      [b.telephone, 'sms'],
    ]);
    await waitFor(() => expect(screen.queryByText('邀请激活（2人）')).not.toBeInTheDocument());
    expect((await findButton('批量邀请')).disabled).toBe(true); // the selection is cleared
  });

  it('by e-mail: a member without an e-mail is named and skipped, and alone cannot be invited so', async () => {
    const requests = recordRequests();
    const user = await open();
    const unactivated = withStatus('unactivated');
    const noMail = unactivated.find((p) => !p.email)!;
    const other = unactivated.find((p) => p.email)!;
    expect(noMail).toBeDefined();

    // one member without an e-mail: only SMS
    await user.click(await findButton(`邀请激活${noMail.name}`, document.body, 8000));
    let dialog = await findDialog('邀请激活（1人）');
    expect(within(dialog).getByLabelText(/邮件邀请/)).toBeDisabled();
    expect(within(dialog).getByText(/该成员未填写邮箱，无法通过邮件邀请/)).toBeInTheDocument();
    await user.click(await findButton('取消', dialog));
    await waitFor(() => expect(screen.queryByText('邀请激活（1人）')).not.toBeInTheDocument());

    // two members, one without an e-mail: the e-mail goes to the other, the first is reported
    await tick(user, noMail);
    await tick(user, other);
    await user.click(await findButton('批量邀请（2）'));
    dialog = await findDialog('邀请激活（2人）');
    await user.click(within(dialog).getByLabelText('邮件邀请'));
    expect(
      within(dialog).getByText(`以下1名成员未填写邮箱，无法通过邮件邀请，将被跳过：${noMail.name}`),
    ).toBeInTheDocument();
    await user.click(await findButton('发送邀请', dialog));
    await waitFor(() => expect(toastTexts()).toContain('邀请已发送'));
    expect(requests.bodies('/sendSmsOrEmail')).toEqual([{ enterpriseNumber: E, email: [other.email] }]);
    expect(invitations().map((i) => [i.target, i.channel])).toEqual([[other.email, 'email']]);
  });

  it('a failed invitation shows the server message and keeps the dialog and the selection', async () => {
    failNext('/sendSmsOrEmail', { code: 500, message: '短信服务繁忙，请稍后重试' });
    const user = await open();
    const [a, b] = withStatus('unactivated');
    await tick(user, a);
    await tick(user, b);
    await user.click(await findButton('批量邀请（2）'));
    const dialog = await findDialog('邀请激活（2人）');
    await user.click(await findButton('发送邀请', dialog));
    await waitFor(() => expect(toastTexts()).toContain('短信服务繁忙，请稍后重试'));
    expect(toastTexts()).not.toContain('邀请已发送');
    expect(invitations()).toEqual([]);
    expect(screen.getByText('邀请激活（2人）')).toBeInTheDocument();
    await user.click(await findButton('取消', dialog));
    await waitFor(() => expect(screen.queryByText('邀请激活（2人）')).not.toBeInTheDocument());
    expect((await findButton('批量邀请（2）')).disabled).toBe(false);
    expect(within(await findRow(a.telephone)).getByRole('checkbox')).toBeChecked();
    expect(within(await findRow(b.telephone)).getByRole('checkbox')).toBeChecked();
  });

  it('a failed load shows the error state, and 重试 loads the list', async () => {
    let broken = true;
    server.use(
      http.post('*/enterprise-server/admin/userSearch', () =>
        broken ? HttpResponse.json({ code: 500, message: '服务异常' }) : undefined,
      ),
    );
    renderApp(PAGE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByText('获取数据失败，请稍后重试', {}, LONG)).toBeInTheDocument();
    broken = false;
    await user.click(await findButton('重试'));
    expect(await screen.findByText(`共 ${withStatus('unactivated').length} 人`, {}, LONG)).toBeInTheDocument();
  });

  it('the organisation page links to it, and it links back', async () => {
    renderApp('/home/organization');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await findButton('未激活成员', document.body, 15000));
    expect(await screen.findByText(`共 ${withStatus('unactivated').length} 人`, {}, LONG)).toBeInTheDocument();
    expect(window.location.hash).toBe(`#${PAGE}`);
    await user.click(await findButton('返回组织架构'));
    await waitFor(() => expect(window.location.hash).toBe('#/home/organization'));
  });
});
