import type { ShiftFields } from '@/features/attendance/api/types';
import type { DayStatus, Punch } from '@/features/attendance-stats/api/types';

// The attendance rules of one person's day (docs/assumed-contract.md "Attendance statistics",
// "Rules"): pure, on minutes since midnight, so a table of cases pins each one.

/** Overtime counts only past this many minutes after the (possibly moved) end of the day. */
export const OVERTIME_THRESHOLD = 30;

export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface Period {
  start: number;
  end: number;
}

/** The shift's work periods: one, or two with twiceOneDay. */
export function periodsOf(shift: ShiftFields): Period[] {
  const first = { start: minutesOf(shift.firstShiftStart), end: minutesOf(shift.firstShiftEnd) };
  if (!shift.twiceOneDay || !shift.secondShiftStart || !shift.secondShiftEnd) return [first];
  return [first, { start: minutesOf(shift.secondShiftStart), end: minutesOf(shift.secondShiftEnd) }];
}

function lunchOf(shift: ShiftFields): Period | null {
  if (!shift.lunchStart || !shift.lunchEnd) return null;
  return { start: minutesOf(shift.lunchStart), end: minutesOf(shift.lunchEnd) };
}

const overlap = (a: Period, b: Period) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** Minutes between on and off, less the lunch break where the span covers it. */
function spanMinutes(on: number, off: number, lunch: Period | null): number {
  if (off <= on) return 0;
  return off - on - (lunch ? overlap({ start: on, end: off }, lunch) : 0);
}

/** The minutes the shift asks for: its periods less the lunch break inside them. */
export function scheduledMinutes(shift: ShiftFields): number {
  const lunch = lunchOf(shift);
  return periodsOf(shift).reduce((sum, p) => sum + spanMinutes(p.start, p.end, lunch), 0);
}

const allowance = (hours: number, minutes: number) => Math.max(0, hours * 60 + minutes);

/** A shift in minutes, worked out once per shift rather than once per day. */
export interface ShiftPlan {
  periods: Period[];
  lunch: Period | null;
  scheduled: number;
  lateAllowed: number;
  moveAllowed: number;
}

export function shiftPlan(shift: ShiftFields): ShiftPlan {
  const elastic = shift.elasticOption;
  return {
    periods: periodsOf(shift),
    lunch: lunchOf(shift),
    scheduled: scheduledMinutes(shift),
    lateAllowed: elastic ? allowance(shift.elasticHourLate, shift.elasticMinuteLate) : 0,
    moveAllowed: elastic ? allowance(shift.elasticHourLeave, shift.elasticMinuteLeave) : 0,
  };
}

export interface DayInput {
  /** null: rest day or no working shift */
  shift: ShiftFields | null;
  /** the shift's plan when the caller has it already */
  plan?: ShiftPlan;
  punches: readonly Punch[];
  /** minutes of leave on the day */
  leaveMinutes: number;
  /** today: minutes since midnight now (a punch not yet due is not missing); absent for a past day */
  now?: number;
}

export interface MissingPunch {
  kind: 'on' | 'off';
  period: 1 | 2;
}

export interface DayFigures {
  status: DayStatus;
  workMinutes: number;
  lateMinutes: number;
  earlyMinutes: number;
  missing: MissingPunch[];
  absent: boolean;
  field: boolean;
  overtimeMinutes: number;
}

const EMPTY: Omit<DayFigures, 'status'> = {
  workMinutes: 0,
  lateMinutes: 0,
  earlyMinutes: 0,
  missing: [],
  absent: false,
  field: false,
  overtimeMinutes: 0,
};

/** The first on-punch or the last off-punch of a period, in minutes, or null. */
function punchAt(punches: readonly Punch[], kind: 'on' | 'off', period: 1 | 2): number | null {
  let found: number | null = null;
  for (const p of punches) {
    if (p.kind !== kind || p.period !== period) continue;
    const m = minutesOf(p.time);
    if (found === null || (kind === 'on' ? m < found : m > found)) found = m;
  }
  return found;
}

/** What the shift's rules make of a day's punches. */
export function evaluateDay({ shift, plan: known, punches, leaveMinutes, now }: DayInput): DayFigures {
  if (!shift) return { ...EMPTY, missing: [], status: 'rest' };
  const { periods, lunch, scheduled, lateAllowed, moveAllowed } = known ?? shiftPlan(shift);
  if (leaveMinutes >= scheduled) return { ...EMPTY, missing: [], status: 'leave' };
  const field = punches.some((p) => p.field);
  const due = (minute: number) => now === undefined || minute <= now;
  if (!punches.length) {
    // 旷工: a working day without a punch, once its first period has begun
    const absent = due(periods[0].start);
    return { ...EMPTY, missing: [], status: absent ? 'exception' : 'normal', absent };
  }
  let late = 0;
  let early = 0;
  let work = 0;
  let overtime = 0;
  let moved = 0;
  const missing: MissingPunch[] = [];
  periods.forEach((p, i) => {
    const period = (i + 1) as 1 | 2;
    const last = i === periods.length - 1;
    const on = punchAt(punches, 'on', period);
    const off = punchAt(punches, 'off', period);
    if (on === null) {
      if (due(p.start)) missing.push({ kind: 'on', period });
    } else if (on > p.start) {
      const delay = on - p.start;
      const allowed = i === 0 ? lateAllowed : 0;
      // elastic: the allowance is never late, and the day's end moves by it (up to the leave allowance)
      if (i === 0) moved = Math.min(delay, lateAllowed, moveAllowed);
      late += Math.max(0, delay - allowed);
    }
    const end = last ? p.end + moved : p.end;
    if (off === null) {
      if (due(end)) missing.push({ kind: 'off', period });
    } else {
      if (off < end) early += end - off;
      if (last && off - end > OVERTIME_THRESHOLD) overtime = off - end;
    }
    if (on !== null && off !== null) work += spanMinutes(on, off, lunch);
  });
  // partial leave excuses lateness first, then early leave, within its minutes
  const excusedLate = Math.min(late, leaveMinutes);
  const excusedEarly = Math.min(early, leaveMinutes - excusedLate);
  late -= excusedLate;
  early -= excusedEarly;
  const exception = late > 0 || early > 0 || missing.length > 0 || field;
  return {
    status: exception ? 'exception' : 'normal',
    workMinutes: work,
    lateMinutes: late,
    earlyMinutes: early,
    missing,
    absent: false,
    field,
    overtimeMinutes: overtime,
  };
}
