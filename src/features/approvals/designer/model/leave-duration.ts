import { dayjs } from '@/lib/format/dayjs';

// Duration of a date range as the member fills it (AskLeave, DateSection), shown 自动计算.
//
// The rule, by what the control collects:
//  - dates only (AskLeave, and DateSection with 年-月-日): whole calendar days, both ends included
//    (2026-03-02 → 2026-03-04 is 3 days);
//  - dates with times (DateSection with 年-月-日 时:分): if the duration's name says 小时, the hours
//    between them rounded up to the half hour; otherwise days counted in half days, rounded up
//    (09:00 → 15:00 is 0.5 day, 09:00 → next day 09:00 is 1 day).
// The end before the start, or a value missing or unreadable, gives null (no duration).

export type DurationUnit = 'day' | 'hour';

export interface Duration {
  value: number;
  unit: DurationUnit;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DATES = ['YYYY-MM-DD'];
const DATE_TIMES = ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD[T]HH:mm'];

/** Milliseconds of a yyyy-MM-dd or yyyy-MM-dd HH:mm (or the input's T form) value, as UTC; null if
 *  unreadable. Strict: every field written in full and existing (no 2026-02-30, 2026-2-3 or 10:75). */
function parse(text: string, withTime: boolean): number | null {
  const value = text.trim();
  const at = (withTime ? DATE_TIMES : DATES).map((f) => dayjs.utc(value, f, true)).find((d) => d.isValid());
  return at ? at.valueOf() : null;
}

/** The unit a duration row's name asks for: 小时 means hours, anything else days. */
export const unitOfName = (durationName: string): DurationUnit => (durationName.includes('小时') ? 'hour' : 'day');

export function leaveDuration(
  start: string,
  end: string,
  withTime: boolean,
  unit: DurationUnit = 'day',
): Duration | null {
  const from = parse(start, withTime);
  const to = parse(end, withTime);
  if (from === null || to === null || to < from) return null;
  if (!withTime) return { value: Math.round((to - from) / DAY_MS) + 1, unit: 'day' };
  if (unit === 'hour') return { value: Math.ceil(((to - from) / HOUR_MS) * 2) / 2, unit: 'hour' };
  return { value: Math.ceil(((to - from) / DAY_MS) * 2) / 2, unit: 'day' };
}

/** True when both ends are readable and the end comes before the start. */
export function endsBeforeStart(start: string, end: string, withTime: boolean): boolean {
  const from = parse(start, withTime);
  const to = parse(end, withTime);
  return from !== null && to !== null && to < from;
}

export const durationText = (d: Duration | null): string => (d ? `${d.value}${d.unit === 'hour' ? '小时' : '天'}` : '');
