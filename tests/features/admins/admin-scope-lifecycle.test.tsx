import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts } from '../../toasts';
import { memberships } from '@/sandbox/core-tables';
import { departments, departmentsOf, staffOf } from '@/sandbox/org-tables';
import { roleRows } from '@/sandbox/seed/modules/roles';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { SCOPED_ADMIN } from '../../sign-in';
import { useSession } from '@/stores/session';

// 管理范围 and deleted departments (docs/product.md Part D §2, §3): a deleted department leaves the
// scopes; a dialog opened before still saves, without it, and says so; a department kept in a
// scope from before the rules is named with 已删除, never by its id; a scope left with none reads 无部门.
const PAGE = '/home/administratorbefore';
const ROLES = '/home/administrator';
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已删除）`;
const token = () => useSession.getState().token ?? signInAs();
const her = () => memberships().find((m) => m.enterpriseNumber === E && m.lenovoId === SCOPED_ADMIN)!;
const herName = () => staffOf(E).find((p) => p.lenovoId === SCOPED_ADMIN)!.name;
const scopeIds = () => (her().manageScope as { departmentIds: string[] }).departmentIds;

/** A new empty department under 财务部, created by the sandbox's own call. */
async function emptyDepartment(name: string) {
  const finance = departmentsOf(E).find((d) => d.departName === '财务部')!;
  const root = departmentsOf(E).find((d) => d.parentDepartId === '0')!;
  await call(token(), 'POST', '/enterprise-server/depart/insert', {
    departName: name,
    parentDepartId: finance.id,
    enterpriseNumber: E,
    departIdList: [root.id, finance.id],
    usedIds: [],
  });
  return departmentsOf(E).find((d) => d.departName === name)!;
}
const deleteDepartment = (id: string) =>
  call(token(), 'PUT', '/enterprise-server/depart/del', { departId: id, del: true });

describe('管理范围 and deleted departments', { timeout: 60000 }, () => {
  it('a dialog opened before the department was deleted saves without it and says so', async () => {
    const audit = await emptyDepartment('稽核组');
    const kept = [...scopeIds()];
    scopeIds().push(audit.id);
    renderApp(PAGE);
    const user = fastUser();
    const row = await findRow(herName(), LONG.timeout);
    await waitFor(() => expect(row).toHaveTextContent('稽核组'), LONG);
    await user.click(within(row).getByRole('button', { name: `编辑权限：${herName()}` }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('稽核组')).toBeInTheDocument(), LONG);
    expect((await deleteDepartment(audit.id)).body.code).toBe(200);
    expect(scopeIds()).toEqual(kept);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await expectToasts([NOTICE('稽核组'), '权限已更新']);
    expect(scopeIds()).toEqual(kept);
    await waitFor(() => expect(findRowNow(herName())).not.toHaveTextContent('稽核组'), LONG);
  });

  it('a department kept in a scope from before the rules is named with 已删除, never by its id', async () => {
    const audit = await emptyDepartment('稽核组');
    await deleteDepartment(audit.id);
    scopeIds().push(audit.id);
    renderApp(PAGE);
    const row = await findRow(herName(), LONG.timeout);
    await waitFor(() => expect(row).toHaveTextContent('稽核组 已删除'), LONG);
    expect(row).not.toHaveTextContent(audit.id);
  });

  it('an admin role whose departments were all deleted reads 无部门', async () => {
    const audit = await emptyDepartment('稽核组');
    const role = roleRows().find((r) => r.enterpriseNumber === E && r.memberType === 'admin')!;
    role.manageScope = { type: 'departments', departmentIds: [audit.id] };
    await deleteDepartment(audit.id);
    expect(departments().some((d) => d.id === audit.id)).toBe(false);
    renderApp(ROLES);
    const user = fastUser();
    await user.click(await screen.findByText(role.roleName, {}, LONG));
    await waitFor(() => expect(screen.getByText('管理范围').closest('tr')).toHaveTextContent('无部门'), LONG);
  });
});

const findRowNow = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
