import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/contract/define';
import { LARGE_ANSWER } from '@/lib/http/client';
import { departTreeCall } from './contract';

// The enterprise's department tree (GET /depart/tree), shared by the organisation page and the org
// chart under one cache key: 2 MB on a 10,000-department enterprise, fetched once, not per page.

/** A department of /depart/tree with its sub-departments. */
export type { DepartTreeNode } from './contract';

export const fetchDepartTree = (signal?: AbortSignal) => request(departTreeCall, {}, { ...LARGE_ANSWER, signal });

/** Under ['org', …]: the organisation writes' invalidation of ['org'] refreshes it. */
export const departTreeQuery = queryOptions({
  queryKey: ['org', 'tree'] as const,
  queryFn: ({ signal }) => fetchDepartTree(signal),
});
