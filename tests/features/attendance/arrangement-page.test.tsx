import dayjs from 'dayjs';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { recordRequests } from '../support/requests';
import { failNext } from '@/sandbox/faults';
import { arrangements, attendanceGroups } from '@/sandbox/attendance-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { peopleOf } from '@/sandbox/people';
import { draftKey } from '@/features/attendance/arrangement/draft-storage';
import { LEAVE_TEXT } from '@/features/attendance/arrangement/use-leave-guard';
import { queryClient } from '@/lib/query/query-client';
import { resetAllStores } from '@/stores/reset-all';

// The shift arrangement grid through the sandbox: 销售客服排班组 (早班, 晚班, 两头班) this month.

const E = MAIN_ENTERPRISE;
const GROUP = `tg-${E}-2`;
const EARLY = `sh-${E}-2`;
const LATE = `sh-${E}-3`;
const month = dayjs().format('YYYY-MM');
const date = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
const PAGE = `/home/attendance_management/arrangement?groupId=${GROUP}`;

/** The members the grid lists, in order (departed staff are left out). */
const memberIds = () => {
  const staff = peopleOf(E).byLenovoId;
  return attendanceGroups()
    .find((g) => g.id === GROUP)!
    .memberIds.filter((id) => staff.has(id));
};
const savedDays = (i: number) => {
  const member = memberIds()[i];
  return arrangements().find((a) => a.timeSheetGroupId === GROUP && a.lenovoId === member)!.days;
};

async function openGrid() {
  const r = renderApp(PAGE);
  const grid = await screen.findByRole('grid', {}, { timeout: 8000 });
  return { ...r, grid };
}

/** The grid's member rows (tbody), top to bottom. */
const memberRows = (grid: HTMLElement) => [...grid.querySelectorAll('tbody tr[data-r]')] as HTMLElement[];
/** The cell of member `row` (0-based) on day `day` (1-based). */
const cell = (grid: HTMLElement, row: number, day: number) =>
  // by attribute: a role query computes every cell's visibility, and tests read whole months of cells
  memberRows(grid)[row].querySelectorAll<HTMLElement>('[role="gridcell"]')[day - 1];
const texts = (grid: HTMLElement, row: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => cell(grid, row, from + k).textContent);

/** Press on one cell, move over the cells to another, release (the grid's pointer selection). */
function drag(grid: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.mouseDown(cell(grid, ...from), { button: 0, buttons: 1 });
  fireEvent.mouseOver(cell(grid, from[0], to[1]), { buttons: 1 });
  fireEvent.mouseOver(cell(grid, ...to), { buttons: 1 });
  fireEvent.mouseUp(window);
}

const tool = (name: string | RegExp) =>
  within(screen.getByRole('toolbar', { name: '排班工具' })).getByRole('button', { name });
const unsaved = () => screen.queryByText(/处修改未保存$/)?.textContent ?? null;

