import { evaluateDay, scheduledMinutes, type DayFigures } from '@/sandbox/attendance-stats/rules';
import type { ShiftFields } from '@/features/attendance/api/types';
import type { Punch } from '@/features/attendance-stats/api/types';

// The rules of a day (docs/assumed-contract.md "Attendance statistics", "Rules"), one case a row.

const STANDARD: ShiftFields = {
  name: '标准班',
  twiceOneDay: false,
  firstShiftStart: '09:00',
  firstShiftEnd: '18:00',
  secondShiftStart: '',
  secondShiftEnd: '',
  lunchStart: '12:00',
  lunchEnd: '13:00',
  elasticOption: false,
  elasticHourLate: 0,
  elasticMinuteLate: 0,
  elasticHourLeave: 0,
  elasticMinuteLeave: 0,
};
// late allowance 30 minutes, the end moves by up to 20
const ELASTIC: ShiftFields = { ...STANDARD, elasticOption: true, elasticMinuteLate: 30, elasticMinuteLeave: 20 };
const SPLIT: ShiftFields = {
  ...STANDARD,
  twiceOneDay: true,
  firstShiftStart: '08:00',
  firstShiftEnd: '11:30',
  secondShiftStart: '14:30',
  secondShiftEnd: '19:00',
  lunchStart: '',
  lunchEnd: '',
};

/** 'on@09:00 off@18:00' (period 2 as on2/off2, a field punch marked with *) */
function punches(text: string): Punch[] {
  return text
    .split(' ')
    .filter(Boolean)
    .map((p) => {
      const [kind, time] = p.replace('*', '').split('@');
      return {
        time,
        kind: kind.startsWith('on') ? 'on' : 'off',
        period: kind.endsWith('2') ? 2 : 1,
        field: p.endsWith('*'),
        corrected: false,
      };
    });
}

type Case = [
  name: string,
  shift: ShiftFields | null,
  punches: string,
  leaveMinutes: number,
  expected: Partial<DayFigures> & { missingCount?: number },
  now?: number,
];

const CASES: Case[] = [
  ['rest day', null, '', 0, { status: 'rest', workMinutes: 0 }],
  [
    'on time, lunch taken out',
    STANDARD,
    'on@08:50 off@18:10',
    0,
    { status: 'normal', workMinutes: 500, lateMinutes: 0 },
  ],
  ['late 15', STANDARD, 'on@09:15 off@18:00', 0, { status: 'exception', lateMinutes: 15, workMinutes: 465 }],
  ['early 30', STANDARD, 'on@09:00 off@17:30', 0, { status: 'exception', earlyMinutes: 30 }],
  ['off punch missing', STANDARD, 'on@09:00', 0, { status: 'exception', missingCount: 1, workMinutes: 0 }],
  ['on punch missing', STANDARD, 'off@18:00', 0, { status: 'exception', missingCount: 1, lateMinutes: 0 }],
  ['no punch: absent', STANDARD, '', 0, { status: 'exception', absent: true, missingCount: 0 }],
  ['no punch but leave for the whole day', STANDARD, '', 480, { status: 'leave', absent: false }],
  ['no punch, leave for part of the day: absent', STANDARD, '', 120, { status: 'exception', absent: true }],
  ['field punch', STANDARD, 'on@08:59* off@18:00', 0, { status: 'exception', field: true }],
  ['overtime 30 is not overtime', STANDARD, 'on@09:00 off@18:30', 0, { status: 'normal', overtimeMinutes: 0 }],
  ['overtime 31 counts in full', STANDARD, 'on@09:00 off@18:31', 0, { overtimeMinutes: 31, workMinutes: 511 }],
  ['span without lunch: no break taken out', STANDARD, 'on@13:00 off@18:00', 0, { lateMinutes: 240, workMinutes: 300 }],
  ['elastic: 25 late is within the allowance, end moves 20', ELASTIC, 'on@09:25 off@18:20', 0, { status: 'normal' }],
  ['elastic: the moved end makes 18:10 early', ELASTIC, 'on@09:25 off@18:10', 0, { earlyMinutes: 10 }],
  ['elastic: late beyond the allowance by 10', ELASTIC, 'on@09:40 off@18:20', 0, { lateMinutes: 10, earlyMinutes: 0 }],
  ['elastic: overtime from the moved end', ELASTIC, 'on@09:20 off@18:51', 0, { overtimeMinutes: 31 }],
  ['two periods, on time', SPLIT, 'on@07:55 off@11:30 on2@14:25 off2@19:00', 0, { status: 'normal', workMinutes: 490 }],
  ['two periods: late in the second', SPLIT, 'on@08:00 off@11:30 on2@14:40 off2@19:00', 0, { lateMinutes: 10 }],
  ['two periods: second period not punched', SPLIT, 'on@08:00 off@11:30', 0, { missingCount: 2, workMinutes: 210 }],
  ['partial leave excuses lateness', STANDARD, 'on@10:55 off@18:00', 120, { status: 'normal', lateMinutes: 0 }],
  ['partial leave excuses only its minutes', STANDARD, 'on@11:10 off@18:00', 120, { lateMinutes: 10 }],
  ['leave left after lateness excuses early leave', STANDARD, 'on@09:30 off@17:00', 120, { status: 'normal' }],
  ['today: the off punch is not yet due', STANDARD, 'on@08:55', 0, { status: 'normal', missingCount: 0 }, 600],
  ['today: before the start nobody is absent', STANDARD, '', 0, { status: 'normal', absent: false }, 500],
];

describe('the rules of a day', () => {
  it('the standard shift asks 480 minutes, the split one 480', () => {
    expect(scheduledMinutes(STANDARD)).toBe(480);
    expect(scheduledMinutes(SPLIT)).toBe(480);
  });

  it.each(CASES)('%s', (_name, shift, text, leaveMinutes, expected, now) => {
    const { missingCount, ...rest } = expected;
    const figures = evaluateDay({ shift, punches: punches(text), leaveMinutes, now });
    expect(figures).toMatchObject(rest);
    if (missingCount !== undefined) expect(figures.missing).toHaveLength(missingCount);
  });
});
