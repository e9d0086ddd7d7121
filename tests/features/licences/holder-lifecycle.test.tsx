import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { licenceGrants, licenceUses } from '@/sandbox/licence-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';

// Office-suite licences and the lifecycle of people (docs/product.md Part D §2): the licence of
// someone who leaves is freed; their days of use stay, named with 已离职 / 已删除, never by the id.
const grant = () => licenceGrants().find((g) => g.enterpriseNumber === E)!;

describe('licence holders who leave', { timeout: 60000 }, () => {
  it('a holder deleted: the licence is freed and the usage names them 已删除', async () => {
    const people = staffOf(E);
    const holder = people.find(
      (p) =>
        grant().holders.includes(p.lenovoId) &&
        !p.isCeo &&
        !p.lenovoId.startsWith('1000') &&
        licenceUses().some((u) => u.lenovoId === p.lenovoId) &&
        people.filter((q) => q.name.includes(p.name)).length === 1,
    )!;
    const { total } = grant();
    const used = grant().holders.length;
    const token = signInAs();
    expect(
      (
        await call(useSession.getState().token ?? token, 'POST', '/enterprise-server/admin/users/delete', {
          ids: [holder.id],
        })
      ).body.code,
    ).toBe(200);
    renderApp('/home/workbench_orderListManagement/licences');
    const user = fastUser();
    await waitFor(
      () => expect(screen.getByText('已使用').closest('.ant-statistic')).toHaveTextContent(`${used - 1}个`),
      LONG,
    );
    expect(screen.getByText('剩余授权').closest('.ant-statistic')).toHaveTextContent(`${total - used + 1}个`);
    await fill(user, screen.getByLabelText('搜索姓名或部门'), holder.name);
    const row = await findRow(holder.name, LONG.timeout);
    await waitFor(() => expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(`${holder.name} 已删除`), LONG);
    expect(row).not.toHaveTextContent(holder.lenovoId);
  });
});
