import { queryOptions } from '@tanstack/react-query';
import { services } from '@/config/services';
import { get, LARGE_ANSWER } from '@/lib/http/client';

// The enterprise's department tree (GET /depart/tree), shared by the organisation page and the org
// chart under one cache key: 2 MB on a 10,000-department enterprise, fetched once, not per page.

/** A department of /depart/tree with its sub-departments. */
export interface DepartTreeNode {
  id: string;
  departName: string;
  departNum: string;
  /** direct members */
  departSum: number;
  /** members including all sub-departments, each counted once */
  memberTotal: number;
  departSupervisorId: string;
  supervisorName: string;
  parentDepartId: string;
  enable: boolean;
  disabled: boolean;
  departTree: DepartTreeNode[];
}

export const fetchDepartTree = (signal?: AbortSignal) =>
  get<DepartTreeNode[]>(`${services.enterprise}/depart/tree`, undefined, { ...LARGE_ANSWER, signal });

/** Under ['org', …]: the organisation writes' invalidation of ['org'] refreshes it. */
export const departTreeQuery = queryOptions({
  queryKey: ['org', 'tree'] as const,
  queryFn: ({ signal }) => fetchDepartTree(signal),
});
