import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { confirmOk, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts } from '../../toasts';
import { memberships } from '@/sandbox/core-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';

// The administrators page and the lifecycle of people (docs/product.md Part D §1 "Rights", §3):
// rights end at a departure; an administrator still listed after leaving (a list shown before, a
// membership kept from before the rules) is named with 已离职, never by the id, and can be removed.
const PAGE = '/home/administratorbefore';
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已离职）`;
const depart = (id: string) =>
  call(useSession.getState().token ?? signInAs(), 'POST', '/enterprise-server/admin/users/departure', { ids: [id] });
const byLenovoId = (lenovoId: string) => staffOf(E).find((p) => p.lenovoId === lenovoId)!;

describe('administrators who leave', { timeout: 60000 }, () => {
  it('an administrator kept from before the rules is named with 已离职, never by the id', async () => {
    const gone = staffOf(E).find((p) => p.status === 'departure')!;
    memberships().push({ enterpriseNumber: E, lenovoId: gone.lenovoId, admin: true, menuIds: ['m01'] });
    renderApp(PAGE);
    const row = await findRow(gone.name, LONG.timeout);
    await waitFor(() => expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(`${gone.name} 已离职`), LONG);
    expect(row).not.toHaveTextContent(gone.lenovoId);
  });

  it('an administrator who leaves while the list is shown: 删除 succeeds and says who left', async () => {
    const admin = byLenovoId('20000020');
    renderApp(PAGE);
    const user = fastUser();
    const row = await findRow(admin.name, LONG.timeout);
    expect((await depart(admin.id)).body.code).toBe(200);
    await user.click(within(row).getByRole('button', { name: `删除${admin.name}` }));
    await user.click(await confirmOk());
    await expectToasts([NOTICE(admin.name), '删除成功']);
    expect(screen.queryByText('该成员不是管理员')).toBeNull();
  });
});
