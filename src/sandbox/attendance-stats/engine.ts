import { dbVersion } from '../db';
import { arrangements, shifts, type AttendanceGroupRow, type ShiftRow } from '../attendance-tables';
import { balances, leaveTypes } from '../leave-tables';
import { chinaDaySeconds, chinaNow } from '../china-time';
import { clockOf, evaluateDay, periodsOf, shiftPlan, type DayFigures, type ShiftPlan } from './rules';
import { livingStaff } from './staff';
import { generateDay, type LeaveBudget } from './punches';
import { corrections, CORRECTION_TABLE, RECORDED_TABLE, recordedDays, type CorrectionRow } from './tables';
import type { LeaveHours, PersonDay, Punch } from '@/features/attendance-stats/api/types';

// A group's month of PersonDays, built lazily and kept per (group, month) until what it was built
// from changes (docs/assumed-contract.md "Attendance statistics", "Punches").

export interface MemberMonth {
  lenovoId: string;
  name: string;
  departName: string;
  /** the person's departments (the department filter and view) */
  departIds: string[];
  groupName: string;
  days: PersonDay[];
}

interface Entry {
  version: string;
  fingerprint: string;
  members: MemberMonth[];
}

const cache = new Map<string, Entry>();
const KEPT_PER_MONTH = 4;
const TABLES = [
  'attendanceGroups',
  'arrangements',
  'shifts',
  'leaveBalances',
  'leaveTypes',
  'staff',
  'departments',
  RECORDED_TABLE,
  CORRECTION_TABLE,
];

export interface MonthDate {
  date: string;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
}

export function datesOf(month: string): MonthDate[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => ({
    date: `${month}-${String(i + 1).padStart(2, '0')}`,
    weekday: (new Date(Date.UTC(y, m - 1, i + 1)).getUTCDay() + 6) % 7,
  }));
}

const dayKey = (lenovoId: string, date: string) => `${lenovoId}|${date}`;

/** A day without figures: after today, without an arrangement, or a rest day. */
export function emptyDay(
  who: { lenovoId: string; name: string; departName: string },
  date: string,
  status: 'none' | 'rest',
): PersonDay {
  return {
    lenovoId: who.lenovoId,
    name: who.name,
    departName: who.departName,
    date,
    shiftId: '',
    shiftName: '',
    punches: [],
    status,
    workMinutes: 0,
    lateMinutes: 0,
    earlyMinutes: 0,
    missingCount: 0,
    absent: false,
    field: false,
    leave: [],
    overtimeMinutes: 0,
    correction: null,
  };
}

const leaveMinutesOf = (leave: readonly LeaveHours[]) => Math.round(leave.reduce((s, l) => s + l.hours * 60, 0));

/** 补卡: the missing punches at the shift's times; lateness, early leave and absence cleared. */
function corrected(shift: ShiftRow, punches: Punch[], figures: DayFigures, now: number | undefined) {
  const periods = periodsOf(shift);
  const wanted = figures.absent
    ? periods.flatMap((_, i) => [
        { kind: 'on' as const, period: (i + 1) as 1 | 2 },
        { kind: 'off' as const, period: (i + 1) as 1 | 2 },
      ])
    : figures.missing;
  const added: Punch[] = wanted.map(({ kind, period }) => {
    const p = periods[period - 1];
    return { time: clockOf(kind === 'on' ? p.start : p.end), kind, period, field: false, corrected: true };
  });
  const all = [...punches, ...added].sort((a, b) => a.time.localeCompare(b.time));
  const again = evaluateDay({ shift, punches: all, leaveMinutes: 0, now });
  return {
    punches: all,
    figures: {
      ...again,
      lateMinutes: 0,
      earlyMinutes: 0,
      missing: [],
      absent: false,
      status: again.field ? ('exception' as const) : ('normal' as const),
    },
  };
}

