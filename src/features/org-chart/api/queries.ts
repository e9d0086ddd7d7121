import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { departTreeQuery } from '@/lib/org/depart-tree';
import { queryClient } from '@/lib/query/query-client';
import { SHOW_FIRST_FAILURE } from '@/lib/query/show-first-failure';
import { reportFailure } from '@/lib/org/report-failure';
import { moveDepartment } from './org-chart-api';

/** The organisation page's cached tree: no second fetch of 2 MB when coming from there. */
export const useDepartTree = () => useQuery({ ...departTreeQuery, ...SHOW_FIRST_FAILURE });

/** The page's first call, started by the menu click: the tree, unless 组织架构 has it already. */
export function prefetchOrgChart(client = queryClient) {
  if (client.getQueryData(departTreeQuery.queryKey) !== undefined) return Promise.resolve();
  return client.prefetchQuery(departTreeQuery);
}

/** Moves a department under another; the organisation and directory caches are read again. */
export function useMoveDepartment(onMoved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; parent: string }) => moveDepartment(v.id, v.parent),
    onSuccess: async () => {
      onMoved();
      await Promise.all([
        client.invalidateQueries({ queryKey: ['org'] }),
        client.invalidateQueries({ queryKey: ['directory'] }),
      ]);
    },
    onError: reportFailure('调整部门失败'),
  });
}
