import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryClient } from '@/lib/query/query-client';
import { SHOW_FIRST_FAILURE } from '@/lib/query/show-first-failure';
import { useSession } from '@/stores/session';
import { reportFailure } from '@/lib/org/report-failure';
import { keepRowsWithin } from '@/lib/query/list-subject';
import { refreshAfterLifecycle } from '@/lib/query/after-lifecycle';
import { toastSuccess } from '@/lib/feedback/toast';
import { departTreeQuery } from '@/lib/org/depart-tree';
import {
  fetchDepartPullDown,
  fetchEnterpriseUsers,
  findCeo,
  searchDepartments,
  searchStaff,
  searchSupervisors,
} from './org-api';
import { fetchPersonHistory, fetchPersonRoles, revealSensitive, type SensitiveField } from './profile-api';
import { findStaffByLenovoId } from './profile-lookup';
import type { NucStatus, StaffQuery } from './types';
import { FIRST_STAFF_PAGE, PROFILE_CHANGES } from '../constants';

export const orgKeys = {
  all: ['org'] as const,
  tree: departTreeQuery.queryKey,
  staff: (q: StaffQuery) => ['org', 'staff', q] as const,
  ceo: ['org', 'ceo'] as const,
  pullDown: ['org', 'pullDown'] as const,
  profileById: (lenovoId: string) => ['org', 'profileById', lenovoId] as const,
  history: (userId: string) => ['org', 'profile', 'history', userId] as const,
  historyPage: (userId: string, page: number) => ['org', 'profile', 'history', userId, page] as const,
  roles: (lenovoId: string) => ['org', 'profile', 'roles', lenovoId] as const,
};

export const useDepartTree = () => useQuery({ ...departTreeQuery, ...SHOW_FIRST_FAILURE });

const staffListQuery = (q: StaffQuery) =>
  queryOptions({ queryKey: orgKeys.staff(q), queryFn: ({ signal }) => searchStaff(q, signal) });

export const useStaffList = (q: StaffQuery) =>
  useQuery({ ...staffListQuery(q), ...keepRowsWithin([q.departId, q.status]), ...SHOW_FIRST_FAILURE });

/** Fetches a staff page into the cache from the event that asks for it (the pager); the list's own
 *  query then finds it there, or joins the call still running. Failures are left to that query. */
export const fetchStaffPage = (q: StaffQuery, client = queryClient) => client.prefetchQuery(staffListQuery(q));

/** The organisation page's first calls (its manifest's prefetch): the tree and the first staff page.
 *  Settles when both have (failures are left to the page's queries), or at once when both are in the
 *  cache already: the page then shows them while they are asked again. */
export function prefetchOrganization(client = queryClient) {
  const first = staffListQuery({ ...FIRST_STAFF_PAGE });
  const shown = [departTreeQuery.queryKey, first.queryKey].every((key) => client.getQueryData(key) !== undefined);
  const calls = Promise.all([client.prefetchQuery(departTreeQuery), client.prefetchQuery(first)]);
  return shown ? Promise.resolve() : calls;
}

/** How many members are unactivated / unjoined (matching the search): two one-row pages. */
export const useNucCounts = (keyWord: string) =>
  useQuery({
    queryKey: ['org', 'nucCounts', keyWord] as const,
    queryFn: async ({ signal }) => {
      const total = (status: NucStatus) =>
        searchStaff({ status, keyWord, page: 1, size: 1 }, signal).then((p) => p.total);
      const [unactivated, unjoined] = await Promise.all([total('unactivated'), total('unjoined')]);
      return { unactivated, unjoined } satisfies Record<NucStatus, number>;
    },
    placeholderData: keepPreviousData,
  });

export const useCeo = () => useQuery({ queryKey: orgKeys.ceo, queryFn: ({ signal }) => findCeo(signal) });

export const useDepartSearch = (
  q: { departName: string; supervisorName?: string; page: number; size: number },
  always = false,
) =>
  useQuery({
    queryKey: ['org', 'departSearch', q],
    queryFn: ({ signal }) => searchDepartments(q, signal),
    enabled: always || !!q.departName,
    placeholderData: keepPreviousData,
  });

export const useSupervisorSearch = (keyWord: string, enabled: boolean) =>
  useQuery({
    queryKey: ['org', 'supervisors', keyWord],
    queryFn: ({ signal }) => searchSupervisors(keyWord, signal),
    enabled,
  });

export function useEnterpriseUsers(name: string, enabled: boolean) {
  const enterpriseNumber = useSession((s) => s.enterprise?.enterpriseNumber ?? '');
  return useQuery({
    queryKey: ['org', 'enterpriseUsers', name],
    queryFn: ({ signal }) => fetchEnterpriseUsers(enterpriseNumber, name, signal),
    enabled,
  });
}

/** The departments offered by the advanced search. */
export const useDepartPullDown = () =>
  useQuery({ queryKey: orgKeys.pullDown, queryFn: ({ signal }) => fetchDepartPullDown(signal), staleTime: 60_000 });

/** The person a ?profile=<lenovoId> address opens. */
export const useStaffByLenovoId = (lenovoId: string) =>
  useQuery({
    queryKey: orgKeys.profileById(lenovoId),
    queryFn: ({ signal }) => findStaffByLenovoId(lenovoId, signal),
    enabled: !!lenovoId,
    retry: false,
  });

/** A page of the profile's 变更历史. */
export const usePersonHistory = (userId: string, page: number) =>
  useQuery({
    queryKey: orgKeys.historyPage(userId, page),
    queryFn: ({ signal }) => fetchPersonHistory(userId, page, PROFILE_CHANGES, signal),
    retry: false,
    ...keepRowsWithin([userId]),
  });

export const usePersonRoles = (lenovoId: string) =>
  useQuery({
    queryKey: orgKeys.roles(lenovoId),
    queryFn: ({ signal }) => fetchPersonRoles(lenovoId, signal),
    enabled: !!lenovoId,
    retry: false,
  });

/** 查看 of a masked number: the server logs the reveal, so the person's 变更历史 is read again. */
export function useRevealSensitive(staffId: string, field: SensitiveField, onRevealed: (value: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => revealSensitive(staffId, field),
    onSuccess: ({ value }) => {
      onRevealed(value);
      void client.invalidateQueries({ queryKey: orgKeys.history(staffId) });
    },
  });
}

/** A write of the organisation page: reports failures with the spec's text, refreshes the
 *  organisation and directory caches on success; a lifecycle event (a member or a department
 *  deleted) refreshes every module's, which it changed too. */
export function useOrgMutation<V, R = unknown>(
  fn: (v: V) => Promise<R>,
  texts: { ok?: string; fail: string },
  { lifecycle = false } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      if (texts.ok) toastSuccess(texts.ok);
      if (lifecycle) await refreshAfterLifecycle(client);
      else
        await Promise.all([
          client.invalidateQueries({ queryKey: orgKeys.all }),
          client.invalidateQueries({ queryKey: ['directory'] }),
        ]);
    },
    onError: reportFailure(texts.fail),
  });
}
