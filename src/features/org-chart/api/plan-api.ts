import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { Paged } from '@/lib/org/types';
import {
  PLAN_CONFLICT_ERROR,
  PLAN_INVALID_ERROR,
  type ApplyResult,
  type PlanChangeInput,
  type PlanReview,
  type PlanStatus,
  type PlanSummary,
} from './plan-types';

// Restructure plans (docs/assumed-contract.md "Restructure plans").
const E = services.enterprise;
/** apply and revert answer these with data the page shows itself (the conflicts, the problems) */
const planRefusals = { quietCodes: [PLAN_CONFLICT_ERROR, PLAN_INVALID_ERROR] } as const;
/** the review of a plan that does not exist (deleted meanwhile): the page says 方案不存在 itself */
export const PLAN_NOT_FOUND = 404;

export const fetchPlans = (params: { page: number; size: number; status?: PlanStatus }, signal?: AbortSignal) =>
  get<Paged<PlanSummary>>(`${E}/restructure/plans`, params, { signal });

export const fetchPlanReview = (id: string, signal?: AbortSignal) =>
  get<PlanReview>(`${E}/restructure/plan/review`, { id }, { signal, quietCodes: [PLAN_NOT_FOUND] });

export const createPlan = (body: { name: string; note: string }) =>
  post<PlanSummary>(`${E}/restructure/plan/create`, body, { silent: true });

export const editPlan = (body: { id: string; name: string; note: string }) =>
  post<PlanSummary>(`${E}/restructure/plan/edit`, body, { silent: true });

export const duplicatePlan = (id: string) => post<PlanSummary>(`${E}/restructure/plan/duplicate`, { id });

export const deletePlan = (id: string) => post<{ name: string }>(`${E}/restructure/plan/delete`, { id });

export const addPlanChange = (planId: string, change: PlanChangeInput) =>
  post<{ changeId: string }>(`${E}/restructure/plan/change`, { planId, change }, { silent: true });

export const undoPlanChange = (planId: string, changeId: string) =>
  post<null>(`${E}/restructure/plan/undoChange`, { planId, changeId });

export const rebasePlan = (id: string) => post<null>(`${E}/restructure/plan/rebase`, { id });

export const applyPlan = (id: string) => post<ApplyResult>(`${E}/restructure/plan/apply`, { id }, planRefusals);

export const revertPlan = (id: string) =>
  post<{ changeCount: number }>(`${E}/restructure/plan/revert`, { id }, planRefusals);
