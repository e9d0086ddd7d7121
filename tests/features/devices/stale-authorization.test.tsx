import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts } from '../../toasts';
import { call } from '../../sandbox/call';
import { main, plain } from '../../sandbox/lifecycle-fixtures';
import { gone } from '../../sandbox/lifecycle-workplace-fixtures';
import { printJobs, printers } from '@/sandbox/printer-tables';
import { useSession } from '@/stores/session';

// A printer authorised for someone who has since departed or been deleted, or for a department since
// deleted (docs/product.md Part D §3): the list and the 使用权限 dialog name them with their state,
// never by id or as an empty tag; they stay removable, and a save that keeps them succeeds without
// them and says so.
const printer = () => printers().find((p) => p.printerId === 'prt-2')!;
const NOTICE = '已自动移除已离职或已删除的成员：';

describe('printer authorisation naming people and departments that have gone', { timeout: 60000 }, () => {
  it('shows them with their state in the list and the dialog, and saves without them with the notice', async () => {
    const x = await gone();
    const stay = plain([x.deleted]);
    Object.assign(printer(), {
      range: 'custom',
      departIds: [x.budget.id],
      lenovoIds: [x.departed.lenovoId, x.deleted.lenovoId, stay.lenovoId],
    });
    renderApp('/home/workbench_deviceManagement');
    const user = fastUser();
    const row = await findRow(printer().printerSn, LONG.timeout);
    expect(
      await within(row).findByRole(
        'cell',
        { name: `预算组 已删除、${x.departed.name} 已离职、${x.deleted.name} 已删除、${stay.name}` },
        LONG,
      ),
    ).toBeInTheDocument();

    await user.click(await findButton('使用权限', row));
    const dialog = await findDialog(`使用权限 · ${printer().printerSn}`);
    const tag = (await within(dialog).findByLabelText(`移除${x.departed.name}`, {}, LONG)).closest(
      '.ant-tag',
    ) as HTMLElement;
    await waitFor(() => expect(tag.textContent).toContain(`${x.departed.name} 已离职`));
    expect(await within(dialog).findByText('预算组（已删除）', {}, LONG)).toBeInTheDocument();
    // the deleted person is removed by hand; the rest is left for the server
    await user.click(await within(dialog).findByLabelText(`移除${x.deleted.name}`));
    await user.click(await findButton('保存', dialog));
    await expectToasts([`${NOTICE}${x.departed.name}（已离职）、预算组（已删除）`, '使用权限已保存']);
    expect(printer()).toMatchObject({ range: 'custom', departIds: [], lenovoIds: [stay.lenovoId] });
  });

  it('a person departed while the dialog was open: the save still succeeds and names who was left out', async () => {
    const [leave, stay] = [plain(), plain([plain()])];
    Object.assign(printer(), { range: 'custom', departIds: [], lenovoIds: [leave.lenovoId, stay.lenovoId] });
    renderApp('/home/workbench_deviceManagement');
    const user = fastUser();
    await user.click(await findButton('使用权限', await findRow(printer().printerSn, LONG.timeout)));
    const dialog = await findDialog(`使用权限 · ${printer().printerSn}`);
    await within(dialog).findByLabelText(`移除${leave.name}`, {}, LONG);
    const res = await call(useSession.getState().token ?? '', 'POST', '/enterprise-server/admin/users/departure', {
      ids: [leave.id],
    });
    expect(res.body.code).toBe(200);
    await user.click(await findButton('保存', dialog));
    await expectToasts([`${NOTICE}${leave.name}（已离职）`, '使用权限已保存']);
    expect(screen.queryByText(/人员不存在或已离职/)).toBeNull();
    expect(printer().lenovoIds).toEqual([stay.lenovoId]);
  });

  it('a printer whose chosen people all left says nobody may use it', async () => {
    const leave = plain();
    Object.assign(printer(), { range: 'custom', departIds: [], lenovoIds: [leave.lenovoId] });
    expect(
      (await call(signInAs(), 'POST', '/enterprise-server/admin/users/departure', { ids: [leave.id] })).body.code,
    ).toBe(200);
    expect(printer()).toMatchObject({ range: 'custom', lenovoIds: [] });
    renderApp('/home/workbench_deviceManagement');
    const row = await findRow(printer().printerSn, LONG.timeout);
    expect(await within(row).findByRole('cell', { name: '无人可使用' }, LONG)).toBeInTheDocument();
  });

  it('the print history names a departed person with 已离职 (history keeps them)', async () => {
    const departed = main().find((p) => p.status === 'departure')!;
    const job = printJobs().find((j) => j.type === 'purchase')!;
    Object.assign(job, { lenovoId: departed.lenovoId, userName: departed.name });
    renderApp('/home/workbench_deviceManagement');
    await fastUser().click(await screen.findByRole('tab', { name: '购买打印记录' }, LONG));
    const row = await findRow(job.printTime, LONG.timeout);
    expect(await within(row).findByRole('cell', { name: `${departed.name} 已离职` }, LONG)).toBeInTheDocument();
  });
});
