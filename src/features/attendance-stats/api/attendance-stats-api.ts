import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import { EXPORT_FILE_NAME } from '../constants';
import type {
  Anomaly,
  AnomalyQuery,
  CorrectionInput,
  DailyQuery,
  DepartmentMonthSummary,
  DepartmentQuery,
  ExportQuery,
  MonthlyQuery,
  Page,
  PersonDay,
  PersonMonth,
  PersonMonthQuery,
  PersonMonthSummary,
  SummaryFigures,
  SummaryPage,
} from './types';

// 考勤统计 on the schedule service (assumed contract "Attendance statistics"); every call is a POST
// with its criteria in the body.
const S = services.schedule;

/** POST /attendanceStats/monthly: a page of people's month figures, `totals` over the whole filtered set. */
export const fetchMonthly = (query: MonthlyQuery, signal?: AbortSignal) =>
  post<SummaryPage<PersonMonthSummary>>(`${S}/attendanceStats/monthly`, query, { signal });

/** POST /attendanceStats/daily: a page of people's days for one date. */
export const fetchDaily = (query: DailyQuery, signal?: AbortSignal) =>
  post<Page<PersonDay>>(`${S}/attendanceStats/daily`, query, { signal });

/** POST /attendanceStats/departments: one row per department with members in the filtered groups. */
export const fetchDepartments = (query: DepartmentQuery, signal?: AbortSignal) =>
  post<{ list: DepartmentMonthSummary[]; totals: SummaryFigures }>(`${S}/attendanceStats/departments`, query, {
    signal,
  });

/** POST /attendanceStats/anomalies: newest date first, then by name. */
export const fetchAnomalies = (query: AnomalyQuery, signal?: AbortSignal) =>
  post<Page<Anomaly>>(`${S}/attendanceStats/anomalies`, query, { signal });

/** POST /attendanceStats/personMonth: every day of a person's month with its figures. */
export const fetchPersonMonth = (query: PersonMonthQuery, signal?: AbortSignal) =>
  post<PersonMonth>(`${S}/attendanceStats/personMonth`, query, { signal });

/** POST /attendanceStats/correct: 补卡 of a day with an exception; answers the corrected day. */
export const correctDay = (input: CorrectionInput, signal?: AbortSignal) =>
  post<PersonDay>(`${S}/attendanceStats/correct`, input, { signal });

/** POST /attendanceStats/export: the view with its filters as .xlsx (the server names the file). */
export const exportStats = (query: ExportQuery, signal?: AbortSignal) =>
  downloadXlsx(`${S}/attendanceStats/export`, { method: 'post', body: query, fileName: EXPORT_FILE_NAME, signal });

/** The attendance groups for the 考勤组 filter: POST /timeSheetGroup/list (admin-modules §7), names only. */
export const fetchGroupOptions = (signal?: AbortSignal) =>
  post<Page<{ id: string; name: string }>>(`${S}/timeSheetGroup/list`, { name: '', page: 1, size: 500 }, { signal });
