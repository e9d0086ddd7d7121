import dayjs, { type Dayjs } from 'dayjs';
import type { WorkdaySetting } from '../api/types';

/** The dates of a month, 'YYYY-MM-DD', with their weekday (0 = Monday … 6 = Sunday). */
export function monthDays(month: Dayjs): Array<{ date: string; day: number; weekday: number }> {
  const first = month.startOf('month');
  return Array.from({ length: first.daysInMonth() }, (_, i) => {
    const d = first.add(i, 'day');
    return { date: d.format('YYYY-MM-DD'), day: i + 1, weekday: (d.day() + 6) % 7 };
  });
}

/** A member's month following the group's default week. */
export function weekFill(month: Dayjs, week: WorkdaySetting): Record<string, string> {
  return Object.fromEntries(monthDays(month).map(({ date, weekday }) => [date, week[weekday] ?? '']));
}

export const thisMonth = () => dayjs().startOf('month');

/**
 * Unsaved arrangement changes: lenovoId → date → shift id ('' rest) or null (no arrangement).
 * A change back to the saved value is no change.
 */
export type Draft = Record<string, Record<string, string | null>>;

export function withChange(
  draft: Draft,
  lenovoId: string,
  changes: Record<string, string | null>,
  saved: (date: string) => string | null,
): Draft {
  const row = { ...(draft[lenovoId] ?? {}) };
  for (const [date, value] of Object.entries(changes)) {
    if (value === saved(date)) delete row[date];
    else row[date] = value;
  }
  const next = { ...draft, [lenovoId]: row };
  if (!Object.keys(row).length) delete next[lenovoId];
  return next;
}

export const draftSize = (draft: Draft) => Object.values(draft).reduce((n, row) => n + Object.keys(row).length, 0);
