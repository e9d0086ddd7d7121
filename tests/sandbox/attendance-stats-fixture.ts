import { vi } from 'vitest';
import { send } from './send';
import { staffOf } from '@/sandbox/org-tables';
import { attendanceGroups } from '@/sandbox/attendance-tables';
import { recordedDays } from '@/sandbox/attendance-stats/tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import type { LeaveHours, Punch } from '@/features/attendance-stats/api/types';

// A small group built through the calls, with every working day of October 2026 recorded (the
// engine's documented hook: a day in the attendancePunches table replaces the generated one), so
// each figure can be worked out by hand. The clock stands at 2026-11-20 10:00 in China.

export const E = MAIN_ENTERPRISE;
export const STATS = '/schedule-server/attendanceStats';
export const MONTH = '2026-10';
export const NOW = new Date('2026-11-20T02:00:00Z');

export function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}

/** Two active staff of 产品部 (in no seeded group). */
function freePeople() {
  const taken = new Set(attendanceGroups().flatMap((g) => g.memberIds));
  return staffOf(E).filter(
    (p) => p.status !== 'departure' && p.departIds[0].startsWith(`d-${E}-3`) && !taken.has(p.lenovoId),
  );
}

const punch = (time: string, kind: 'on' | 'off', patch: Partial<Punch> = {}): Punch => ({
  time,
  kind,
  period: 1,
  field: false,
  corrected: false,
  ...patch,
});

function record(lenovoId: string, date: string, punches: Punch[], leave: LeaveHours[] = []) {
  recordedDays().push({ enterpriseNumber: E, lenovoId, date, punches, leave });
}

export const ANNUAL: LeaveHours = { holidayId: 'ht-annual', holidayName: '年假', hours: 8 };
export const PERSONAL: LeaveHours = { holidayId: 'ht-personal', holidayName: '事假', hours: 2 };

/** 统计班 09:00–18:00 with lunch 12:00–13:00, worked on Mondays only (October: 5, 12, 19, 26). */
export async function buildGroup() {
  const shift = await send('/schedule-server/shifts/create', {
    name: '统计班',
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
  });
  const shiftId = (shift.data as { id: string }).id;
  const [a, b] = freePeople();
  const group = await send('/schedule-server/timeSheetGroup/create', {
    name: '统计组',
    memberIds: [a.lenovoId, b.lenovoId],
    shiftIds: [shiftId],
    workdaySetting: [shiftId, '', '', '', '', '', ''],
    wordkayPeroidName: '周一工作',
    shiftsChosedByEmployee: false,
    location: { address: '北京市海淀区', longitude: null, latitude: null, radius: 300 },
  });
  const groupId = (group.data as { id: string }).id;
  // A: normal, late 12, forgot the off punch, absent
  record(a.lenovoId, '2026-10-05', [punch('08:55', 'on'), punch('18:05', 'off')]);
  record(a.lenovoId, '2026-10-12', [punch('09:12', 'on'), punch('18:00', 'off')]);
  record(a.lenovoId, '2026-10-19', [punch('08:50', 'on')]);
  record(a.lenovoId, '2026-10-26', []);
  // B: a day of annual leave, 60 minutes' overtime, early 20 with a field punch, 2 h leave covering 115 minutes late
  record(b.lenovoId, '2026-10-05', [], [ANNUAL]);
  record(b.lenovoId, '2026-10-12', [punch('09:00', 'on'), punch('19:00', 'off')]);
  record(b.lenovoId, '2026-10-19', [punch('08:58', 'on', { field: true }), punch('17:40', 'off')]);
  record(b.lenovoId, '2026-10-26', [punch('10:55', 'on'), punch('18:00', 'off')], [PERSONAL]);
  return { shiftId, groupId, a, b };
}
