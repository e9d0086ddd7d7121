import { CHINA_ZONE, dayjs } from '@/lib/format/dayjs';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '../constants';
import type { BalanceTerms, LeaveBalance, Seconds } from '../api/types';

// Balance periods are whole days in China time, the zone of the spec's default range
// (1009814400 = 2002-01-01 00:00:00 +08:00), whatever zone the browser is in.

const DAY = 'YYYY-MM-DD';

/** 'YYYY-MM-DD' → seconds at the start (00:00:00) or end (23:59:59) of that day in China; null if not a date. */
export function dayToSeconds(day: string, edge: 'start' | 'end'): Seconds | null {
  const text = day.trim();
  if (!dayjs.utc(text, DAY, true).isValid()) return null;
  return dayjs.tz(`${text} ${edge === 'start' ? '00:00:00' : '23:59:59'}`, CHINA_ZONE).unix();
}

// dayjs's .tz() builds an Intl formatter per call (~0.1 ms); a table renders two per row on every
// render, and periods share their bounds, so each answer is kept.
const days = new Map<Seconds, string>();

/** Seconds → 'YYYY-MM-DD' of that moment in China. */
export function secondsToDay(s: Seconds): string {
  const known = days.get(s);
  if (known !== undefined) return known;
  const day = dayjs.unix(s).tz(CHINA_ZONE).format(DAY);
  days.set(s, day);
  return day;
}

/** The default range means "no limit". */
export const isDefaultRange = (t: Pick<BalanceTerms, 'startTime' | 'endTime'>) =>
  t.startTime === DEFAULT_START_TIME && t.endTime === DEFAULT_END_TIME;

/** '长期有效' for the default range, else 'YYYY-MM-DD 至 YYYY-MM-DD'. */
export const periodLabel = (t: Pick<BalanceTerms, 'startTime' | 'endTime'>) =>
  isDefaultRange(t) ? '长期有效' : `${secondsToDay(t.startTime)} 至 ${secondsToDay(t.endTime)}`;

/** Two closed periods share at least one second. */
export const periodsOverlap = (
  a: Pick<BalanceTerms, 'startTime' | 'endTime'>,
  b: Pick<BalanceTerms, 'startTime' | 'endTime'>,
) => a.startTime <= b.endTime && b.startTime <= a.endTime;

/** The person's balance of the same type whose period overlaps `terms` (the form refuses it before the call). */
export function overlappingBalance(
  existing: readonly LeaveBalance[],
  terms: { holidayId: string; startTime: Seconds; endTime: Seconds },
  selfId?: string,
): LeaveBalance | undefined {
  return existing.find((b) => b.id !== selfId && b.holidayId === terms.holidayId && periodsOverlap(b, terms));
}

/** Hours with at most one decimal, 0 to max. */
export const validLines = (lines: number, max: number) =>
  Number.isFinite(lines) && lines >= 0 && lines <= max && Math.abs(Math.round(lines * 10) - lines * 10) < 1e-9;
