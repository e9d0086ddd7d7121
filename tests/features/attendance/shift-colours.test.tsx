import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findRow } from '../support/dom';
import { asRgb } from '../support/colours';
import { fastUser } from '../fill';
import { attendanceGroups, shifts } from '@/sandbox/attendance-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// The shifts of one group are told apart by colour (admin-modules §9, 3 colours), and a shift has
// the same colour on every screen of its group: the group list, the arrangement palette, its cells
// and the cycle dialog. 研发考勤组 holds 标准班 and 弹性班 (once both blue), 销售客服排班组 three shifts.

const groupOf = (n: number) => attendanceGroups().find((g) => g.id === `tg-${MAIN_ENTERPRISE}-${n}`)!;
const shiftNames = (n: number) => groupOf(n).shiftIds.map((id) => shifts().find((s) => s.id === id)!.name);

async function groupList(n: number) {
  renderApp('/home/attendance_management');
  const row = await findRow(groupOf(n).name, 8000);
  return Object.fromEntries(shiftNames(n).map((name) => [name, asRgb(within(row).getByText(name).style.color)]));
}

/** The grid's palette, its cells (class → the colour set on the scroller) and the cycle dialog. */
async function arrangementGrid(n: number) {
  const names = shiftNames(n);
  renderApp(`/home/attendance_management/arrangement?groupId=${groupOf(n).id}`);
  const grid = await screen.findByRole('grid', {}, { timeout: 8000 });
  const toolbar = screen.getByRole('toolbar', { name: '排班工具' });
  const scroller = grid.closest<HTMLElement>('.arr-scroll')!;
  const cellColour = (name: string) => {
    // by attribute: a role query computes every cell's visibility, seconds on a month's grid in the test DOM
    const cell = [...grid.querySelectorAll<HTMLElement>('[role="gridcell"]')].find((c) => c.textContent === name)!;
    const kind = [...cell.classList].find((c) => /^arr-k\d$/.test(c))!;
    return asRgb(scroller.style.getPropertyValue(`--${kind}-text`));
  };
  const palette = Object.fromEntries(
    names.map((name) => [name, asRgb(within(toolbar).getByRole('button', { name: new RegExp(name) }).style.color)]),
  );
  const cells = Object.fromEntries(names.map((name) => [name, cellColour(name)]));
  await fastUser().click(within(toolbar).getByRole('button', { name: /循环排班/ }));
  const dialog = await screen.findByRole('dialog', { name: '循环排班' });
  const cycle = Object.fromEntries(
    names.map((name) => [name, asRgb(within(dialog).getByRole('button', { name: `+ ${name}：加入循环` }).style.color)]),
  );
  return { palette, cells, cycle };
}

describe('shift colours', { timeout: 90000 }, () => {
  it.each([1, 2])('tells the shifts of group %i apart, in the same colours on every screen of the group', async (n) => {
    const list = await groupList(n);
    cleanup();
    const { palette, cells, cycle } = await arrangementGrid(n);
    expect(Object.keys(list)).toHaveLength(shiftNames(n).length);
    expect(new Set(Object.values(list)).size).toBe(shiftNames(n).length);
    expect(palette).toEqual(list);
    expect(cells).toEqual(list);
    expect(cycle).toEqual(list);
  });
});
