import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { toastTexts } from '../../toasts';
import { chooseBatch, findButton, findDialog, findRow, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { resetToasts } from '@/lib/feedback/toast';
import { staff, type StaffRow } from '@/sandbox/org-tables';
import { invalidateDirectory } from '@/sandbox/directory-views';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';

const SELF = '不能对当前登录的管理员执行此操作';
const CEO = '企业负责人不能离职或删除，请先更换企业负责人';
const active = () => staff().filter((p) => p.enterpriseNumber === E && p.status === '');
const me = () => staff().find((p) => p.enterpriseNumber === E && p.lenovoId === '10000001')!;

/** Makes someone other than the signed-in 张伟 the enterprise head. */
function makeCeo(p: StaffRow) {
  for (const x of staff()) if (x.enterpriseNumber === E) x.isCeo = x === p;
  invalidateDirectory(E);
}

/** Records every departure / delete call the console sends. */
function watchRequests() {
  const requests = recordRequests();
  return () => requests.all.map((r) => r.path).filter((path) => /\/admin\/users\/(departure|delete)/.test(path));
}

/** Identical toasts are not repeated while one is showing: clear them between two refusals. */
async function clearToasts() {
  resetToasts();
  await waitFor(() => expect(toastTexts()).toEqual([]));
}

async function open() {
  renderApp('/home/organization');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(/共 \d+ 人/, {}, LONG);
  return user;
}

async function select(user: ReturnType<typeof userEvent.setup>, people: StaffRow[]) {
  for (const p of people) {
    const search = screen.getByLabelText('搜索员工');
    await user.clear(search);
    await user.type(search, p.telephone);
    await screen.findByText('共 1 人', {}, LONG);
    const row = await findRow(p.telephone, 8000);
    await user.click(within(row).getByRole('checkbox'));
  }
}

describe('staff batch actions', { timeout: 60000 }, () => {
  it('collapse into 批量操作, shown only while rows are selected', async () => {
    const user = await open();
    for (const label of ['批量操作', '导出', '调整部门', '批量离职', '批量删除'])
      expect(screen.queryByRole('button', { name: new RegExp(`^${label}`) })).toBeNull();
    const row = await findRow('@', 8000);
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await findButton('批量操作（1）'));
    const menu = await waitFor(() =>
      document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role=menu]')!,
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['导出', '调整部门', '批量离职', '批量删除']);
  });

  it('refuse 离职 and 删除 of the signed-in administrator before any call, and do not offer his 离职', async () => {
    const other = active().find((p) => p.lenovoId !== '10000001' && !p.isCeo)!;
    makeCeo(other);
    const writes = watchRequests();
    const user = await open();
    await select(user, [me()]);
    const row = await findRow(me().telephone);
    expect(within(row).queryByRole('button', { name: `离职${me().name}` })).toBeNull();
    await chooseBatch(user, '批量离职');
    await waitFor(() => expect(toastTexts()).toContain(SELF));
    await clearToasts();
    await chooseBatch(user, '批量删除');
    await waitFor(() => expect(toastTexts()).toContain(SELF));
    expect(screen.queryByText(/确定为选中的|确定删除选中的/)).toBeNull(); // no confirmation either
    expect(writes()).toEqual([]);
    expect(me().status).toBe('');
  });

  it('refuse 离职 and 删除 of the enterprise head, also within a larger selection', async () => {
    const [head, plain] = active().filter((p) => p.lenovoId !== '10000001' && !p.isCeo);
    makeCeo(head);
    const writes = watchRequests();
    const user = await open();
    await select(user, [plain, head]);
    expect(within(await findRow(head.telephone)).queryByRole('button', { name: `离职${head.name}` })).toBeNull();
    await chooseBatch(user, '批量离职');
    await waitFor(() => expect(toastTexts()).toContain(CEO));
    await clearToasts();
    await chooseBatch(user, '批量删除');
    await waitFor(() => expect(toastTexts()).toContain(CEO));
    expect(writes()).toEqual([]);
    // the profile does not offer 离职 for the head, and does for anyone else
    await user.click(await findButton(head.name));
    const profile = await findDialog(`员工资料：${head.name}`);
    expect(within(profile).queryByRole('button', { name: '离职' })).toBeNull();
    expect(within(profile).getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });

  it('offer 离职 for an ordinary member in the row and in the profile', async () => {
    const p = active().find((x) => x.lenovoId !== '10000001' && !x.isCeo)!;
    const user = await open();
    await select(user, [p]);
    expect(within(await findRow(p.telephone)).getByRole('button', { name: `离职${p.name}` })).toBeInTheDocument();
    await user.click(await findButton(p.name));
    const profile = await findDialog(`员工资料：${p.name}`);
    expect(within(profile).getByRole('button', { name: '离职' })).toBeInTheDocument();
  });
});
