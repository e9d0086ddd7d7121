import { useQuery } from '@tanstack/react-query';
import { keepRowsWithin } from '@/lib/query/list-subject';
import { fetchDepartUsers, searchProfileChanges, type ChangeQuery } from './staff-changes-api';

export const staffChangesKeys = {
  departs: ['staff-changes', 'departs'] as const,
  list: (q: ChangeQuery) => ['staff-changes', 'list', q] as const,
};

/** The departments with their people, for the filters. */
export const useDepartUsers = () =>
  useQuery({
    queryKey: staffChangesKeys.departs,
    queryFn: ({ signal }) => fetchDepartUsers(signal),
    staleTime: 60_000,
  });

/** The changes of the chosen department or person: never another subject's rows while it loads. */
export const useProfileChanges = (q: ChangeQuery) =>
  useQuery({
    queryKey: staffChangesKeys.list(q),
    queryFn: ({ signal }) => searchProfileChanges(q, signal),
    ...keepRowsWithin([q.departId, q.userId]),
    staleTime: 0,
  });
