import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLifecycle } from '@/lib/query/after-lifecycle';
import { keepRowsWithin } from '@/lib/query/list-subject';
import type { PlanStatus } from './plan-types';
import {
  applyPlan,
  createPlan,
  deletePlan,
  duplicatePlan,
  editPlan,
  fetchPlanReview,
  fetchPlans,
  rebasePlan,
  revertPlan,
} from './plan-api';

/** Every plan query starts with this key: a write to a plan reads them all again. */
export const PLANS_KEY = ['restructure-plans'] as const;

export const usePlans = (args: { page: number; size: number; status?: PlanStatus }) =>
  useQuery({
    queryKey: [...PLANS_KEY, 'list', args],
    queryFn: ({ signal }) => fetchPlans(args, signal),
    ...keepRowsWithin([args.status]),
  });

export const usePlanReview = (id: string) =>
  useQuery({
    queryKey: [...PLANS_KEY, 'review', id],
    queryFn: ({ signal }) => fetchPlanReview(id, signal),
  });

/** After a write to a plan: the plans read again. After apply or revert every query: a merge or a
 *  deletion moved the references of every module, as a lifecycle event does (docs/product.md Part D). */
export function usePlanRefresh() {
  const client = useQueryClient();
  return async (live = false) => {
    await (live ? refreshAfterLifecycle(client) : client.invalidateQueries({ queryKey: PLANS_KEY }));
  };
}

/** A plan write; the plans are read again whether it succeeded or was refused (a refusal of apply
 *  or revert may mean the review is out of date). */
function usePlanMutation<V, R>(call: (v: V) => Promise<R>, live = false) {
  const refresh = usePlanRefresh();
  return useMutation({
    mutationFn: call,
    onSuccess: () => refresh(live),
    onError: () => refresh(),
  });
}

export const useCreatePlan = () => usePlanMutation(createPlan);
export const useEditPlan = () => usePlanMutation(editPlan);
export const useDuplicatePlan = () => usePlanMutation(duplicatePlan);
export const useDeletePlan = () => usePlanMutation(deletePlan);
export const useRebasePlan = () => usePlanMutation(rebasePlan);
export const useApplyPlan = () => usePlanMutation(applyPlan, true);
export const useRevertPlan = () => usePlanMutation(revertPlan, true);
