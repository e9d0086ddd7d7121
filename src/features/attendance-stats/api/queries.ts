import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryClient } from '@/lib/query/query-client';
import { keepRowsWithin } from '@/lib/query/list-subject';
import {
  correctDay,
  fetchAnomalies,
  fetchDaily,
  fetchDepartments,
  fetchGroupOptions,
  fetchMonthly,
  fetchPersonMonth,
} from './attendance-stats-api';
import type {
  AnomalyQuery,
  CorrectionInput,
  DailyQuery,
  DepartmentQuery,
  MonthlyQuery,
  PersonMonthQuery,
} from './types';

// Server state of 考勤统计. Keys start with 'attendanceStats'; a correction changes every view.
const statsKeys = {
  all: ['attendanceStats'] as const,
  groups: ['attendanceStats', 'groups'] as const,
  monthly: (q: MonthlyQuery) => ['attendanceStats', 'monthly', q] as const,
  daily: (q: DailyQuery) => ['attendanceStats', 'daily', q] as const,
  departments: (q: DepartmentQuery) => ['attendanceStats', 'departments', q] as const,
  anomalies: (q: AnomalyQuery) => ['attendanceStats', 'anomalies', q] as const,
  personMonth: (q: PersonMonthQuery) => ['attendanceStats', 'personMonth', q] as const,
};

/** The subject of a view's rows: its period and filters (not its page). */
const subjectOf = ({ page: _page, size: _size, ...rest }: { page: number; size: number }) => rest;

export const useGroupOptions = () =>
  useQuery({ queryKey: statsKeys.groups, queryFn: ({ signal }) => fetchGroupOptions(signal), staleTime: 30_000 });

const monthlyQuery = (q: MonthlyQuery) =>
  queryOptions({
    queryKey: statsKeys.monthly(q),
    queryFn: ({ signal }) => fetchMonthly(q, signal),
    // Another month or filter keeps the rows shown, dimmed under the table's spinner, until its answer:
    // the same table (up to 200 rows, virtual) then updates its rows in place instead of being
    // emptied and filled again, the wait a user saw on a large page (docs/architecture.md, "考勤统计's
    // large pages"). The spinner stays while the call is awaited or paused offline, and 导出 is off.
    placeholderData: keepPreviousData,
  });

export const useMonthly = (q: MonthlyQuery) => useQuery(monthlyQuery(q));

/** Starts a 月度汇总 page's call from the event that asks for it (a month or filter chosen), so that
 *  it runs while React renders; the table's own query then joins it. Failures are left to that query. */
export const fetchMonthlyPage = (q: MonthlyQuery, client = queryClient) => client.prefetchQuery(monthlyQuery(q));

export const useDaily = (q: DailyQuery) =>
  useQuery({
    queryKey: statsKeys.daily(q),
    queryFn: ({ signal }) => fetchDaily(q, signal),
    ...keepRowsWithin(subjectOf(q)),
  });

export const useDepartments = (q: DepartmentQuery) =>
  useQuery({ queryKey: statsKeys.departments(q), queryFn: ({ signal }) => fetchDepartments(q, signal) });

export const useAnomalies = (q: AnomalyQuery) =>
  useQuery({
    queryKey: statsKeys.anomalies(q),
    queryFn: ({ signal }) => fetchAnomalies(q, signal),
    ...keepRowsWithin(subjectOf(q)),
  });

export const usePersonMonth = (q: PersonMonthQuery) =>
  useQuery({ queryKey: statsKeys.personMonth(q), queryFn: ({ signal }) => fetchPersonMonth(q, signal) });

/** 补卡: the day, the person's month and every table's figures change, so every view is read again. */
export function useCorrectDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CorrectionInput) => correctDay(input),
    onSuccess: () => client.invalidateQueries({ queryKey: statsKeys.all }),
  });
}
