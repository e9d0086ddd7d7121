import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { confirmOk, findButton, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts } from '../../toasts';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { roleMemberRows } from '@/sandbox/seed/modules/roles';
import { useSession } from '@/stores/session';

// Role members and the lifecycle of people (docs/product.md Part D §2, §3): a member who leaves is
// taken out of the role, so the role counts what it lists; a member still listed after leaving (a
// list shown before, data kept from before the rules) is named with 已离职 and can be removed.
const PAGE = '/home/administrator';
const membersOf = (roleId: string) =>
  roleMemberRows()
    .filter((m) => m.enterpriseNumber === E && m.roleId === roleId)
    .map((m) => staffOf(E).find((p) => p.lenovoId === m.lenovoId)!);
const depart = (id: string) =>
  call(useSession.getState().token ?? signInAs(), 'POST', '/enterprise-server/admin/users/departure', { ids: [id] });
const option = (name: string) => screen.findByText(name, { selector: '[role="option"] *' }, LONG);
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已离职）`;

describe('role members who leave', { timeout: 60000 }, () => {
  it('a member who left before the page opened: the role counts and lists the same members', async () => {
    const [gone, ...rest] = membersOf('r1');
    signInAs();
    expect((await depart(gone.id)).body.code).toBe(200);
    renderApp(PAGE);
    const item = (await option('部门管理员')).closest('[role="option"]') as HTMLElement;
    expect(item).toHaveTextContent(`${rest.length}人`);
    expect(await screen.findByText(`成员（${rest.length}）`, {}, LONG)).toBeInTheDocument();
    await findRow(rest[0].name, LONG.timeout);
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(rest.length);
    expect(screen.queryByText(gone.name)).toBeNull();
  });

  it('a member still listed after leaving is named with 已离职 and can be removed', async () => {
    const gone = staffOf(E).find((p) => p.status === 'departure')!;
    roleMemberRows().push({ enterpriseNumber: E, roleId: 'r5', lenovoId: gone.lenovoId });
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await option('财务审批员'));
    expect(await screen.findByText('成员（4）', {}, LONG)).toBeInTheDocument();
    const row = await findRow(gone.name, LONG.timeout);
    await waitFor(() => expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(`${gone.name} 已离职`), LONG);
    expect(row).not.toHaveTextContent(gone.lenovoId);
    await user.click(within(row).getByRole('button', { name: `移除${gone.name}` }));
    await user.click(await confirmOk());
    expect(await screen.findByText('成员已移除', {}, LONG)).toBeInTheDocument();
    expect(roleMemberRows().some((m) => m.lenovoId === gone.lenovoId)).toBe(false);
  });

  it('a member who leaves while the list is shown: 移除 succeeds and says who left', async () => {
    const [leaver] = membersOf('r5');
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await option('财务审批员'));
    const row = await findRow(leaver.name, LONG.timeout);
    expect((await depart(leaver.id)).body.code).toBe(200);
    await user.click(within(row).getByRole('button', { name: `移除${leaver.name}` }));
    await user.click(await confirmOk());
    await expectToasts([NOTICE(leaver.name), '成员已移除']);
    expect(screen.queryByText('所选成员不在该角色中')).toBeNull();
    await findButton('添加成员');
  });
});