async function confirmIn(user: UserEvent, text: string | RegExp, button: RegExp) {
  const content = await screen.findByText(text);
  const dialog = content.closest('.ant-modal') as HTMLElement;
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('shift arrangement grid', { timeout: 45000 }, () => {
  it("shows the members, the month and the saved arrangement in the shifts' colours", async () => {
    const { grid } = await openGrid();
    expect(grid).toHaveAccessibleName(`${month.slice(0, 4)}年${Number(month.slice(5))}月排班`);
    expect(screen.getByText('销售客服排班组 · 排班')).toBeInTheDocument();
    expect(memberRows(grid)).toHaveLength(memberIds().length);
    const first = cell(grid, 0, 1);
    const saved = savedDays(0)[date(1)];
    expect(first).toHaveTextContent(
      saved === EARLY ? '早班' : saved === LATE ? '晚班' : saved === '' ? '休息' : '两头班',
    );
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(1 + dayjs().daysInMonth() + 1);
    expect(grid).toHaveAttribute('aria-rowcount', String(memberIds().length + 1));
  });

  it('applies a shift to a dragged rectangle, marks the changes and counts them', async () => {
    const { user, grid } = await openGrid();
    drag(grid, [0, 1], [2, 7]);
    expect(screen.getByText('已选 3 人 × 7 天')).toBeInTheDocument();
    await user.click(tool(/晚班/));
    for (let r = 0; r < 3; r++) expect(texts(grid, r, 1, 7).every((t) => t?.startsWith('晚班'))).toBe(true);
    const changed = [0, 1, 2].reduce(
      (n, r) => n + [1, 2, 3, 4, 5, 6, 7].filter((d) => savedDays(r)[date(d)] !== LATE).length,
      0,
    );
    expect(unsaved()).toBe(`${changed} 处修改未保存`);
    expect(cell(grid, 0, 8)).not.toHaveClass('arr-edited');
    // per-day count: everybody of the three on day 1 is now 晚班
    const lateRow = within(grid).getByRole('rowheader', { name: '晚班人数' }).closest('tr') as HTMLElement;
    const lateOnDay1 = memberIds().filter((_, i) => i >= 3 && savedDays(i)[date(1)] === LATE).length + 3;
    expect(lateRow.querySelectorAll('td')[0]).toHaveTextContent(String(lateOnDay1));
    // per-member count of 晚班 for the first member
    const lateDays = Object.entries(savedDays(0)).filter(([d, v]) => d >= date(8) && v === LATE).length + 7;
    expect(within(memberRows(grid)[0]).getByLabelText(new RegExp(`晚班${lateDays}天`))).toBeInTheDocument();
  });

  it('selects and applies by keyboard: arrows, shift+arrows, number keys, Delete, undo', async () => {
    const { user, grid } = await openGrid();
    grid.focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    expect(screen.getByText('已选 2 人 × 2 天')).toBeInTheDocument();
    await user.keyboard('1');
    expect(texts(grid, 0, 2, 3)).toEqual(
      ['早班', '早班'].map((t, k) => (savedDays(0)[date(2 + k)] === EARLY ? t : `${t}（未保存）`)),
    );
    expect(texts(grid, 1, 2, 3).every((t) => t?.startsWith('早班'))).toBe(true);
    await user.keyboard('0');
    expect(texts(grid, 1, 2, 3).every((t) => t?.startsWith('休息'))).toBe(true);
    await user.keyboard('{Delete}');
    expect(texts(grid, 1, 2, 3)).toEqual(['（未保存）', '（未保存）']);
    await user.keyboard('{Control>}z{/Control}');
    expect(texts(grid, 1, 2, 3).every((t) => t?.startsWith('休息'))).toBe(true);
    await user.click(tool(/撤销/));
    await user.click(tool(/撤销/));
    expect(unsaved()).toBeNull();
  });

  it('extends the selection with shift+click and selects whole rows and days from their headers', async () => {
    const { grid } = await openGrid();
    fireEvent.mouseDown(cell(grid, 1, 3), { button: 0 });
    fireEvent.mouseUp(window);
    expect(grid).toHaveAttribute('aria-activedescendant', cell(grid, 1, 3).id);
    fireEvent.mouseDown(cell(grid, 3, 9), { button: 0, shiftKey: true });
    fireEvent.mouseUp(window);
    expect(screen.getByText('已选 3 人 × 7 天')).toBeInTheDocument();
    expect(cell(grid, 2, 5)).toHaveAttribute('aria-selected', 'true');
    expect(cell(grid, 2, 10)).toHaveAttribute('aria-selected', 'false');
    fireEvent.mouseDown(within(memberRows(grid)[4]).getByRole('rowheader'), { button: 0 });
    expect(screen.getByText(`已选 1 人 × ${dayjs().daysInMonth()} 天`)).toBeInTheDocument();
    fireEvent.mouseDown(
      within(grid).getByRole('columnheader', { name: new RegExp(`^${Number(month.slice(5))}月5日`) }),
      { button: 0 },
    );
    expect(screen.getByText(`已选 ${memberIds().length} 人 × 1 天`)).toBeInTheDocument();
  });

  it('renders only the rows in view of a laid-out grid, and the rows scrolled to', async () => {
    // the test DOM has no layout: the scroller gets a height of 10 rows (clientHeight lives on Element.prototype)
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get() {
        return (this as HTMLElement).classList.contains('arr-scroll') ? 320 : 0;
      },
    });
    try {
      const { grid } = await openGrid();
      const scroller = grid.parentElement as HTMLElement;
      await waitFor(() => expect(memberRows(grid).length).toBeLessThan(30));
      expect(memberRows(grid)[0]).toHaveAttribute('aria-rowindex', '2');
      act(() => {
        scroller.scrollTop = 30 * 32;
        fireEvent.scroll(scroller);
      });
      // a jump: the rows in view come first, the 8 around them a frame later
      expect(memberRows(grid)[0].getAttribute('aria-rowindex')).toBe(String(30 + 2));
      expect(memberRows(grid).some((r) => r.getAttribute('aria-rowindex') === String(30 + 10 + 2))).toBe(true);
      await waitFor(() => expect(memberRows(grid)[0].getAttribute('aria-rowindex')).toBe(String(30 - 8 + 2)));
      const rows = memberRows(grid);
      expect(rows.some((r) => r.getAttribute('aria-rowindex') === String(30 + 10 + 8 + 2))).toBe(true);
      expect(grid).toHaveAttribute('aria-rowcount', String(memberIds().length + 1));
      // each row sits at its own top in a body of every member's height: no spacer rows move when the window does
      expect(rows[0]).toHaveStyle({ top: `${(30 - 8) * 32}px` });
      expect(grid.querySelector('tbody')).toHaveStyle({ height: `${memberIds().length * 32}px` });
      expect(grid.querySelectorAll('tbody tr:not([data-r])')).toHaveLength(0);
    } finally {
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    }
  });

  it('mounts the other rows one idle period at a time, then keeps them all when scrolled', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get() {
        return (this as HTMLElement).classList.contains('arr-scroll') ? 320 : 0;
      },
    });
    // the browser's idle periods, run by hand (the test DOM has none)
    const idle = new Map<number, () => void>();
    let ids = 0;
    const w = window as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    w.requestIdleCallback = (run: () => void) => (idle.set(++ids, run), ids);
    w.cancelIdleCallback = (id: number) => idle.delete(id);
    try {
      const { grid } = await openGrid();
      const scroller = grid.parentElement as HTMLElement;
      await waitFor(() => expect(memberRows(grid).length).toBeLessThan(30));
      const counts = [memberRows(grid).length];
      while (idle.size && counts.length < 50) {
        const [id, run] = [...idle][0];
        idle.delete(id);
        act(run);
        counts.push(memberRows(grid).length);
      }
      const all = memberIds().length;
      expect(all).toBeGreaterThan(counts[0] + 16);
      // a few more rows each period, never fewer, until every member's row is there
      expect(counts.at(-1)).toBe(all);
      counts.slice(1).forEach((n, i) => expect(n - counts[i]).toBeGreaterThan(0));
      counts.slice(1).forEach((n, i) => expect(n - counts[i]).toBeLessThanOrEqual(16));
      expect(memberRows(grid).map((r) => Number(r.getAttribute('aria-rowindex')))).toEqual(
        Array.from({ length: all }, (_, i) => i + 2),
      );
      // scrolled far, nothing is mounted or dropped: the same elements stay
      const first = memberRows(grid)[0];
      act(() => {
        scroller.scrollTop = 30 * 32;
        fireEvent.scroll(scroller);
      });
      expect(memberRows(grid)).toHaveLength(all);
      expect(memberRows(grid)[0]).toBe(first);
      expect(idle.size).toBe(0);
    } finally {
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
      delete w.requestIdleCallback;
      delete w.cancelIdleCallback;
    }
  });

  it('copies last week over the selection', async () => {
    const { user, grid } = await openGrid();
    // week 2 of member 4 becomes week 1 of member 4
    drag(grid, [3, 8], [3, 14]);
    await user.click(tool(/复制上周/));
    const week1 = texts(grid, 3, 1, 7).map((t) => t?.replace('（未保存）', ''));
    expect(texts(grid, 3, 8, 14).map((t) => t?.replace('（未保存）', ''))).toEqual(week1);
    expect(texts(grid, 3, 15, 15)[0]).not.toContain('未保存');
  });

  it("copies last month (weekday aligned) from the previous month's saved arrangement", async () => {
    const { user, grid } = await openGrid();
    const previous = dayjs(`${month}-01`).subtract(1, 'month');
    const sourceDate = dayjs(`${month}-01`).subtract(28, 'day').format('YYYY-MM-DD');
    const member = memberIds()[0];
    // the previous month had 两头班 on that weekday four weeks earlier
    arrangements().find((a) => a.timeSheetGroupId === GROUP && a.lenovoId === member)!.days[sourceDate] = `sh-${E}-5`;
    expect(sourceDate.startsWith(previous.format('YYYY-MM'))).toBe(true);
    drag(grid, [0, 1], [0, 1]);
    await user.click(tool(/复制上月/));
    await waitFor(() => expect(cell(grid, 0, 1)).toHaveTextContent('两头班'));
  });

  it("fills a cycle defined from the group's shifts and rest, staggered per member", async () => {
    const { user, grid } = await openGrid();
    drag(grid, [0, 1], [1, 10]);
    await user.click(tool(/循环排班/));
    const dialog = await screen.findByRole('dialog', { name: '循环排班' });
    for (const name of ['早班', '早班', '晚班', '晚班', '休息'])
      await user.click(within(dialog).getByRole('button', { name: `+ ${name}：加入循环` }));
    expect(within(dialog).getByText('5天一循环：早班 → 早班 → 晚班 → 晚班 → 休息')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: '成员依次错开一天' }));
    await user.click(within(dialog).getByRole('button', { name: '填充所选区域' }));
    const strip = (t: string | null) => t?.replace('（未保存）', '');
    expect(texts(grid, 0, 1, 10).map(strip)).toEqual([
      '早班',
      '早班',
      '晚班',
      '晚班',
      '休息',
      '早班',
      '早班',
      '晚班',
      '晚班',
      '休息',
    ]);
    expect(texts(grid, 1, 1, 5).map(strip)).toEqual(['早班', '晚班', '晚班', '休息', '早班']);
  });

  it('saves every change in one call with shiftSettings per user and date, then shows it saved', async () => {
    const requests = recordRequests();
    const { user, grid } = await openGrid();
    drag(grid, [0, 1], [2, 2]);
    await user.click(tool(/两头班/));
    drag(grid, [1, 5], [1, 5]);
    await user.click(tool(/清除/));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('排班已保存')).toBeInTheDocument();
    const ids = memberIds();
    const split = { id: `sh-${E}-5` };
    expect(requests.bodies('/userKaoqinSetting/modify')).toEqual([
      {
        timeSheetGroupId: GROUP,
        settings: [
          { lenovoId: ids[0], shiftSettings: { [date(1)]: split, [date(2)]: split } },
          { lenovoId: ids[1], shiftSettings: { [date(1)]: split, [date(2)]: split, [date(5)]: null } },
          { lenovoId: ids[2], shiftSettings: { [date(1)]: split, [date(2)]: split } },
        ],
      },
    ]);
    expect(savedDays(1)[date(1)]).toBe(`sh-${E}-5`);
    expect(savedDays(1)[date(5)]).toBeUndefined();
    await waitFor(() => expect(unsaved()).toBeNull());
    expect(cell(grid, 1, 1)).toHaveTextContent(/^两头班$/);
    expect(sessionStorage.getItem(draftKey(GROUP, month))).toBeNull();
  });

  it('a failed save keeps every change and the draft', async () => {
    const { user, grid } = await openGrid();
    drag(grid, [0, 1], [0, 3]);
    await user.click(tool(/两头班/));
    failNext('/userKaoqinSetting/modify', { code: 500, message: '排班保存失败' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('排班保存失败')).toBeInTheDocument();
    expect(unsaved()).toBe('3 处修改未保存');
    expect(savedDays(0)[date(1)]).not.toBe(`sh-${E}-5`);
    await waitFor(() => expect(sessionStorage.getItem(draftKey(GROUP, month))).not.toBeNull());
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('keeps unsaved changes, encrypted, across a reload; logout removes them', async () => {
    const { user, grid } = await openGrid();
    drag(grid, [0, 1], [1, 4]);
    await user.click(tool(/两头班/));
    const count = unsaved();
    cleanup(); // the page goes away (the draft is written as it unmounts)
    const stored = sessionStorage.getItem(draftKey(GROUP, month));
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(`sh-${E}-5`);
    queryClient.clear();

    const again = await openGrid();
    expect(await screen.findByText(/已恢复上次未保存的排班修改/)).toBeInTheDocument();
    expect(unsaved()).toBe(count);
    expect(texts(again.grid, 1, 1, 4).every((t) => t === '两头班（未保存）')).toBe(true);

    act(() => resetAllStores(queryClient)); // what logout does
    expect(sessionStorage.getItem(draftKey(GROUP, month))).toBeNull();
  });

  it('asks before leaving with unsaved changes; staying keeps them, leaving drops the draft', async () => {
    const { user, grid } = await openGrid();
    drag(grid, [0, 1], [0, 1]);
    await user.click(tool(/两头班/));
    await user.click(screen.getByRole('button', { name: /返回考勤组/ }));
    await confirmIn(user, LEAVE_TEXT, /取\s*消/);
    await waitFor(() => expect(screen.queryByText(LEAVE_TEXT)).not.toBeInTheDocument());
    expect(window.location.hash).toBe(`#${PAGE}`);
    expect(unsaved()).toBe('1 处修改未保存');

    await user.click(screen.getByRole('button', { name: /返回考勤组/ }));
    await confirmIn(user, LEAVE_TEXT, /离\s*开/);
    await waitFor(() => expect(window.location.hash).not.toContain('arrangement'));
    expect(sessionStorage.getItem(draftKey(GROUP, month))).toBeNull();
  });

  it('leaves without asking when nothing changed, and switching month with changes asks first', async () => {
    const { user, grid } = await openGrid();
    drag(grid, [0, 1], [0, 1]);
    await user.click(tool(/两头班/));
    await user.click(screen.getByRole('button', { name: '下个月' }));
    await confirmIn(user, /本月有 1 处排班修改尚未保存/, /切\s*换/);
    const next = dayjs(`${month}-01`).add(1, 'month').format('YYYY-MM');
    await waitFor(() => expect(window.location.hash).toContain(`month=${next}`));
    const nextGrid = await screen.findByRole('grid', { name: `${next.slice(0, 4)}年${Number(next.slice(5))}月排班` });
    expect(cell(nextGrid, 0, 1)).toHaveTextContent(/^$/); // the seed arranges this month only
    expect(unsaved()).toBeNull();
    await user.click(screen.getByRole('button', { name: /返回考勤组/ }));
    await waitFor(() => expect(window.location.hash).not.toContain('arrangement'));
    expect(screen.queryByText(LEAVE_TEXT)).not.toBeInTheDocument();
  });
});
