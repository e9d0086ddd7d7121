import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findRow } from '../support/dom';
import { asRgb } from '../support/colours';
import { fastUser } from '../fill';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// A shift has one colour on every screen (admin-modules §9, 3 colours): the shifts table lists the
// enterprise's shifts oldest first, 销售客服排班组 lists its own (早班, 晚班, 两头班), so a colour taken
// from a shift's place in the list on screen would differ between them.

const GROUP = `tg-${MAIN_ENTERPRISE}-2`;
const SHIFTS = ['早班', '晚班', '两头班'];

async function shiftsTable() {
  renderApp('/home/rank_management');
  const out: Record<string, string> = {};
  for (const name of SHIFTS)
    out[name] = asRgb((await findRow(name, 8000)).querySelector<HTMLElement>('span[aria-hidden]')!.style.background);
  return out;
}

async function groupList() {
  renderApp('/home/attendance_management');
  const row = await findRow('销售客服排班组', 8000);
  return Object.fromEntries(SHIFTS.map((name) => [name, asRgb(within(row).getByText(name).style.color)]));
}

/** The grid's palette, its cells (class → the colour set on the scroller) and the cycle dialog. */
async function arrangementGrid() {
  renderApp(`/home/attendance_management/arrangement?groupId=${GROUP}`);
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
    SHIFTS.map((name) => [name, asRgb(within(toolbar).getByRole('button', { name: new RegExp(name) }).style.color)]),
  );
  const cells = Object.fromEntries(SHIFTS.map((name) => [name, cellColour(name)]));
  await fastUser().click(within(toolbar).getByRole('button', { name: /循环排班/ }));
  const dialog = await screen.findByRole('dialog', { name: '循环排班' });
  const cycle = Object.fromEntries(
    SHIFTS.map((name) => [
      name,
      asRgb(within(dialog).getByRole('button', { name: `+ ${name}：加入循环` }).style.color),
    ]),
  );
  return { palette, cells, cycle };
}

describe('shift colours', { timeout: 90000 }, () => {
  it('gives a shift the same colour in the shifts table, the group list and the arrangement grid', async () => {
    const table = await shiftsTable();
    cleanup();
    const groups = await groupList();
    cleanup();
    const { palette, cells, cycle } = await arrangementGrid();
    expect(new Set(Object.values(table)).size).toBeGreaterThan(1);
    expect(groups).toEqual(table);
    expect(palette).toEqual(table);
    expect(cells).toEqual(table);
    expect(cycle).toEqual(table);
  });
});
