import dayjs, { type Dayjs } from 'dayjs';
import type { ShiftFields } from '../api/types';
import { workMinutes } from '../lib/shift-rules';

// The shift form edits times as dayjs values (antd TimePicker); the calls speak 'HH:mm'.
export const TIME_FORMAT = 'HH:mm';

type TimeField =
  'firstShiftStart' | 'firstShiftEnd' | 'secondShiftStart' | 'secondShiftEnd' | 'lunchStart' | 'lunchEnd';
/** The fields picked as times. */
export const TIME_FIELDS: readonly TimeField[] = [
  'firstShiftStart',
  'firstShiftEnd',
  'secondShiftStart',
  'secondShiftEnd',
  'lunchStart',
  'lunchEnd',
];

export type ShiftFormValues = Omit<ShiftFields, TimeField> &
  Record<TimeField, Dayjs | null> & {
    /** a lunch break is set (lunchStart/lunchEnd are '' without one) */
    hasLunch: boolean;
  };

const toTime = (t: string) => (t ? dayjs(t, TIME_FORMAT) : null);
const fromTime = (d: Dayjs | null | undefined) => (d ? d.format(TIME_FORMAT) : '');

export function toFormValues(s: ShiftFields): ShiftFormValues {
  const times = Object.fromEntries(TIME_FIELDS.map((f) => [f, toTime(s[f])])) as Record<TimeField, Dayjs | null>;
  return { ...s, ...times, hasLunch: !!(s.lunchStart || s.lunchEnd) };
}

/** The form's values as the call's fields; hidden parts (second period, lunch, allowances) are emptied. */
export function toShiftFields(v: ShiftFormValues): ShiftFields {
  const twice = !!v.twiceOneDay;
  const elastic = !!v.elasticOption;
  const n = (x: number | null | undefined) => (elastic ? Number(x ?? 0) : 0);
  return {
    name: (v.name ?? '').trim(),
    twiceOneDay: twice,
    firstShiftStart: fromTime(v.firstShiftStart),
    firstShiftEnd: fromTime(v.firstShiftEnd),
    secondShiftStart: twice ? fromTime(v.secondShiftStart) : '',
    secondShiftEnd: twice ? fromTime(v.secondShiftEnd) : '',
    lunchStart: v.hasLunch ? fromTime(v.lunchStart) : '',
    lunchEnd: v.hasLunch ? fromTime(v.lunchEnd) : '',
    elasticOption: elastic,
    elasticHourLate: n(v.elasticHourLate),
    elasticMinuteLate: n(v.elasticMinuteLate),
    elasticHourLeave: n(v.elasticHourLeave),
    elasticMinuteLeave: n(v.elasticMinuteLeave),
  };
}

/** '08:00-11:30、14:30-19:00' */
export const periodsText = (s: ShiftFields) =>
  [`${s.firstShiftStart}-${s.firstShiftEnd}`, s.twiceOneDay ? `${s.secondShiftStart}-${s.secondShiftEnd}` : '']
    .filter(Boolean)
    .join('、');

const duration = (h: number, m: number) => (h ? `${h}小时` : '') + (m ? `${m}分钟` : '') || '0分钟';

/** 迟到 1小时 / 晚走 30分钟, or 否 */
export const elasticText = (s: ShiftFields) =>
  s.elasticOption
    ? `允许迟到${duration(s.elasticHourLate, s.elasticMinuteLate)}，晚走${duration(s.elasticHourLeave, s.elasticMinuteLeave)}`
    : '否';

/** 8小时, 7.5小时 */
export const workHoursText = (s: ShiftFields) => `${Math.round((workMinutes(s) / 60) * 10) / 10}小时`;
