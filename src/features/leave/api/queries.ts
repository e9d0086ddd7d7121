import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addHoliday,
  addHolidayUser,
  delHoliday,
  delHolidayUser,
  grantVacation,
  listGrants,
  saveBalanceImport,
  searchHoliday,
  searchHolidayAll,
  searchHolidayLog,
  searchHolidayUser,
  selectHolidayByUser,
  selectHolidayUser,
  updateHoliday,
  updateHolidayUser,
  vacationSummary,
} from './leave-api';
import type { GrantInput, LeaveBalanceInput, LeaveBalanceQuery, LeaveBalanceUpdate, LedgerQuery } from './types';
import { keepRowsWithin } from '@/lib/query/list-subject';

// Server state of leave types, balances, ledgers and vacation grants. Keys start with 'leave'.
export const leaveKeys = {
  all: ['leave'] as const,
  types: ['leave', 'types'] as const,
  typesAll: ['leave', 'types', 'all'] as const,
  typePage: (name: string, page: number, size: number) => ['leave', 'types', 'page', name, page, size] as const,
  balances: ['leave', 'balances'] as const,
  balancePage: (q: LeaveBalanceQuery) =>
    ['leave', 'balances', q.holidayId, q.departId, q.keyword, q.page, q.size] as const,
  person: (lenovoId: string) => ['leave', 'person', lenovoId] as const,
  personBalances: (lenovoId: string) => ['leave', 'person', lenovoId, 'balances'] as const,
  personSummary: (lenovoId: string) => ['leave', 'person', lenovoId, 'summary'] as const,
  ledger: (q: LedgerQuery) => ['leave', 'person', q.lenovoId, 'ledger', q.holidayId, q.page, q.size] as const,
  vacation: ['leave', 'vacation'] as const,
  summary: ['leave', 'vacation', 'summary'] as const,
  grants: (holidayId: string, page: number, size: number) =>
    ['leave', 'vacation', 'grants', holidayId, page, size] as const,
};

export function useLeaveTypesAll() {
  return useQuery({
    queryKey: leaveKeys.typesAll,
    queryFn: ({ signal }) => searchHolidayAll(signal),
    staleTime: 30_000,
  });
}

export function useLeaveTypePage(name: string, page: number, size: number) {
  const text = name.trim();
  return useQuery({
    queryKey: leaveKeys.typePage(text, page, size),
    queryFn: ({ signal }) => searchHoliday({ name: text, page, size }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBalancePage(query: LeaveBalanceQuery) {
  const q = { ...query, keyword: query.keyword.trim() };
  // rows of one type and department stay while paging or searching; another type or department starts empty
  return useQuery({
    queryKey: leaveKeys.balancePage(q),
    queryFn: ({ signal }) => searchHolidayUser(q, signal),
    ...keepRowsWithin([q.holidayId, q.departId]),
  });
}

/** Every balance of one person (the balance form checks overlaps against it). */
export function usePersonBalances(lenovoId: string | null) {
  return useQuery({
    queryKey: leaveKeys.personBalances(lenovoId ?? ''),
    queryFn: ({ signal }) => selectHolidayUser(lenovoId as string, signal),
    enabled: !!lenovoId,
    staleTime: 0,
  });
}

export function usePersonSummary(lenovoId: string | null) {
  return useQuery({
    queryKey: leaveKeys.personSummary(lenovoId ?? ''),
    queryFn: ({ signal }) => selectHolidayByUser(lenovoId as string, signal),
    enabled: !!lenovoId,
  });
}

export function useLedger(query: LedgerQuery | null) {
  return useQuery({
    queryKey: query ? leaveKeys.ledger(query) : ['leave', 'person', '', 'ledger'],
    queryFn: ({ signal }) => searchHolidayLog(query as LedgerQuery, signal),
    enabled: !!query?.lenovoId,
    ...keepRowsWithin([query?.lenovoId, query?.holidayId]),
  });
}

export function useVacationSummary() {
  return useQuery({ queryKey: leaveKeys.summary, queryFn: ({ signal }) => vacationSummary(signal) });
}

export function useGrantList(holidayId: string, page: number, size: number) {
  return useQuery({
    queryKey: leaveKeys.grants(holidayId, page, size),
    queryFn: ({ signal }) => listGrants({ holidayId, page, size }, signal),
    ...keepRowsWithin(holidayId),
  });
}

/** After any balance change: balance pages, the people's balances, summaries and ledgers, the vacation figures. */
function balancesChanged(client: QueryClient, lenovoId?: string) {
  void client.invalidateQueries({ queryKey: leaveKeys.balances });
  void client.invalidateQueries({ queryKey: lenovoId ? leaveKeys.person(lenovoId) : ['leave', 'person'] });
  void client.invalidateQueries({ queryKey: leaveKeys.vacation });
}

export function useAddLeaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => addHoliday(name),
    onSuccess: () => client.invalidateQueries({ queryKey: leaveKeys.types }),
  });
}

/** A renamed type shows under its new name in balances and ledgers too. */
export function useUpdateLeaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) => updateHoliday(input),
    onSuccess: () => client.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

/** Deleting a type deletes its balances. */
export function useDeleteLeaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => delHoliday(id),
    onSettled: () => client.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

export function useAddBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveBalanceInput) => addHolidayUser(input),
    onSuccess: (b) => balancesChanged(client, b.lenovoId),
  });
}

export function useUpdateBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveBalanceUpdate) => updateHolidayUser(input),
    onSuccess: (b) => balancesChanged(client, b.lenovoId),
  });
}

export function useDeleteBalances() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (ids: string[]) => delHolidayUser(ids), onSettled: () => balancesChanged(client) });
}

export function useSaveBalanceImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => saveBalanceImport(importId),
    onSuccess: () => balancesChanged(client),
  });
}

export function useGrantVacation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantInput) => grantVacation(input),
    onSuccess: () => balancesChanged(client),
  });
}
