// Restructure plans (组织架构调整 → 调整方案): every shape of `/restructure/*`
// (docs/assumed-contract.md "Restructure plans"). The sandbox imports these types only.

export type PlanStatus = 'draft' | 'applied' | 'reverted';

/** What a plan changes, as the console sends it to POST /restructure/plan/change. */
export type PlanChangeInput =
  | { kind: 'create'; departName: string; parentDepartId: string }
  | { kind: 'rename'; departId: string; departName: string }
  | { kind: 'move'; departId: string; parentDepartId: string }
  /** members, sub-departments and everything that refers to `departId` go to `targetId`; `departId` is deleted */
  | { kind: 'merge'; departId: string; targetId: string }
  | { kind: 'delete'; departId: string }
  /** supervisorId '' = 未设主管 */
  | { kind: 'supervisor'; departId: string; supervisorId: string }
  /** each person leaves `fromDepartId` (their other departments stay) and joins `toDepartId` */
  | { kind: 'moveStaff'; staffIds: string[]; fromDepartId: string; toDepartId: string };

export type PlanChangeKind = PlanChangeInput['kind'];

/** One recorded change of a plan. A `create` carries the id the server reserved for the new
 *  department (its id once applied), so later changes of the plan can name it. */
export type PlanChange = PlanChangeInput & {
  id: string;
  /** the id the server reserved for a created department ('' for the other kinds) */
  createdDepartId: string;
  /** the author's lenovoId (their account, as every person field of a plan: creatorId, updaterId…) */
  authorId: string;
  authorName: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string;
  /** the change in words, with the names it has in the plan, e.g. 将“华东销售部”调整到“市场部”下 */
  label: string;
};

export interface PlanSummary {
  id: string;
  name: string;
  /** 生效说明 ('' when none) */
  note: string;
  status: PlanStatus;
  changeCount: number;
  /** lenovoIds, as every person field of a plan */
  creatorId: string;
  creatorName: string;
  createTime: string;
  /** who changed the plan last (its name, note or changes) */
  updaterId: string;
  updaterName: string;
  updateTime: string;
  /** '' while a draft */
  appliedTime: string;
  appliedById: string;
  appliedByName: string;
  /** the last moment 撤销方案 is allowed ('' unless applied): appliedTime + 7 days */
  revertDeadline: string;
  /** '' unless reverted */
  revertedTime: string;
}

export interface PlanDetail extends PlanSummary {
  /** in the order they were recorded (= the order they apply in) */
  changes: PlanChange[];
}

/** How a department of the plan's chart differs from the live organisation. */
export type DepartmentMark = 'added' | 'moved' | 'renamed' | 'merged' | 'deleted' | 'supervisor' | 'members';

export interface Count {
  before: number;
  after: number;
}

/** One department of the plan's chart: the organisation as it is once the plan applies, plus the
 *  departments the plan merges or deletes (gone, under their live parent). */
export interface ReviewDepartment {
  id: string;
  departName: string;
  /** '0' for the root */
  parentDepartId: string;
  /** '' = 未设主管 */
  supervisorId: string;
  supervisorName: string;
  /** null for a department the plan adds */
  before: { departName: string; parentDepartId: string; supervisorId: string; supervisorName: string } | null;
  /** merged or deleted by the plan */
  gone: boolean;
  /** the merge target when merged, else '' */
  mergedInto: string;
  marks: DepartmentMark[];
  /** active direct members */
  members: Count;
  /** active members including all sub-departments, each counted once */
  total: Count;
  /** the changes that touch this department (ids of PlanDetail.changes) */
  changeIds: string[];
}

/** A person the plan moves. */
export interface PersonMove {
  staffId: string;
  name: string;
  beforeDepartIds: string[];
  afterDepartIds: string[];
  changeIds: string[];
}

export type ProblemCode =
  | 'cycle'
  | 'noParent'
  | 'hasMembers'
  | 'hasChildren'
  | 'referenced'
  | 'duplicateName'
  | 'root'
  | 'missing'
  | 'conflict';

/** Something that keeps the plan from applying, linked to the change that causes it. */
export interface PlanProblem {
  code: ProblemCode;
  /** in Chinese, naming the departments and people, never an id */
  message: string;
  changeId: string;
  /** the department it concerns ('' when none) */
  departId: string;
}

/** GET /restructure/plan/review: the plan, its chart and its problems. For a plan that is no
 *  longer a draft, departments, people and problems are empty (its changes are its record). */
/** A 管理范围 whose people the plan widens or narrows (a merge re-points a department to its target,
 *  a move or a deletion changes what lies under one): a warning to confirm before applying. */
export interface PlanScopeChange {
  /** an administrator (管理员权限) or an admin role (角色管理) */
  kind: 'admin' | 'role';
  /** the administrator's lenovoId, or the role's id */
  id: string;
  /** the administrator's name, or the role's */
  name: string;
  /** the scope's departments by name, before and once the plan applies */
  before: string[];
  after: string[];
  /** active people the scope comes to cover, and no longer covers */
  gained: number;
  lost: number;
}

export interface PlanReview {
  plan: PlanDetail;
  departments: ReviewDepartment[];
  people: PersonMove[];
  problems: PlanProblem[];
  /** every 管理范围 the plan widens or narrows (none: []) */
  scopeChanges: PlanScopeChange[];
}

/** What changed in the live organisation since the plan was made (apply), or since it was applied
 *  (revert): the 409's `data.conflicts`. */
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

export const PLAN_CONFLICT_ERROR = 'RESTRUCTURE_CONFLICT';
export const PLAN_INVALID_ERROR = 'RESTRUCTURE_INVALID';

export interface ApplyResult {
  changeCount: number;
  appliedTime: string;
}
