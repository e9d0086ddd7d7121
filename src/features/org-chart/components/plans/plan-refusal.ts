import { isApiError } from '@/lib/http/errors';
import { PLAN_CONFLICT_ERROR, PLAN_INVALID_ERROR, type PlanConflict, type PlanProblem } from '../../api/plan-types';

/** The refusals of apply and revert the page shows itself (docs/assumed-contract.md "Restructure
 *  plans", Apply and revert): the problems, or what changed in the live organisation. */
export type PlanRefusal =
  | { kind: 'invalid'; message: string; problems: PlanProblem[] }
  | { kind: 'conflict'; message: string; conflicts: PlanConflict[] };

export function planRefusalOf(e: unknown): PlanRefusal | null {
  if (!isApiError(e)) return null;
  const data = (e.data ?? {}) as { problems?: PlanProblem[]; conflicts?: PlanConflict[] };
  if (e.errorCode === PLAN_INVALID_ERROR) return { kind: 'invalid', message: e.message, problems: data.problems ?? [] };
  if (e.errorCode === PLAN_CONFLICT_ERROR)
    return { kind: 'conflict', message: e.message, conflicts: data.conflicts ?? [] };
  return null;
}
