import { request } from '@/lib/contract/define';
import {
  addPlanChangeCall,
  applyPlanCall,
  createPlanCall,
  deletePlanCall,
  duplicatePlanCall,
  editPlanCall,
  PLAN_CONFLICT_ERROR,
  PLAN_INVALID_ERROR,
  PLAN_NOT_FOUND,
  planReviewCall,
  plansCall,
  rebasePlanCall,
  revertPlanCall,
  undoPlanChangeCall,
} from './contract';
import type { PlanChangeInput, PlanStatus } from './plan-types';

// Restructure plans (docs/assumed-contract.md "Restructure plans").
/** apply and revert answer these with data the page shows itself (the conflicts, the problems) */
const planRefusals = { quietCodes: [PLAN_CONFLICT_ERROR, PLAN_INVALID_ERROR] } as const;
export { PLAN_NOT_FOUND };

export const fetchPlans = (params: { page: number; size: number; status?: PlanStatus }, signal?: AbortSignal) =>
  request(plansCall, { params }, { signal });

export const fetchPlanReview = (id: string, signal?: AbortSignal) =>
  request(planReviewCall, { params: { id } }, { signal, quietCodes: [PLAN_NOT_FOUND] });

export const createPlan = (body: { name: string; note: string }) => request(createPlanCall, { body }, { silent: true });

export const editPlan = (body: { id: string; name: string; note: string }) =>
  request(editPlanCall, { body }, { silent: true });

export const duplicatePlan = (id: string) => request(duplicatePlanCall, { body: { id } });

export const deletePlan = (id: string) => request(deletePlanCall, { body: { id } });

export const addPlanChange = (planId: string, change: PlanChangeInput) =>
  request(addPlanChangeCall, { body: { planId, change } }, { silent: true });

export const undoPlanChange = (planId: string, changeId: string) =>
  request(undoPlanChangeCall, { body: { planId, changeId } });

export const rebasePlan = (id: string) => request(rebasePlanCall, { body: { id } });

export const applyPlan = (id: string) => request(applyPlanCall, { body: { id } }, planRefusals);

export const revertPlan = (id: string) => request(revertPlanCall, { body: { id } }, planRefusals);
