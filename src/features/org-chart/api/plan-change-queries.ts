import { useMutation } from '@tanstack/react-query';
import type { PlanChangeInput } from './plan-types';
import { addPlanChange, undoPlanChange } from './plan-api';
import { usePlanRefresh } from './plan-queries';

/** Records one change of a draft (POST /restructure/plan/change); the review reads again. The call
 *  is silent: the dialog that sent it shows a refusal itself and keeps what was typed. */
export function useAddPlanChange(planId: string) {
  const refresh = usePlanRefresh();
  return useMutation({
    mutationFn: (change: PlanChangeInput) => addPlanChange(planId, change),
    onSuccess: () => refresh(),
  });
}

/** Takes one change out of a draft (POST /restructure/plan/undoChange); the review reads again. */
export function useUndoPlanChange(planId: string) {
  const refresh = usePlanRefresh();
  return useMutation({
    mutationFn: (changeId: string) => undoPlanChange(planId, changeId),
    onSuccess: () => refresh(),
  });
}