function build(group: AttendanceGroupRow, month: string): MemberMonth[] {
  const e = group.enterpriseNumber;
  const { day: today, minutes: nowMinutes } = chinaNow();
  const dates = datesOf(month);
  const shiftById = new Map<string, { row: ShiftRow; plan: ShiftPlan }>(
    shifts()
      .filter((s) => s.enterpriseNumber === e)
      .map((s) => [s.id, { row: s, plan: shiftPlan(s) }]),
  );
  const arranged = new Map(
    arrangements()
      .filter((a) => a.timeSheetGroupId === group.id)
      .map((a) => [a.lenovoId, a.days]),
  );
  const recorded = new Map(
    recordedDays()
      .filter((r) => r.enterpriseNumber === e && r.date.startsWith(month))
      .map((r) => [dayKey(r.lenovoId, r.date), r]),
  );
  const fixed = new Map<string, CorrectionRow>(
    corrections()
      .filter((c) => c.enterpriseNumber === e && c.date.startsWith(month))
      .map((c) => [dayKey(c.lenovoId, c.date), c]),
  );
  const budgets = leaveBudgets(e, month, new Set(group.memberIds));
  const people = livingStaff(e);
  return group.memberIds.flatMap((lenovoId) => {
    const p = people.byLenovoId.get(lenovoId);
    if (!p) return [];
    const who = { lenovoId, name: p.name, departName: people.departName(p) };
    const budget = budgets.get(lenovoId) ?? [];
    const days = dates.map(({ date, weekday }): PersonDay => {
      if (date > today) return emptyDay(who, date, 'none');
      const shiftId = arranged.get(lenovoId)?.[date] ?? group.workdaySetting[weekday] ?? '';
      if (!shiftId) return emptyDay(who, date, 'rest');
      const known = shiftById.get(shiftId);
      if (!known) return emptyDay(who, date, 'none');
      const { row: shift, plan } = known;
      const key = dayKey(lenovoId, date);
      const now = date === today ? nowMinutes : undefined;
      const made = recorded.get(key) ?? generateDay(key, shift, budget, now);
      let punches = made.punches;
      let figures = evaluateDay({ shift, plan, punches, leaveMinutes: leaveMinutesOf(made.leave), now });
      const correction = fixed.get(key) ?? null;
      if (correction) ({ punches, figures } = corrected(shift, punches, figures, now));
      return {
        lenovoId,
        name: who.name,
        departName: who.departName,
        date,
        shiftId,
        shiftName: shift.name,
        punches,
        status: figures.status,
        workMinutes: figures.workMinutes,
        lateMinutes: figures.lateMinutes,
        earlyMinutes: figures.earlyMinutes,
        missingCount: figures.missing.length,
        absent: figures.absent,
        field: figures.field,
        leave: made.leave,
        overtimeMinutes: figures.overtimeMinutes,
        correction: correction && {
          reason: correction.reason,
          operatorId: correction.operatorId,
          operatorName: correction.operatorName,
          time: correction.time,
        },
      };
    });
    return [{ ...who, departIds: p.departIds, groupName: group.name, days }];
  });
}

/** Per member: the hours of each leave type their balances hold over the month (not debited). */
function leaveBudgets(e: string, month: string, members: Set<string>): Map<string, LeaveBudget[]> {
  const names = new Map(
    leaveTypes()
      .filter((t) => t.enterpriseNumber === e)
      .map((t) => [t.id, t.name]),
  );
  const first = chinaDaySeconds(`${month}-01`, 'start');
  const last = chinaDaySeconds(datesOf(month).at(-1)!.date, 'end');
  const out = new Map<string, LeaveBudget[]>();
  for (const b of balances()) {
    if (b.enterpriseNumber !== e || !members.has(b.lenovoId) || b.lines <= 0) continue;
    if (b.startTime > first || b.endTime < last || !names.has(b.holidayId)) continue;
    const list = out.get(b.lenovoId) ?? [];
    list.push({ holidayId: b.holidayId, holidayName: names.get(b.holidayId)!, hours: b.lines });
    out.set(b.lenovoId, list);
  }
  return out;
}

/** What the month was built from, for the group: a write elsewhere leaves it as it is. */
function fingerprint(group: AttendanceGroupRow, month: string): string {
  const e = group.enterpriseNumber;
  const members = new Set(group.memberIds);
  const inMonth = (r: { enterpriseNumber: string; lenovoId: string; date: string }) =>
    r.enterpriseNumber === e && members.has(r.lenovoId) && r.date.startsWith(month);
  const people = livingStaff(e);
  return JSON.stringify([
    group.name,
    group.memberIds,
    group.workdaySetting,
    shifts().filter((s) => s.enterpriseNumber === e),
    arrangements()
      .filter((a) => a.timeSheetGroupId === group.id)
      .map((a) => [a.lenovoId, Object.entries(a.days).filter(([d]) => d.startsWith(month))]),
    recordedDays().filter(inMonth),
    corrections().filter(inMonth),
    balances().filter((b) => b.enterpriseNumber === e && members.has(b.lenovoId)),
    leaveTypes().filter((t) => t.enterpriseNumber === e),
    group.memberIds.map((id) => {
      const p = people.byLenovoId.get(id);
      return p ? [p.name, people.departName(p), p.departIds] : null;
    }),
  ]);
}

/** Drops a group's month at once (a write reads its own change before the write is noted). */
export function forgetMonth(groupId: string, month: string) {
  for (const key of cache.keys()) if (key.startsWith(`${groupId}|${month}|`)) cache.delete(key);
}

/** The group's members with their days of the month (cached; rebuilt when its inputs change). */
export function groupMonth(group: AttendanceGroupRow, month: string): MemberMonth[] {
  const now = chinaNow();
  // the current month (and later ones) change with the clock: today's punches, the days still to come
  const live = month >= now.day.slice(0, 7) ? `${now.day} ${now.minutes}|` : '';
  const version = `${live}${dbVersion(...TABLES)}`;
  // the members are part of the key: a read that sees the group with fewer members (a scoped
  // administrator's, docs/assumed-contract.md "Scoped administrators") has a month of its own
  const key = `${group.id}|${month}|${group.memberIds.join(',')}`;
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.members;
  const print = live + fingerprint(group, month);
  if (hit && hit.fingerprint === print) {
    hit.version = version;
    return hit.members;
  }
  const members = build(group, month);
  cache.delete(key);
  cache.set(key, { version, fingerprint: print, members });
  // a few member sets per month (the whole group, scoped views); the oldest go as members change
  const same = [...cache.keys()].filter((k) => k.startsWith(`${group.id}|${month}|`));
  for (const old of same.slice(0, Math.max(0, same.length - KEPT_PER_MONTH))) cache.delete(old);
  return members;
}
