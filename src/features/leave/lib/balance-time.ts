import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '../constants';
import type { BalanceTerms, LeaveBalance, Seconds } from '../api/types';

// Balance periods are whole days in China time (UTC+8), the zone of the spec's default range
// (1009814400 = 2002-01-01 00:00:00 +08:00), whatever zone the browser is in.

const OFFSET_S = 8 * 3600;
const DAY_S = 86400;

/** 'YYYY-MM-DD' → seconds at the start (00:00:00) or end (23:59:59) of that day, UTC+8; null if not a date. */
export function dayToSeconds(day: string, edge: 'start' | 'end'): Seconds | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3])) return null;
  const start = ms / 1000 - OFFSET_S;
  return edge === 'start' ? start : start + DAY_S - 1;
}

/** Seconds → 'YYYY-MM-DD' of that moment in UTC+8. */
export function secondsToDay(s: Seconds): string {
  return new Date((s + OFFSET_S) * 1000).toISOString().slice(0, 10);
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
