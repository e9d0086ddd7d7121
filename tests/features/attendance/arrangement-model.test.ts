import {
  addMonths,
  copyBack,
  copyReachesBack,
  countEdits,
  dayTallies,
  daysBefore,
  fillCycle,
  fillRect,
  monthDates,
  NO_EDITS,
  sanitizeEdits,
  savePayload,
  tally,
  tallyKeys,
  valueAt,
  weekdayOf,
  withoutSaved,
  COPY_MONTH_DAYS,
  COPY_WEEK_DAYS,
  type CellValue,
  type GridData,
} from '@/features/attendance/arrangement/model';
import { decodeDraft, encodeDraft } from '@/features/attendance/arrangement/draft-codec';
import {
  extendTo,
  moveSelection,
  collapsed,
  rectOf,
  rectSize,
  selectAll,
  selectCols,
  selectRows,
} from '@/features/attendance/arrangement/selection';

// Pure logic of the arrangement grid: selection rectangles, fills, cycles, copies, counts, payload, draft codec.

const E = 'sh-e',
  L = 'sh-l',
  S = 'sh-s';
const REST = '';

/** Three members in November 2026 (Sunday the 1st): m0 fully arranged E, m1 nothing, m2 rest on the 1st only. */
function grid(): GridData {
  const dates = monthDates('2026-11');
  return {
    month: '2026-11',
    dates,
    members: ['m0', 'm1', 'm2'].map((id) => ({ lenovoId: id, name: id, departName: '' })),
    saved: [Object.fromEntries(dates.map((d) => [d, E])), {}, { '2026-11-01': REST }],
    shifts: [
      { id: E, name: '早班' },
      { id: L, name: '晚班' },
      { id: S, name: '值班' },
    ],
  };
}
const row = (data: GridData, edits: typeof NO_EDITS, r: number, from = 0, to = data.dates.length - 1) =>
  Array.from({ length: to - from + 1 }, (_, k) => valueAt(data, edits, r, from + k));

describe('selection', () => {
  it('spans the anchor and the focus whichever way one drags', () => {
    expect(rectOf({ anchor: { row: 4, col: 9 }, focus: { row: 1, col: 2 } })).toEqual({
      top: 1,
      bottom: 4,
      left: 2,
      right: 9,
    });
    expect(rectSize(rectOf(extendTo(collapsed({ row: 0, col: 0 }), { row: 2, col: 6 })))).toBe(21);
  });

  it('moves with arrows inside the grid, and extends from the anchor with shift', () => {
    const b = { rows: 3, cols: 30 };
    const s = collapsed({ row: 0, col: 0 });
    expect(moveSelection(s, 'ArrowUp', false, b)).toEqual(collapsed({ row: 0, col: 0 }));
    expect(moveSelection(s, 'ArrowRight', false, b)).toEqual(collapsed({ row: 0, col: 1 }));
    const extended = moveSelection(moveSelection(s, 'ArrowRight', true, b), 'ArrowDown', true, b);
    expect(extended).toEqual({ anchor: { row: 0, col: 0 }, focus: { row: 1, col: 1 } });
    expect(moveSelection(extended, 'ArrowLeft', false, b)).toEqual(collapsed({ row: 1, col: 0 }));
    expect(moveSelection(collapsed({ row: 2, col: 29 }), 'ArrowDown', true, b).focus).toEqual({ row: 2, col: 29 });
  });

  it('selects all, whole rows and whole columns', () => {
    const b = { rows: 3, cols: 30 };
    expect(rectOf(selectAll(b))).toEqual({ top: 0, left: 0, bottom: 2, right: 29 });
    expect(rectOf(selectRows(2, 1, b))).toEqual({ top: 1, left: 0, bottom: 2, right: 29 });
    expect(rectOf(selectCols(5, 3, b))).toEqual({ top: 0, left: 3, bottom: 2, right: 5 });
  });
});

