import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInAs } from '../../render-app';
import { chooseBatch, findButton, findDialog, findRow, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { departments, pendingStaff, staff } from '@/sandbox/org-tables';
import { invitations } from '@/sandbox/handlers/onboarding';
import { changeRows } from '@/sandbox/changelog';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { confirmOnboarding } from '@/features/onboarding/api/onboarding-api';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';
import type { ApiError } from '@/lib/http/errors';

type User = ReturnType<typeof userEvent.setup>;
const mine = () => pendingStaff().filter((p) => p.enterpriseNumber === E);
const dept = (name: string) => departments().find((d) => d.enterpriseNumber === E && d.departName === name)!;

async function open() {
  renderApp('/home/entry');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(`共 ${mine().length} 人`, {}, LONG);
  return user;
}

async function chooseDepartment(user: User, dialog: HTMLElement, name: string) {
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

describe('onboarding: confirm and invite again', { timeout: 60000 }, () => {
  it('确认入职 on a row makes the person staff of the chosen department', async () => {
    const p = mine()[0];
    const user = await open();
    await user.click(await findButton(`确认入职${p.name}`, document.body, 8000));
    const dialog = await findDialog('确认入职（1人）');
    expect((await findButton('确认入职', dialog)).disabled).toBe(true); // no department yet
    await chooseDepartment(user, dialog, '财务部');
    await user.click(await findButton('确认入职', dialog));
    expect(await screen.findByText('已确认入职1人', {}, LONG)).toBeInTheDocument();
    expect(mine().some((x) => x.id === p.id)).toBe(false);
    expect(staff().find((s) => s.enterpriseNumber === E && s.telephone === p.telephone)).toMatchObject({
      name: p.name,
      email: p.email,
      departIds: [dept('财务部').id],
      status: 'unactivated',
    });
    expect(changeRows()[0]).toMatchObject({ operationType: '入职管理', keyword: `确认入职 ${p.name} 至 财务部` });
    await screen.findByText(`共 ${mine().length} 人`, {}, LONG);
  });

  it('确认入职 of the selected rows from 批量操作', async () => {
    const [a, b] = mine();
    const requests = recordRequests();
    const user = await open();
    for (const p of [a, b]) await user.click(within(await findRow(p.telephone)).getByRole('checkbox'));
    await chooseBatch(user, '确认入职');
    const dialog = await findDialog('确认入职（2人）');
    await chooseDepartment(user, dialog, '行政部');
    await user.click(await findButton('确认入职', dialog));
    expect(await screen.findByText('已确认入职2人', {}, LONG)).toBeInTheDocument();
    expect(requests.bodies('/admin/personnelConfirm')).toEqual([{ ids: [a.id, b.id], departId: dept('行政部').id }]);
    for (const p of [a, b])
      expect(staff().find((s) => s.telephone === p.telephone)!.departIds).toEqual([dept('行政部').id]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^批量操作/ })).toBeNull()); // the selection is cleared
  });

  it('the sandbox validates ids and department', async () => {
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} });
    signInAs();
    const reason = (body: { ids: string[]; departId: string }) =>
      confirmOnboarding(body).then(
        () => null,
        (e: ApiError) => e.message,
      );
    const [p] = mine();
    const finance = dept('财务部');
    expect(await reason({ ids: [], departId: finance.id })).toBe('参数ids不能为空');
    expect(await reason({ ids: [p.id, 'p-nobody'], departId: finance.id })).toBe('部分待入职人员不存在');
    expect(await reason({ ids: [p.id], departId: 'd-nowhere' })).toBe('部门不存在');
    expect(await reason({ ids: [p.id], departId: '' })).toMatch(/departId/);
    finance.enable = false;
    expect(await reason({ ids: [p.id], departId: finance.id })).toBe('部门“财务部”已停用，请选择其他部门');
    finance.enable = true;
    const member = staff().find((s) => s.enterpriseNumber === E && s.status === '')!;
    p.telephone = member.telephone;
    expect(await reason({ ids: [p.id], departId: finance.id })).toBe(`${p.name}已是企业成员`);
    expect(mine().some((x) => x.id === p.id)).toBe(true); // nothing moved
  });

  it('再次邀请 on a row sends /sendSmsOrEmail by SMS or by e-mail', async () => {
    const p = mine()[1];
    const requests = recordRequests();
    const user = await open();
    await user.click(await findButton(`再次邀请${p.name}`, document.body, 8000));
    let dialog = await findDialog('再次邀请（1人）');
    expect(within(dialog).getByText(`再次邀请“${p.name}”注册账号并加入企业。请选择邀请方式：`)).toBeInTheDocument();
    await user.click(await findButton('发送邀请', dialog));
    expect(await screen.findByText('邀请已发送')).toBeInTheDocument();
    await user.click(await findButton(`再次邀请${p.name}`));
    dialog = await findDialog('再次邀请（1人）');
    await user.click(within(dialog).getByLabelText(/邮件邀请/));
    await user.click(await findButton('发送邀请', dialog));
    await waitFor(() => expect(requests.bodies('/sendSmsOrEmail')).toHaveLength(2));
    expect(requests.bodies('/sendSmsOrEmail')).toEqual([
      { enterpriseNumber: E, phone: [p.telephone] },
      { enterpriseNumber: E, email: [p.email] },
    ]);
    expect(invitations().map((i) => i.target)).toEqual([p.telephone, p.email]);
  });

  it('再次邀请 of the selected rows from 批量操作', async () => {
    const [a, b] = mine();
    const requests = recordRequests();
    const user = await open();
    for (const p of [a, b]) await user.click(within(await findRow(p.telephone)).getByRole('checkbox'));
    await chooseBatch(user, '再次邀请');
    const dialog = await findDialog('再次邀请（2人）');
    await user.click(await findButton('发送邀请', dialog));
    expect(await screen.findByText('邀请已发送')).toBeInTheDocument();
    expect(requests.bodies('/sendSmsOrEmail')).toEqual([{ enterpriseNumber: E, phone: [a.telephone, b.telephone] }]);
  });
});
