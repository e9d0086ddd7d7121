// 考勤统计 (assumed contract "Attendance statistics"): the shapes of /schedule-server/attendanceStats/*.
// Minutes and hours are whole minutes / hours with one decimal; dates 'YYYY-MM-DD', months 'YYYY-MM',
// times 'HH:mm' in China time.

/** One punch (打卡). `corrected` punches were added by an administrator's 补卡. */
export interface Punch {
  time: string;
  kind: 'on' | 'off';
  /** 1 or 2: the shift's period the punch belongs to */
  period: 1 | 2;
  /** 外勤打卡: outside the group's location */
  field: boolean;
  corrected: boolean;
}

export type DayStatus = 'normal' | 'exception' | 'leave' | 'rest' | 'none';

export type AnomalyKind = 'late' | 'early' | 'missing' | 'absent' | 'field';

export interface LeaveHours {
  holidayId: string;
  holidayName: string;
  hours: number;
}

export interface DayCorrection {
  reason: string;
  operatorId: string;
  operatorName: string;
  time: string;
}

/** A person's day: the arrangement, the punches and what the shift's rules make of them. */
export interface PersonDay {
  lenovoId: string;
  name: string;
  departName: string;
  date: string;
  /** '' on a rest day or a day without an arrangement */
  shiftId: string;
  shiftName: string;
  punches: Punch[];
  status: DayStatus;
  workMinutes: number;
  lateMinutes: number;
  earlyMinutes: number;
  /** punches missing (缺卡), 0–4 */
  missingCount: number;
  absent: boolean;
  field: boolean;
  leave: LeaveHours[];
  overtimeMinutes: number;
  correction: DayCorrection | null;
}

export interface SummaryFigures {
  attendanceDays: number;
  restDays: number;
  workMinutes: number;
  lateCount: number;
  lateMinutes: number;
  earlyCount: number;
  earlyMinutes: number;
  missingCount: number;
  absentDays: number;
  fieldCount: number;
  leave: LeaveHours[];
  overtimeMinutes: number;
  correctedCount: number;
}

export interface PersonMonthSummary extends SummaryFigures {
  lenovoId: string;
  name: string;
  departName: string;
  groupName: string;
}

export interface DepartmentMonthSummary extends SummaryFigures {
  departmentId: string;
  departName: string;
  headcount: number;
}

export interface Anomaly {
  lenovoId: string;
  name: string;
  departName: string;
  date: string;
  kind: AnomalyKind;
  /** late / early minutes; 0 for the other kinds */
  minutes: number;
  /** e.g. 上班缺卡（第1段）, 迟到 12 分钟, 外勤打卡 09:02 */
  detail: string;
}

/** Filters every view takes; all optional but the month (or the date for the daily view). */
export interface StatsFilter {
  timeSheetGroupId?: string;
  departmentId?: string;
  lenovoId?: string;
}

export interface MonthlyQuery extends StatsFilter {
  month: string;
  page: number;
  size: number;
}

export interface DailyQuery extends StatsFilter {
  date: string;
  page: number;
  size: number;
}

export interface AnomalyQuery extends StatsFilter {
  month: string;
  kind?: AnomalyKind;
  page: number;
  size: number;
}

export interface DepartmentQuery extends StatsFilter {
  month: string;
}

export interface PersonMonthQuery {
  lenovoId: string;
  month: string;
}

export interface PersonMonth {
  lenovoId: string;
  name: string;
  departName: string;
  groupName: string;
  days: PersonDay[];
  summary: SummaryFigures;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** A page with the figures of the whole filtered set (the table's 合计 row). */
export interface SummaryPage<T> extends Page<T> {
  totals: SummaryFigures;
}

export interface CorrectionInput {
  lenovoId: string;
  date: string;
  reason: string;
}

export type ExportView = 'monthly' | 'daily' | 'departments' | 'anomalies' | 'personMonth';

export type ExportQuery =
  | ({ view: 'monthly' } & StatsFilter & { month: string })
  | ({ view: 'daily' } & StatsFilter & { date: string })
  | ({ view: 'departments' } & StatsFilter & { month: string })
  | ({ view: 'anomalies' } & StatsFilter & { month: string; kind?: AnomalyKind })
  | { view: 'personMonth'; lenovoId: string; month: string };
