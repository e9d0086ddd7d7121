// 考勤统计 (assumed contract "Attendance statistics"): the shapes of /schedule-server/attendanceStats/*,
// inferred from the call schemas (./contract.ts). Minutes and hours are whole minutes / hours with one
// decimal; dates 'YYYY-MM-DD', months 'YYYY-MM', times 'HH:mm' in China time.
import type { ExportQuery, SummaryFigures } from './contract';

export type {
  Anomaly,
  AnomalyKind,
  AnomalyQuery,
  CorrectionInput,
  DailyQuery,
  DayCorrection,
  DayStatus,
  DepartmentMonthSummary,
  DepartmentQuery,
  ExportQuery,
  LeaveHours,
  MonthlyQuery,
  PersonDay,
  PersonMonth,
  PersonMonthQuery,
  PersonMonthSummary,
  Punch,
  StatsFilter,
  SummaryFigures,
} from './contract';

export type ExportView = ExportQuery['view'];

/** A page of rows as the views answer it. */
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
