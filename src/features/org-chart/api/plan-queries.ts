import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanStatus } from './plan-types';
import { fetchPlanReview, fetchPlans } from './plan-api';

/** Every plan query starts with this key: a write to a plan reads them all again. */
export const PLANS_KEY = ['restructure-plans'] as const;

export const usePlans = (args: { page: number; size: number; status?: PlanStatus }) =>
  useQuery({
    queryKey: [...PLANS_KEY, 'list', args],
    queryFn: ({ signal }) => fetchPlans(args, signal),
  });

export const usePlanReview = (id: string) =>
  useQuery({
    queryKey: [...PLANS_KEY, 'review', id],
    queryFn: ({ signal }) => fetchPlanReview(id, signal),
  });

/** After a write to a plan: the plans read again; after apply or revert the live organisation too. */
export function usePlanRefresh() {
  const client = useQueryClient();
  return async (live = false) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: PLANS_KEY }),
      ...(live
        ? [client.invalidateQueries({ queryKey: ['org'] }), client.invalidateQueries({ queryKey: ['directory'] })]
        : []),
    ]);
  };
}
