import { request, urlOf } from '@/lib/contract/define';
import { listAttendanceGroupsCall } from '@/lib/attendance/contract';
import { downloadXlsx } from '@/lib/http/download';
import { EXPORT_FILE_NAME } from '../constants';
import {
  anomaliesCall,
  correctCall,
  dailyCall,
  departmentsCall,
  exportCall,
  monthlyCall,
  personMonthCall,
} from './contract';
import type {
  AnomalyQuery,
  CorrectionInput,
  DailyQuery,
  DepartmentQuery,
  ExportQuery,
  MonthlyQuery,
  PersonMonthQuery,
} from './types';

// 考勤统计 on the schedule service (assumed contract "Attendance statistics"); every call is a POST
// with its criteria in the body.

/** POST /attendanceStats/monthly: a page of people's month figures, `totals` over the whole filtered set. */
export const fetchMonthly = (query: MonthlyQuery, signal?: AbortSignal) =>
  request(monthlyCall, { body: query }, { signal });

/** POST /attendanceStats/daily: a page of people's days for one date. */
export const fetchDaily = (query: DailyQuery, signal?: AbortSignal) => request(dailyCall, { body: query }, { signal });

/** POST /attendanceStats/departments: one row per department with members in the filtered groups. */
export const fetchDepartments = (query: DepartmentQuery, signal?: AbortSignal) =>
  request(departmentsCall, { body: query }, { signal });

/** POST /attendanceStats/anomalies: newest date first, then by name. */
export const fetchAnomalies = (query: AnomalyQuery, signal?: AbortSignal) =>
  request(anomaliesCall, { body: query }, { signal });

/** POST /attendanceStats/personMonth: every day of a person's month with its figures. */
export const fetchPersonMonth = (query: PersonMonthQuery, signal?: AbortSignal) =>
  request(personMonthCall, { body: query }, { signal });

/** POST /attendanceStats/correct: 补卡 of a day with an exception; answers the corrected day. */
export const correctDay = (input: CorrectionInput, signal?: AbortSignal) =>
  request(correctCall, { body: input }, { signal });

/** POST /attendanceStats/export: the view with its filters as .xlsx (the server names the file). */
export const exportStats = (query: ExportQuery, signal?: AbortSignal) =>
  downloadXlsx(urlOf(exportCall), { method: 'post', body: query, fileName: EXPORT_FILE_NAME, signal });

/** The attendance groups for the 考勤组 filter: POST /timeSheetGroup/list (admin-modules §7), names only. */
export const fetchGroupOptions = (signal?: AbortSignal) =>
  request(listAttendanceGroupsCall, { body: { name: '', page: 1, size: 500 } }, { signal });
