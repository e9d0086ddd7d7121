import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { recordRequests } from '../support/requests';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { appId } from '@/sandbox/seed/modules/apps';

const E = MAIN_ENTERPRISE;

/** The usage calls that reach the server: id and dateType. */
function capture() {
  const requests = recordRequests();
  return () => requests.to('/apps-manage-server/admin/app/detail').map((r) => Object.fromEntries(r.searchParams));
}

const dataRows = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .filter((r) => r.querySelector('td') && !r.classList.contains('ant-table-measure-row'));

describe('application data overview', () => {
  it('shows one application over a week, then a month, half a year and a year, charts with their numbers', async () => {
    const details = capture();
    renderApp(`/home/workbench_appUseSituation?id=${appId(E, 'attendance')}`);
    const user = fastUser();
    expect(await screen.findByRole('img', { name: '活跃人数与打开次数趋势图' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '部门使用排行图' })).toBeInTheDocument();
    await waitFor(() => expect(dataRows('趋势数据')).toHaveLength(7));
    expect(details()).toEqual([{ id: appId(E, 'attendance'), dateType: '1' }]);
    expect(dataRows('部门使用排行').length).toBeGreaterThan(2);

    const opensOf = () =>
      dataRows('趋势数据').reduce((s, r) => s + Number((r as HTMLTableRowElement).cells[2].textContent), 0);
    const totalShown = () =>
      Number(
        screen
          .getByText('打开次数', { selector: '.ant-statistic-title' })
          .closest('.ant-statistic')!
          .textContent!.replace(/\D/g, ''),
      );
    expect(totalShown()).toBe(opensOf());

    await user.click(screen.getByText('近一月'));
    await waitFor(() => expect(dataRows('趋势数据')).toHaveLength(30));
    expect(details().at(-1)).toEqual({ id: appId(E, 'attendance'), dateType: '2' });
    await user.click(screen.getByText('近半年'));
    await waitFor(() => expect(details().at(-1)).toEqual({ id: appId(E, 'attendance'), dateType: '3' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: '周（起始日）' })).toBeInTheDocument());
    await user.click(screen.getByText('近一年'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: '月份' })).toBeInTheDocument());
    expect(details().at(-1)).toEqual({ id: appId(E, 'attendance'), dateType: '4' });
    expect(dataRows('趋势数据').length).toBeGreaterThanOrEqual(12);
    expect(totalShown()).toBe(opensOf());
  });

  it('is reached from a row of the management page', async () => {
    const details = capture();
    renderApp('/home/workbench_appManagement');
    const user = fastUser();
    const row = await findRow('审批', LONG.timeout);
    await user.click(within(row).getByRole('button', { name: '数据：审批' }));
    expect(await screen.findByRole('img', { name: '活跃人数与打开次数趋势图' }, LONG)).toBeInTheDocument();
    expect(details()).toEqual([{ id: appId(E, 'approve'), dateType: '1' }]);
  });
});