describe('dates', () => {
  it('knows month lengths, weekdays and earlier dates', () => {
    expect(monthDates('2026-02')).toHaveLength(28);
    expect(monthDates('2028-02').at(-1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-01')).toBe(6); // Sunday
    expect(daysBefore('2026-11-01', 7)).toBe('2026-10-25');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });
});

describe('range apply', () => {
  it('sets every cell of the rectangle and keeps only real changes', () => {
    const data = grid();
    const edits = fillRect(data, NO_EDITS, { top: 0, bottom: 2, left: 0, right: 6 }, L);
    expect(row(data, edits, 1, 0, 7)).toEqual([L, L, L, L, L, L, L, null]);
    expect(countEdits(edits)).toBe(21);
    // back to what is saved: no change left for m0
    const back = fillRect(data, edits, { top: 0, bottom: 0, left: 0, right: 6 }, E);
    expect(back.m0).toBeUndefined();
    expect(countEdits(back)).toBe(14);
  });

  it('clears (null) and gives the same object back when nothing changes', () => {
    const data = grid();
    const cleared = fillRect(data, NO_EDITS, { top: 0, bottom: 1, left: 0, right: 1 }, null);
    expect(cleared).toEqual({ m0: { '2026-11-01': null, '2026-11-02': null } });
    expect(fillRect(data, cleared, { top: 1, bottom: 1, left: 0, right: 1 }, null)).toBe(cleared);
  });
});

describe('cycle fill', () => {
  it('repeats early-early-late-late-rest from the first selected day', () => {
    const data = grid();
    const cycle: CellValue[] = [E, E, L, L, REST];
    const edits = fillCycle(data, NO_EDITS, { top: 1, bottom: 1, left: 2, right: 13 }, cycle);
    expect(row(data, edits, 1, 2, 13)).toEqual([E, E, L, L, REST, E, E, L, L, REST, E, E]);
    expect(valueAt(data, edits, 1, 1)).toBeNull();
  });

  it('staggers each member one day further along the cycle', () => {
    const data = grid();
    const edits = fillCycle(data, NO_EDITS, { top: 0, bottom: 2, left: 0, right: 4 }, [E, L, REST], 1);
    expect(row(data, edits, 0, 0, 4)).toEqual([E, L, REST, E, L]);
    expect(row(data, edits, 1, 0, 4)).toEqual([L, REST, E, L, REST]);
    expect(row(data, edits, 2, 0, 4)).toEqual([REST, E, L, REST, E]);
  });
});

describe('copy last week / last month', () => {
  it('copies the week before the selection, repeating it over a longer selection', () => {
    const data = grid();
    const week: CellValue[] = [REST, E, L, L, S, E, REST];
    let edits = NO_EDITS;
    week.forEach((v, c) => (edits = fillRect(data, edits, { top: 1, bottom: 1, left: c, right: c }, v)));
    const copied = copyBack(data, edits, { top: 1, bottom: 1, left: 7, right: 20 }, COPY_WEEK_DAYS, () => null);
    expect(row(data, copied, 1, 7, 20)).toEqual([...week, ...week]);
    expect(copyReachesBack({ top: 0, bottom: 0, left: 7, right: 20 }, COPY_WEEK_DAYS)).toBe(false);
  });

  it('takes days before the month from the earlier month, weekday aligned', () => {
    const data = grid();
    const asked: string[] = [];
    const earlier = (id: string, date: string) => {
      asked.push(`${id} ${date}`);
      return date === '2026-10-04' ? S : REST;
    };
    expect(copyReachesBack({ top: 1, bottom: 1, left: 0, right: 30 }, COPY_MONTH_DAYS)).toBe(true);
    const copied = copyBack(data, NO_EDITS, { top: 1, bottom: 1, left: 0, right: 29 }, COPY_MONTH_DAYS, earlier);
    // Nov 1 (Sunday) ← Oct 4 (Sunday); Nov 29 ← Nov 1 (the copied value)
    expect(valueAt(data, copied, 1, 0)).toBe(S);
    expect(valueAt(data, copied, 1, 28)).toBe(S);
    expect(valueAt(data, copied, 1, 1)).toBe(REST);
    expect(asked[0]).toBe('m1 2026-10-04');
    expect(asked).toHaveLength(28);
  });
});

describe('counts', () => {
  it('counts each shift and rest per member and per day, leaving empty cells out', () => {
    const data = grid();
    const keys = tallyKeys(data.shifts);
    expect(keys).toEqual([E, L, S, '']);
    expect(tally([E, E, null, REST, L, 'unknown'], keys)).toEqual([2, 1, 0, 1]);
    const edits = fillRect(data, NO_EDITS, { top: 1, bottom: 2, left: 0, right: 0 }, L);
    const perDay = dayTallies(data, edits, keys);
    expect(perDay.map((k) => k[0])).toEqual([1, 2, 0, 0]);
    expect(perDay.map((k) => k[1])).toEqual([1, 0, 0, 0]);
  });
});

describe('saving', () => {
  it('sends every changed date of every member in one payload, null for a removed day', () => {
    const data = grid();
    let edits = fillRect(data, NO_EDITS, { top: 1, bottom: 2, left: 2, right: 3 }, L);
    edits = fillRect(data, edits, { top: 0, bottom: 0, left: 0, right: 0 }, null);
    expect(savePayload('g1', edits)).toEqual({
      timeSheetGroupId: 'g1',
      settings: [
        { lenovoId: 'm1', shiftSettings: { '2026-11-03': { id: L }, '2026-11-04': { id: L } } },
        { lenovoId: 'm2', shiftSettings: { '2026-11-03': { id: L }, '2026-11-04': { id: L } } },
        { lenovoId: 'm0', shiftSettings: { '2026-11-01': null } },
      ],
    });
  });

  it('keeps the changes made while a save ran', () => {
    const data = grid();
    const sent = fillRect(data, NO_EDITS, { top: 1, bottom: 1, left: 0, right: 1 }, L);
    const later = fillRect(data, sent, { top: 1, bottom: 1, left: 1, right: 1 }, S);
    expect(withoutSaved(later, sent)).toEqual({ m1: { '2026-11-02': S } });
    expect(withoutSaved(sent, sent)).toEqual({});
  });

  it('drops restored changes that no longer apply', () => {
    const data = grid();
    const restored = {
      m1: { '2026-11-01': L, '2026-12-01': L, '2026-11-02': 'sh-gone' },
      ghost: { '2026-11-01': E },
      m0: { '2026-11-03': E },
    };
    expect(sanitizeEdits(data, restored)).toEqual({ m1: { '2026-11-01': L } });
  });
});

describe('draft codec', () => {
  it('round-trips changes in one character per day', () => {
    const data = grid();
    let edits = fillCycle(data, NO_EDITS, { top: 0, bottom: 2, left: 0, right: 29 }, [E, L, REST, null, S], 1);
    edits = fillRect(data, edits, { top: 2, bottom: 2, left: 10, right: 12 }, null);
    const stored = encodeDraft(edits, data.dates);
    expect(stored.rows.m1).toHaveLength(30);
    expect(decodeDraft(JSON.parse(JSON.stringify(stored)), data.dates)).toEqual(edits);
    expect(decodeDraft({ v: 2 }, data.dates)).toBeNull();
    expect(decodeDraft('junk', data.dates)).toBeNull();
  });
});
