import { createRandom, type Random } from '../random';
import { clockOf, periodsOf, scheduledMinutes } from './rules';
import type { ShiftFields } from '@/features/attendance/api/types';
import type { LeaveHours, Punch } from '@/features/attendance-stats/api/types';

// The punches of a working day, made up deterministically from the seeded random (one stream per
// person and date, so a day is the same whichever month or group asks first), with exceptions in
// small proportions and leave taken from the person's balances (docs/assumed-contract.md
// "Attendance statistics", "Punches").

/** FNV-1a of the text: the seed of one person-day's stream. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Hours of leave a person may still take in the month being generated, per leave type. */
export interface LeaveBudget {
  holidayId: string;
  holidayName: string;
  hours: number;
}

export interface GeneratedDay {
  punches: Punch[];
  leave: LeaveHours[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (m: number) => Math.max(0, Math.min(23 * 60 + 59, m));

/** Takes `hours` of one leave type with enough left (debiting the month's budget), or null. */
function takeLeave(r: Random, budget: LeaveBudget[], hours: number): LeaveHours | null {
  const open = budget.filter((b) => b.hours >= hours);
  if (!open.length) return null;
  const b = r.pick(open);
  b.hours = round1(b.hours - hours);
  return { holidayId: b.holidayId, holidayName: b.holidayName, hours };
}

/** One working day of a person: `key` is 'lenovoId|date'; `now` (today only) drops punches not yet made. */
export function generateDay(key: string, shift: ShiftFields, budget: LeaveBudget[], now?: number): GeneratedDay {
  const r = createRandom(hashSeed(key));
  const roll = r.next();
  const periods = periodsOf(shift);
  const leave: LeaveHours[] = [];
  if (roll < 0.02) {
    const whole = takeLeave(r, budget, round1(scheduledMinutes(shift) / 60));
    if (whole) return { punches: [], leave: [whole] };
  }
  // 旷工
  if (roll >= 0.02 && roll < 0.03) return { punches: [], leave };
  // partial leave: the first hours of the first period, the arrival at its end; only as many hours as
  // leave some of that period to work (4 hours do not fit 两头班's 08:00-11:30: 2 are taken instead), so
  // no punch falls inside the leave and the period's clock-out comes after its clock-in
  let lateBy = 0;
  if (roll >= 0.03 && roll < 0.05) {
    const wanted = r.chance(0.5) ? 2 : 4;
    const hours = [wanted, 2].find((h) => h * 60 < periods[0].end - periods[0].start);
    const part = hours === undefined ? null : takeLeave(r, budget, hours);
    if (part) {
      leave.push(part);
      lateBy = part.hours * 60;
    }
  }
  const elastic = shift.elasticOption ? shift.elasticHourLate * 60 + shift.elasticMinuteLate : 0;
  const moveAllowed = shift.elasticOption ? shift.elasticHourLeave * 60 + shift.elasticMinuteLeave : 0;
  const exception = r.next();
  const punches: Punch[] = [];
  let moved = 0;
  // between two periods the punches meet at most halfway through the break, and a punch never comes
  // before the one made earlier in the day (a late arrival on a short period), so the day stays in order
  const halfway = (i: number) => Math.floor((periods[i].end + periods[i + 1].start) / 2);
  let floor = 0;
  periods.forEach((p, i) => {
    const period = (i + 1) as 1 | 2;
    const last = i === periods.length - 1;
    let on = p.start - r.int(2, 25);
    if (i === 0 && lateBy) on = p.start + lateBy;
    else if (i === 0 && elastic && r.chance(0.4)) on = p.start + r.int(0, elastic);
    // late (of the days without partial leave: there the arrival is the leave's end)
    if (i === 0 && !lateBy && exception < 0.04) on = p.start + elastic + r.int(3, 45);
    on = Math.max(on, floor);
    if (i === 0 && on > p.start) moved = Math.min(on - p.start, elastic, moveAllowed);
    let off = (last ? p.end + moved : p.end) + r.int(0, 20);
    if (last && exception >= 0.04 && exception < 0.07) off = p.end + moved - r.int(5, 40);
    if (last && exception >= 0.11 && exception < 0.2) off = p.end + moved + r.int(31, 150);
    if (!last) off = Math.min(off, halfway(i));
    // a short period: leaving early or arriving late never puts the clock-out before the clock-in
    off = Math.max(off, on);
    floor = last ? off : Math.max(off, halfway(i));
    punches.push({ time: clockOf(clamp(on)), kind: 'on', period, field: false, corrected: false });
    punches.push({ time: clockOf(clamp(off)), kind: 'off', period, field: false, corrected: false });
  });
  // 缺卡: one punch forgotten
  if (exception >= 0.07 && exception < 0.09) punches.splice(r.int(0, punches.length - 1), 1);
  // 外勤: one punch outside the group's location
  if (exception >= 0.09 && exception < 0.11) punches[r.int(0, punches.length - 1)].field = true;
  const made =
    now === undefined
      ? punches
      : punches.filter((p) => Number(p.time.slice(0, 2)) * 60 + Number(p.time.slice(3)) <= now);
  return { punches: made, leave };
}
