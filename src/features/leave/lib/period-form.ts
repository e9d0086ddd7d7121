import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '../constants';
import type { BalanceTerms, Seconds } from '../api/types';
import { dayToSeconds, isDefaultRange, secondsToDay } from './balance-time';

// A balance's period as a form holds it: 长期有效 (the §9 default range) or picked days (RangePicker).

export type PeriodKind = 'long' | 'range';

export interface PeriodValues {
  period: PeriodKind;
  range?: [Dayjs, Dayjs] | null;
}

/** The first and last day the pickers offer (the default range's ends). */
export const FIRST_DAY = secondsToDay(DEFAULT_START_TIME);
export const LAST_DAY = secondsToDay(DEFAULT_END_TIME);

/** Days outside 2002-01-01 … 2200-12-31 cannot be picked. */
export const outsideRange = (d: Dayjs) => d.format('YYYY-MM-DD') < FIRST_DAY || d.format('YYYY-MM-DD') > LAST_DAY;

/** Form values → seconds (whole days in UTC+8); the default range for 长期有效. */
export function periodSeconds(v: PeriodValues): { startTime: Seconds; endTime: Seconds } {
  if (v.period === 'long' || !v.range) return { startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME };
  return {
    startTime: dayToSeconds(v.range[0].format('YYYY-MM-DD'), 'start')!,
    endTime: dayToSeconds(v.range[1].format('YYYY-MM-DD'), 'end')!,
  };
}

/** A balance's period → form values. */
export function periodValues(t: Pick<BalanceTerms, 'startTime' | 'endTime'>): PeriodValues {
  if (isDefaultRange(t)) return { period: 'long', range: null };
  return { period: 'range', range: [dayjs(secondsToDay(t.startTime)), dayjs(secondsToDay(t.endTime))] };
}
