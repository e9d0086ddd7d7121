import type {
  Anomaly,
  AnomalyKind,
  LeaveHours,
  PersonDay,
  SummaryFigures,
} from '@/features/attendance-stats/api/types';

// Figures over days, and the anomalies of a day (docs/assumed-contract.md "Attendance statistics",
// "Summaries").

export const emptyFigures = (): SummaryFigures => ({
  attendanceDays: 0,
  restDays: 0,
  workMinutes: 0,
  lateCount: 0,
  lateMinutes: 0,
  earlyCount: 0,
  earlyMinutes: 0,
  missingCount: 0,
  absentDays: 0,
  fieldCount: 0,
  leave: [],
  overtimeMinutes: 0,
  correctedCount: 0,
});

const round1 = (n: number) => Math.round(n * 10) / 10;

function addLeave(into: LeaveHours[], more: readonly LeaveHours[]) {
  for (const l of more) {
    const known = into.find((x) => x.holidayId === l.holidayId);
    if (known) known.hours = round1(known.hours + l.hours);
    else into.push({ ...l });
  }
}

/** Adds one day to running figures. */
function addDay(f: SummaryFigures, d: PersonDay) {
  // 出勤: a working day with at least one punch
  if ((d.status === 'normal' || d.status === 'exception') && d.punches.length) f.attendanceDays++;
  if (d.status === 'rest') f.restDays++;
  f.workMinutes += d.workMinutes;
  if (d.lateMinutes > 0) f.lateCount++;
  f.lateMinutes += d.lateMinutes;
  if (d.earlyMinutes > 0) f.earlyCount++;
  f.earlyMinutes += d.earlyMinutes;
  f.missingCount += d.missingCount;
  if (d.absent) f.absentDays++;
  if (d.field) f.fieldCount++;
  addLeave(f.leave, d.leave);
  f.overtimeMinutes += d.overtimeMinutes;
  if (d.correction) f.correctedCount++;
}

export function figuresOf(days: readonly PersonDay[]): SummaryFigures {
  const f = emptyFigures();
  for (const d of days) addDay(f, d);
  return f;
}

/** The sum of several figures (totals = the sum of the rows). */
export function sumFigures(list: readonly SummaryFigures[]): SummaryFigures {
  const f = emptyFigures();
  for (const x of list) {
    f.attendanceDays += x.attendanceDays;
    f.restDays += x.restDays;
    f.workMinutes += x.workMinutes;
    f.lateCount += x.lateCount;
    f.lateMinutes += x.lateMinutes;
    f.earlyCount += x.earlyCount;
    f.earlyMinutes += x.earlyMinutes;
    f.missingCount += x.missingCount;
    f.absentDays += x.absentDays;
    f.fieldCount += x.fieldCount;
    addLeave(f.leave, x.leave);
    f.overtimeMinutes += x.overtimeMinutes;
    f.correctedCount += x.correctedCount;
  }
  return f;
}

export const ANOMALY_KINDS: readonly AnomalyKind[] = ['late', 'early', 'missing', 'absent', 'field'];

/** The day's anomalies: one per kind, one per missing punch. */
export function anomaliesOf(d: PersonDay): Anomaly[] {
  if (d.status !== 'exception') return [];
  const base = { lenovoId: d.lenovoId, name: d.name, departName: d.departName, date: d.date };
  const out: Anomaly[] = [];
  if (d.absent) out.push({ ...base, kind: 'absent', minutes: 0, detail: '旷工' });
  if (d.lateMinutes > 0)
    out.push({ ...base, kind: 'late', minutes: d.lateMinutes, detail: `迟到 ${d.lateMinutes} 分钟` });
  if (d.earlyMinutes > 0)
    out.push({ ...base, kind: 'early', minutes: d.earlyMinutes, detail: `早退 ${d.earlyMinutes} 分钟` });
  for (const m of missingPunches(d))
    out.push({
      ...base,
      kind: 'missing',
      minutes: 0,
      detail: `${m.kind === 'on' ? '上班' : '下班'}缺卡（第${m.period}段）`,
    });
  const field = d.punches.find((p) => p.field);
  if (field) out.push({ ...base, kind: 'field', minutes: 0, detail: `外勤打卡 ${field.time}` });
  return out;
}

/** Which punches are missing: the on and off punches the day lacks in period order, as many as
 *  missingCount (a one-period shift lacks period 2's too, and a punch not yet due is not counted). */
function missingPunches(d: PersonDay): Array<{ kind: 'on' | 'off'; period: number }> {
  if (!d.missingCount) return [];
  const lacking = [1, 2].flatMap((period) =>
    (['on', 'off'] as const)
      .filter((kind) => !d.punches.some((p) => p.period === period && p.kind === kind))
      .map((kind) => ({ kind, period })),
  );
  return lacking.slice(0, d.missingCount);
}
