// Restructure plans (组织架构调整 → 调整方案): every shape of `/restructure/*`
// (docs/assumed-contract.md "Restructure plans"), inferred from the call schemas (./contract.ts).
// The sandbox imports these types only.
import type { PlanChangeInput } from './contract';

export type {
  ApplyResult,
  Count,
  DepartmentMark,
  PersonMove,
  PlanChange,
  PlanChangeInput,
  PlanDetail,
  PlanProblem,
  PlanReview,
  PlanScopeChange,
  PlanStatus,
  PlanSummary,
  ProblemCode,
  ReviewDepartment,
} from './contract';
export { PLAN_CONFLICT_ERROR, PLAN_INVALID_ERROR } from './contract';

export type PlanChangeKind = PlanChangeInput['kind'];

/** What changed in the live organisation since the plan was made (apply), or since it was applied
 *  (revert): the 409's `data.conflicts`. The refusal's data is read by the page, not checked. */
export interface PlanConflict {
  kind: 'department' | 'staff';
  /** department or staff id */
  id: string;
  name: string;
  /** e.g. 上级部门已被修改, 已被删除, 已离职 */
  message: string;
  /** the plan change it touches ('' when none) */
  changeId: string;
}
