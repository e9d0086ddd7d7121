import type { ShiftFields } from '../api/types';
import {
  ELASTIC_HOUR_MAX,
  ELASTIC_MINUTE_MAX,
  MSG_ELASTIC_EMPTY,
  MSG_ELASTIC_INVALID,
  MSG_LUNCH_INCOMPLETE,
  MSG_LUNCH_ORDER,
  MSG_LUNCH_OUTSIDE,
  MSG_PERIOD_ORDER,
  MSG_PERIODS_OVERLAP,
  MSG_SECOND_BEFORE_FIRST,
  MSG_SHIFT_NAME_REQUIRED,
  MSG_SHIFT_NAME_TOO_LONG,
  MSG_TIME_REQUIRED,
  NAME_MAX,
} from '../constants';

// The shift form's own checks, run before any call (the schedule service checks again).

/** 'HH:mm' → minutes since midnight, or null when it is not a time of day. */
export function toMinutes(time: string | null | undefined): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export type ShiftField = keyof ShiftFields;
export interface ShiftProblem {
  field: ShiftField;
  message: string;
}

const within = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;

/** The first problem of a shift, with the field to show it on; null when the shift can be saved. */
export function shiftProblem(s: ShiftFields): ShiftProblem | null {
  const name = s.name.trim();
  if (!name) return { field: 'name', message: MSG_SHIFT_NAME_REQUIRED };
  if (name.length > NAME_MAX) return { field: 'name', message: MSG_SHIFT_NAME_TOO_LONG };
  const periods: Array<[number, number]> = [];
  const pairs: Array<[ShiftField, ShiftField]> = [['firstShiftStart', 'firstShiftEnd']];
  if (s.twiceOneDay) pairs.push(['secondShiftStart', 'secondShiftEnd']);
  for (const [startField, endField] of pairs) {
    const start = toMinutes(s[startField] as string);
    const end = toMinutes(s[endField] as string);
    if (start === null) return { field: startField, message: MSG_TIME_REQUIRED };
    if (end === null) return { field: endField, message: MSG_TIME_REQUIRED };
    if (end <= start) return { field: endField, message: MSG_PERIOD_ORDER };
    periods.push([start, end]);
  }
  if (periods.length === 2) {
    const [[a0, a1], [b0, b1]] = periods;
    if (b0 < a1 && a0 < b1) return { field: 'secondShiftStart', message: MSG_PERIODS_OVERLAP };
    if (b0 < a1) return { field: 'secondShiftStart', message: MSG_SECOND_BEFORE_FIRST };
  }
  if (s.lunchStart || s.lunchEnd) {
    const start = toMinutes(s.lunchStart);
    const end = toMinutes(s.lunchEnd);
    if (start === null || end === null)
      return { field: start === null ? 'lunchStart' : 'lunchEnd', message: MSG_LUNCH_INCOMPLETE };
    if (end <= start) return { field: 'lunchEnd', message: MSG_LUNCH_ORDER };
    if (!periods.some(([p0, p1]) => start >= p0 && end <= p1))
      return { field: 'lunchStart', message: MSG_LUNCH_OUTSIDE };
  }
  if (s.elasticOption) {
    const hours = [s.elasticHourLate, s.elasticHourLeave];
    const minutes = [s.elasticMinuteLate, s.elasticMinuteLeave];
    if (!hours.every((h) => within(h, ELASTIC_HOUR_MAX)) || !minutes.every((m) => within(m, ELASTIC_MINUTE_MAX)))
      return { field: 'elasticHourLate', message: MSG_ELASTIC_INVALID };
    if ([...hours, ...minutes].every((v) => v === 0)) return { field: 'elasticHourLate', message: MSG_ELASTIC_EMPTY };
  }
  return null;
}

/** Working minutes of a shift (periods minus the lunch break), for summaries. */
export function workMinutes(s: ShiftFields): number {
  const span = (a: string, b: string) => Math.max(0, (toMinutes(b) ?? 0) - (toMinutes(a) ?? 0));
  const total =
    span(s.firstShiftStart, s.firstShiftEnd) + (s.twiceOneDay ? span(s.secondShiftStart, s.secondShiftEnd) : 0);
  return total - (s.lunchStart && s.lunchEnd ? span(s.lunchStart, s.lunchEnd) : 0);
}
