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
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** Milliseconds of a yyyy-MM-dd or yyyy-MM-dd HH:mm (or the input's T form) value, as UTC; null if unreadable. */
function parse(text: string, withTime: boolean): number | null {
  const m = (withTime ? DATE_TIME : DATE).exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0'] = m.slice(1);
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  const back = new Date(ms);
  return back.getUTCFullYear() === Number(y) && back.getUTCMonth() === Number(mo) - 1 && back.getUTCDate() === Number(d)
    ? ms
    : null;
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
