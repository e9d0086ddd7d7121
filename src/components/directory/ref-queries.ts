import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { loadRef } from './ref-batcher';
import type { ResolvedDepartment, ResolvedPerson } from './types';

// Resolved references in the query cache, one entry per id under ['directory', 'ref', …]: a change
// of identity clears them with the rest of the cache, and a page showing a person already shown
// elsewhere asks nothing.

/** A departure elsewhere shows within a minute; a page's own write can invalidate refKeys.all. */
export const REF_STALE_MS = 60_000;

export type PersonIdKind = 'userId' | 'lenovoId';

export const refKeys = {
  all: ['directory', 'ref'] as const,
  person: (by: PersonIdKind, id: string) => ['directory', 'ref', 'person', by, id] as const,
  department: (id: string) => ['directory', 'ref', 'department', id] as const,
};

const personQuery = (by: PersonIdKind, id: string) =>
  queryOptions({
    queryKey: refKeys.person(by, id),
    queryFn: () => loadRef(by === 'userId' ? 'userIds' : 'lenovoIds', id),
    staleTime: REF_STALE_MS,
    enabled: !!id,
  });

const departmentQuery = (id: string) =>
  queryOptions({
    queryKey: refKeys.department(id),
    queryFn: () => loadRef('departIds', id),
    staleTime: REF_STALE_MS,
    enabled: !!id,
  });

export const usePersonRef = (by: PersonIdKind, id: string) => useQuery(personQuery(by, id));

export const useDepartmentRef = (id: string) => useQuery(departmentQuery(id));

const distinct = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])].filter(Boolean);

function byKey<T extends ResolvedPerson | ResolvedDepartment>(
  results: Array<UseQueryResult<T>>,
): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const { data } of results) if (data) map.set('key' in data ? data.key : data.id, data);
  return map;
}

/** The people named by these ids, by the id asked (absent while resolving). */
export function usePersonRefs({
  lenovoIds,
  userIds,
}: {
  lenovoIds?: readonly string[];
  userIds?: readonly string[];
}): ReadonlyMap<string, ResolvedPerson> {
  return useQueries({
    queries: [
      ...distinct(lenovoIds).map((id) => personQuery('lenovoId', id)),
      ...distinct(userIds).map((id) => personQuery('userId', id)),
    ],
    combine: byKey<ResolvedPerson>,
  });
}

/** The departments named by these ids, by id (absent while resolving). */
export function useDepartmentRefs(ids: readonly string[] | undefined): ReadonlyMap<string, ResolvedDepartment> {
  return useQueries({ queries: distinct(ids).map(departmentQuery), combine: byKey<ResolvedDepartment> });
}
