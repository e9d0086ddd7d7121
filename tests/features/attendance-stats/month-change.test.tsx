import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findButton, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { recordRequests } from '../support/requests';
import { setDelay } from '@/sandbox/faults';
import { buildGroup, freezeClock, MONTH, STATS } from '../../sandbox/attendance-stats-fixture';
import { send } from '../../sandbox/send';
import { cell, rowOf } from './table-cells';

// 月度汇总 when another month is picked: the same table stays, its rows dimmed under the spinner and
// 导出 off until the month's answer, which replaces them (components/monthly-table.tsx).

const PAGE = '/home/attendance_statistics';
const NEXT = '2026-11';
const spinning = () => document.querySelector('.ant-table-wrapper .ant-spin-spinning');

describe('考勤统计: another month', { timeout: 45000 }, () => {
  beforeEach(() => freezeClock());
  afterEach(() => {
    setDelay(0);
    vi.useRealTimers();
  });

  it('keeps the rows under the spinner with 导出 off while the month is awaited, then shows its figures', async () => {
    const { groupId, a } = await buildGroup();
    const next = await send(`${STATS}/monthly`, { month: NEXT, timeSheetGroupId: groupId, page: 1, size: 10 });
    const nextRow = (next.data as { list: { lenovoId: string; attendanceDays: number }[] }).list.find(
      (r) => r.lenovoId === a.lenovoId,
    )!;
    renderApp(`${PAGE}?month=${MONTH}&group=${groupId}`);
    await screen.findByText('共 2 人', {}, LONG);
    const october = cell(rowOf(a.name), '出勤天数');
    expect(await findButton('导出')).toBeEnabled();
    const requests = recordRequests();
    const user = fastUser();

    setDelay(1500);
    await user.click(screen.getByLabelText('月份'));
    const dropdown = document.querySelector<HTMLElement>('.ant-picker-dropdown')!;
    await user.click(within(dropdown).getByTitle(NEXT));
    await waitFor(() => expect(requests.bodies(`${STATS}/monthly`)).toHaveLength(1));
    expect(requests.bodies(`${STATS}/monthly`)[0]).toEqual({
      month: NEXT,
      timeSheetGroupId: groupId,
      page: 1,
      size: 10,
    });
    expect(screen.getByLabelText('月份')).toHaveValue(NEXT);
    // the rows shown are October's, and say they are being replaced
    expect(spinning()).toBeTruthy();
    expect(cell(rowOf(a.name), '出勤天数')).toBe(october);
    expect(await findButton('导出')).toBeDisabled();

    setDelay(0);
    await waitFor(() => expect(spinning()).toBeNull(), LONG);
    expect(cell(rowOf(a.name), '出勤天数')).toBe(String(nextRow.attendanceDays));
    expect(requests.bodies(`${STATS}/monthly`)).toHaveLength(1);
  });
});
