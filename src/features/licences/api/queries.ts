import { useQuery } from '@tanstack/react-query';
import { keepRowsWithin } from '@/lib/query/list-subject';
import { useSession } from '@/stores/session';
import { fetchAuthorization, fetchUserUsage, loginLicenceService, searchUserUsage } from './licences-api';
import type { UsageQuery } from './types';

/** The service's token login; the other calls wait for it. */
export function useLicenceLogin() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['licences', 'login', token],
    queryFn: ({ signal }) => loginLicenceService(token!, signal),
    enabled: !!token,
    staleTime: 300_000,
  });
}

export const useAuthorization = (ready: boolean) =>
  useQuery({
    queryKey: ['licences', 'authorization'],
    queryFn: ({ signal }) => fetchAuthorization(signal),
    enabled: ready,
    staleTime: 0,
  });

/** A keyword goes to the search; without one the per-user usage call answers. */
export const useUserUsage = (q: UsageQuery, ready: boolean) =>
  useQuery({
    queryKey: ['licences', 'usage', q],
    queryFn: ({ signal }) => (q.keyword ? searchUserUsage(q, signal) : fetchUserUsage(q, signal)),
    enabled: ready,
    staleTime: 0,
    ...keepRowsWithin([q.startDate, q.endDate]),
  });
