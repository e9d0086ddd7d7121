import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, expectOneWrite, watchRequests } from '../support/double-submit';
import { corrections } from '@/sandbox/attendance-stats/tables';
import { buildGroup, freezeClock, MONTH } from '../../sandbox/attendance-stats-fixture';
import { rowOf } from './table-cells';

// The submit of 考勤统计, double-clicked over a slow server, sends one write.

describe('考勤统计: one write per double-click', { timeout: 60000 }, () => {
  beforeEach(() => freezeClock());
  afterEach(() => vi.useRealTimers());

  it('补卡 确定', async () => {
    const { groupId, a } = await buildGroup();
    const watch = watchRequests();
    renderApp(`/home/attendance_statistics?month=${MONTH}&group=${groupId}`);
    const user = fastUser();
    await screen.findByText('共 2 人', {}, LONG);
    await user.click(within(rowOf(a.name)).getByRole('button', { name: a.name }));
    const drawer = await findDialog(`${a.name} ${MONTH} 考勤`);
    await user.click(await findButton('补卡 10月19日', drawer, LONG.timeout));
    const dialog = await findDialog(`补卡：${a.name} 2026-10-19`);
    await fill(user, within(dialog).getByLabelText('补卡原因'), '忘记打下班卡');
    await expectOneWrite(watch, 'POST', '/attendanceStats/correct', async () =>
      doubleClick(await findButton('确定', dialog)),
    );
    expect(corrections().filter((d) => d.lenovoId === a.lenovoId)).toHaveLength(1);
  });
});
