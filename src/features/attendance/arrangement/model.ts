import { dayjs } from '@/lib/format/dayjs';
import type { ShiftRef, UserKaoqinSetting, UserKaoqinSettingInput } from '../api/types';
import type { Rect } from './selection';

// The arrangement grid's data and its unsaved changes, as pure functions (unit-tested in
// tests/features/attendance/arrangement-model.test.ts). Rows are members, columns the month's dates.

/** A cell: a shift id, '' for rest (休息), null for no arrangement. */
export type CellValue = string | null;

export interface GridMember {
  lenovoId: string;
  name: string;
  departName: string;
}

export interface GridData {
  /** 'YYYY-MM' */
  month: string;
  /** the month's dates, 'YYYY-MM-DD' */
  dates: string[];
  members: GridMember[];
  /** the saved arrangement of each member (same order as members): date → shift id ('' = rest) */
  saved: ReadonlyArray<Readonly<Record<string, string>>>;
  /** the group's shifts, in the group's order (the palette's and the number keys' order) */
  shifts: ShiftRef[];
}

/** Unsaved changes of one member: date → the new value (null: the arrangement is removed). */
export type MemberEdits = Readonly<Record<string, CellValue>>;
/** Unsaved changes by lenovoId. Only cells that differ from the saved arrangement are kept. */
export type Edits = Readonly<Record<string, MemberEdits>>;

export const NO_EDITS: Edits = Object.freeze({});

// Calendar arithmetic in UTC: no browser zone's daylight saving moves a date.
const day = (date: string) => dayjs.utc(date, 'YYYY-MM-DD');

/** 'YYYY-MM' → its dates. */
export function monthDates(month: string): string[] {
  const first = dayjs.utc(month, 'YYYY-MM');
  return Array.from({ length: first.daysInMonth() }, (_, i) => first.date(i + 1).format('YYYY-MM-DD'));
}

/** The date `days` before `date` ('YYYY-MM-DD'). */
export const daysBefore = (date: string, days: number): string => day(date).subtract(days, 'day').format('YYYY-MM-DD');

/** 'YYYY-MM' shifted by `delta` months. */
export const addMonths = (month: string, delta: number): string =>
  dayjs.utc(month, 'YYYY-MM').add(delta, 'month').format('YYYY-MM');

/** Monday = 0 … Sunday = 6. */
export const weekdayOf = (date: string): number => (day(date).day() + 6) % 7;

export function gridDataFrom(month: string, settings: UserKaoqinSetting[], shifts: ShiftRef[]): GridData {
  return {
    month,
    dates: monthDates(month),
    members: settings.map(({ lenovoId, name, departName }) => ({ lenovoId, name, departName })),
    saved: settings.map((s) => {
      const days: Record<string, string> = {};
      for (const [date, v] of Object.entries(s.shiftSettings)) if (date.startsWith(month)) days[date] = v.id;
      return days;
    }),
    shifts,
  };
}

/** Saved value of a member's date (null: no arrangement). */
export const savedValue = (saved: Readonly<Record<string, string>>, date: string): CellValue => saved[date] ?? null;

/** A member's value on a date: the unsaved change if any, else the saved arrangement. */
export function memberValue(
  saved: Readonly<Record<string, string>>,
  edits: MemberEdits | undefined,
  date: string,
): CellValue {
  const edited = edits?.[date];
  return edited !== undefined ? edited : savedValue(saved, date);
}

export const valueAt = (data: GridData, edits: Edits, row: number, col: number): CellValue =>
  memberValue(data.saved[row], edits[data.members[row].lenovoId], data.dates[col]);

/**
 * Writes cells into a copy of `edits`, copying only the members it touches. A value equal to the
 * saved one removes the change (so setting a cell back is no change). Reads see earlier writes.
 */
export class EditWriter {
  private readonly copies = new Map<string, Record<string, CellValue>>();
  private changed = false;

  constructor(
    private readonly data: GridData,
    private readonly edits: Edits,
  ) {}

  get(row: number, col: number): CellValue {
    const id = this.data.members[row].lenovoId;
    return memberValue(this.data.saved[row], this.copies.get(id) ?? this.edits[id], this.data.dates[col]);
  }

  set(row: number, col: number, value: CellValue) {
    if (this.get(row, col) === value) return;
    const id = this.data.members[row].lenovoId;
    const date = this.data.dates[col];
    let copy = this.copies.get(id);
    if (!copy) this.copies.set(id, (copy = { ...this.edits[id] }));
    if (savedValue(this.data.saved[row], date) === value) delete copy[date];
    else copy[date] = value;
    this.changed = true;
  }

  /** The new edits, or the same object when nothing changed. */
  result(): Edits {
    if (!this.changed) return this.edits;
    const next: Record<string, MemberEdits> = { ...this.edits };
    for (const [id, copy] of this.copies) {
      if (Object.keys(copy).length) next[id] = copy;
      else delete next[id];
    }
    return next;
  }
}

/** Every cell of `rect` set to `value` (a shift, rest, or null to clear). */
export function fillRect(data: GridData, edits: Edits, rect: Rect, value: CellValue): Edits {
  const w = new EditWriter(data, edits);
  for (let row = rect.top; row <= rect.bottom; row++)
    for (let col = rect.left; col <= rect.right; col++) w.set(row, col, value);
  return w.result();
}

