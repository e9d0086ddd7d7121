import {
  dayToSeconds,
  isDefaultRange,
  overlappingBalance,
  periodLabel,
  periodsOverlap,
  secondsToDay,
  validLines,
} from '@/features/leave/lib/balance-time';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '@/features/leave/constants';
import type { LeaveBalance } from '@/features/leave/api/types';

const balance = (id: string, holidayId: string, from: string, to: string): LeaveBalance => ({
  id,
  lenovoId: '1',
  holidayId,
  lines: 8,
  startTime: dayToSeconds(from, 'start')!,
  endTime: dayToSeconds(to, 'end')!,
  name: '',
  departName: '',
  holidayName: '',
  updateTime: '',
});

describe('leave balance periods (UTC+8, spec §9)', () => {
  it('maps the default range to its days and back', () => {
    expect(dayToSeconds('2002-01-01', 'start')).toBe(DEFAULT_START_TIME);
    expect(dayToSeconds('2200-12-31', 'end')).toBe(DEFAULT_END_TIME);
    expect(secondsToDay(DEFAULT_START_TIME)).toBe('2002-01-01');
    expect(secondsToDay(DEFAULT_END_TIME)).toBe('2200-12-31');
    expect(isDefaultRange({ startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME })).toBe(true);
    expect(periodLabel({ startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME })).toBe('长期有效');
    expect(
      periodLabel({ startTime: dayToSeconds('2026-01-01', 'start')!, endTime: dayToSeconds('2026-12-31', 'end')! }),
    ).toBe('2026-01-01 至 2026-12-31');
  });

  it('refuses impossible dates', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026/01/01', '', 'x'])
      expect(dayToSeconds(bad, 'start')).toBeNull();
  });

  it('finds the overlapping balance of the same type, ignoring the one being edited', () => {
    const held = [balance('a', 't1', '2026-01-01', '2026-06-30'), balance('b', 't2', '2026-01-01', '2026-12-31')];
    const terms = (from: string, to: string, holidayId = 't1') => ({
      holidayId,
      startTime: dayToSeconds(from, 'start')!,
      endTime: dayToSeconds(to, 'end')!,
    });
    expect(overlappingBalance(held, terms('2026-06-30', '2026-12-31'))?.id).toBe('a');
    expect(overlappingBalance(held, terms('2026-07-01', '2026-12-31'))).toBeUndefined();
    expect(overlappingBalance(held, terms('2026-03-01', '2026-03-31'), 'a')).toBeUndefined();
    expect(overlappingBalance(held, terms('2026-03-01', '2026-03-31', 't3'))).toBeUndefined();
    expect(periodsOverlap(held[0], held[1])).toBe(true);
  });

  it('takes hours from 0 to the limit with one decimal at most', () => {
    expect([0, 8, 1.1, 2.5, 9999].every((n) => validLines(n, 9999))).toBe(true);
    expect([-1, 10000, 1.25, Number.NaN, Infinity].some((n) => validLines(n, 9999))).toBe(false);
  });
});