/**
 * A repeating cycle (e.g. 早班 早班 晚班 晚班 休息) laid over `rect` from its first day; with
 * `stagger` n each member starts n days further along the cycle than the one above.
 */
export function fillCycle(data: GridData, edits: Edits, rect: Rect, cycle: CellValue[], stagger = 0): Edits {
  if (!cycle.length) return edits;
  const n = cycle.length;
  const w = new EditWriter(data, edits);
  for (let row = rect.top; row <= rect.bottom; row++) {
    const shift = ((row - rect.top) * stagger) % n;
    for (let col = rect.left; col <= rect.right; col++) w.set(row, col, cycle[(col - rect.left + shift) % n]);
  }
  return w.result();
}

/** Arrangements before the month (from the previous month's saved data): lenovoId, date → value. */
export type EarlierValues = (lenovoId: string, date: string) => CellValue;

export function earlierValuesFrom(settings: UserKaoqinSetting[]): EarlierValues {
  const byMember = new Map(settings.map((s) => [s.lenovoId, s.shiftSettings]));
  return (lenovoId, date) => byMember.get(lenovoId)?.[date]?.id ?? null;
}

/** Days copied back: a week, or four weeks for "last month" (weekdays stay aligned). */
export const COPY_WEEK_DAYS = 7;
export const COPY_MONTH_DAYS = 28;

/**
 * Each cell of `rect` takes the member's value `offset` days earlier, day by day from the left, so
 * a selection longer than `offset` repeats the period before it (reads see the copied days). Days
 * before the month come from `earlier`.
 */
export function copyBack(data: GridData, edits: Edits, rect: Rect, offset: number, earlier: EarlierValues): Edits {
  const w = new EditWriter(data, edits);
  for (let col = rect.left; col <= rect.right; col++) {
    const source = col - offset;
    const date = source < 0 ? daysBefore(data.dates[0], -source) : '';
    for (let row = rect.top; row <= rect.bottom; row++) {
      w.set(row, col, source >= 0 ? w.get(row, source) : earlier(data.members[row].lenovoId, date));
    }
  }
  return w.result();
}

/** Whether a copy of `rect` reaches before the month (then the previous month must be loaded). */
export const copyReachesBack = (rect: Rect, offset: number) => rect.left - offset < 0;

/** Number of changed cells. */
export function countEdits(edits: Edits): number {
  let n = 0;
  for (const id in edits) n += Object.keys(edits[id]).length;
  return n;
}

/** Edits that still apply to `data`: known members, dates of the month, shifts of the group, and
 *  different from what is saved (a restored draft after the arrangement changed elsewhere). */
export function sanitizeEdits(data: GridData, edits: Edits): Edits {
  const rows = new Map(data.members.map((m, i) => [m.lenovoId, i]));
  const cols = new Map(data.dates.map((d, i) => [d, i]));
  const allowed = new Set(['', ...data.shifts.map((s) => s.id)]);
  const w = new EditWriter(data, NO_EDITS);
  for (const [id, member] of Object.entries(edits)) {
    const row = rows.get(id);
    if (row === undefined) continue;
    for (const [date, value] of Object.entries(member)) {
      const col = cols.get(date);
      if (col !== undefined && (value === null || allowed.has(value))) w.set(row, col, value);
    }
  }
  return w.result();
}

/** Changes that remain after `sent` was saved: cells changed again since keep their change. */
export function withoutSaved(edits: Edits, sent: Edits): Edits {
  let next: Record<string, MemberEdits> | null = null;
  for (const [id, member] of Object.entries(sent)) {
    const current = edits[id];
    if (!current) continue;
    const left: Record<string, CellValue> = { ...current };
    for (const [date, value] of Object.entries(member)) if (left[date] === value) delete left[date];
    next ??= { ...edits };
    if (Object.keys(left).length) next[id] = left;
    else delete next[id];
  }
  return next ?? edits;
}

/** The one save call for every change: per member, date → { id } or null (removed). */
export function savePayload(groupId: string, edits: Edits): UserKaoqinSettingInput {
  return {
    timeSheetGroupId: groupId,
    settings: Object.entries(edits).map(([lenovoId, member]) => ({
      lenovoId,
      shiftSettings: Object.fromEntries(
        Object.entries(member).map(([date, value]) => [date, value === null ? null : { id: value }]),
      ),
    })),
  };
}

/** What the counts count: each shift of the group, then rest. */
export const tallyKeys = (shifts: ShiftRef[]): string[] => [...shifts.map((s) => s.id), ''];

/** How many of `values` are each key (shift ids, '' rest); cells without arrangement are not counted. */
export function tally(values: CellValue[], keys: string[]): number[] {
  const counts = keys.map(() => 0);
  const index = new Map(keys.map((k, i) => [k, i]));
  for (const v of values) {
    const i = v === null ? undefined : index.get(v);
    if (i !== undefined) counts[i]++;
  }
  return counts;
}

/** Per day: how many members have each key. [key index][column] */
export function dayTallies(data: GridData, edits: Edits, keys: string[]): number[][] {
  const counts = keys.map(() => new Array<number>(data.dates.length).fill(0));
  const index = new Map(keys.map((k, i) => [k, i]));
  data.members.forEach((m, row) => {
    const saved = data.saved[row];
    const member = edits[m.lenovoId];
    data.dates.forEach((date, col) => {
      const v = memberValue(saved, member, date);
      const i = v === null ? undefined : index.get(v);
      if (i !== undefined) counts[i][col]++;
    });
  });
  return counts;
}
