import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, count, flag, id, list, nothing, pageArgs, paged, record, text } from '@/lib/contract/fields';

// 组织架构调整: the live chart's move (admin-modules §7) and the restructure plans
// (docs/assumed-contract.md "Restructure plans"; the sandbox imports the types, ./plan-types.ts).

export const moveDepartmentCall = defineCall({
  method: 'PUT',
  service: 'enterprise',
  path: '/depart/move',
  status: 'specified',
  summary: '调整部门的上级部门',
  /** the spec shows no body: this one is assumed */
  body: v.object({ departId: v.string(), parentDepartId: v.string() }),
  answer: v.nullish(record({ id: v.optional(id), departName: v.optional(v.string()), parentDepartId: v.optional(id) })),
});

// ——— restructure plans ———

/** apply and revert answer these with data the page shows itself (the conflicts, the problems) */
export const PLAN_CONFLICT_ERROR = 'RESTRUCTURE_CONFLICT';
export const PLAN_INVALID_ERROR = 'RESTRUCTURE_INVALID';
/** the review of a plan that does not exist (deleted meanwhile): the page says 方案不存在 itself */
export const PLAN_NOT_FOUND = 404;

const PlanStatusSchema = v.picklist(['draft', 'applied', 'reverted']);

/** What a plan changes, as the console sends it to POST /restructure/plan/change. */
const changeKinds = {
  create: { kind: v.literal('create'), departName: v.string(), parentDepartId: v.string() },
  rename: { kind: v.literal('rename'), departId: v.string(), departName: v.string() },
  move: { kind: v.literal('move'), departId: v.string(), parentDepartId: v.string() },
  /** members, sub-departments and everything that refers to `departId` go to `targetId`; `departId` is deleted */
  merge: { kind: v.literal('merge'), departId: v.string(), targetId: v.string() },
  delete: { kind: v.literal('delete'), departId: v.string() },
  /** supervisorId '' = 未设主管 */
  supervisor: { kind: v.literal('supervisor'), departId: v.string(), supervisorId: v.string() },
  /** each person leaves `fromDepartId` (their other departments stay) and joins `toDepartId` */
  moveStaff: {
    kind: v.literal('moveStaff'),
    staffIds: v.array(v.string()),
    fromDepartId: v.string(),
    toDepartId: v.string(),
  },
};

const PlanChangeInputSchema = v.variant('kind', [
  v.object(changeKinds.create),
  v.object(changeKinds.rename),
  v.object(changeKinds.move),
  v.object(changeKinds.merge),
  v.object(changeKinds.delete),
  v.object(changeKinds.supervisor),
  v.object(changeKinds.moveStaff),
]);

/** What a recorded change carries besides its input. A `create` carries the id the server reserved
 *  for the new department (its id once applied), so later changes of the plan can name it. */
const recorded = {
  id,
  /** the id the server reserved for a created department ('' for the other kinds) */
  createdDepartId: text,
  /** the author's lenovoId (their account, as every person field of a plan: creatorId, updaterId…) */
  authorId: id,
  authorName: text,
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: text,
  /** the change in words, with the names it has in the plan, e.g. 将“华东销售部”调整到“市场部”下 */
  label: v.string(),
};

/** One recorded change of a plan, as the plan's answers carry it. */
const PlanChangeSchema = v.variant('kind', [
  record({ ...changeKinds.create, ...recorded }),
  record({ ...changeKinds.rename, ...recorded }),
  record({ ...changeKinds.move, ...recorded }),
  record({ ...changeKinds.merge, ...recorded }),
  record({ ...changeKinds.delete, ...recorded }),
  record({ ...changeKinds.supervisor, ...recorded }),
  record({ ...changeKinds.moveStaff, ...recorded }),
]);

const PlanSummarySchema = record({
  id,
  name: v.string(),
  /** 生效说明 ('' when none) */
  note: text,
  status: PlanStatusSchema,
  changeCount: count,
  /** lenovoIds, as every person field of a plan */
  creatorId: id,
  creatorName: text,
  createTime: text,
  /** who changed the plan last (its name, note or changes) */
  updaterId: id,
  updaterName: text,
  updateTime: text,
  /** '' while a draft */
  appliedTime: text,
  appliedById: text,
  appliedByName: text,
  /** the last moment 撤销方案 is allowed ('' unless applied): appliedTime + 7 days */
  revertDeadline: text,
  /** '' unless reverted */
  revertedTime: text,
});

const PlanDetailSchema = record({
  ...PlanSummarySchema.entries,
  /** in the order they were recorded (= the order they apply in) */
  changes: list(PlanChangeSchema),
});

/** How a department of the plan's chart differs from the live organisation. */
const DepartmentMarkSchema = v.picklist(['added', 'moved', 'renamed', 'merged', 'deleted', 'supervisor', 'members']);

const CountSchema = record({ before: count, after: count });

/** One department of the plan's chart: the organisation as it is once the plan applies, plus the
 *  departments the plan merges or deletes (gone, under their live parent). */
const ReviewDepartmentSchema = record({
  id,
  departName: v.string(),
  /** '0' for the root */
  parentDepartId: id,
  /** '' = 未设主管 */
  supervisorId: text,
  supervisorName: text,
  /** null for a department the plan adds */
  before: v.nullable(record({ departName: text, parentDepartId: text, supervisorId: text, supervisorName: text })),
  /** merged or deleted by the plan */
  gone: flag,
  /** the merge target when merged, else '' */
  mergedInto: text,
  marks: list(DepartmentMarkSchema),
  /** active direct members */
  members: CountSchema,
  /** active members including all sub-departments, each counted once */
  total: CountSchema,
  /** the changes that touch this department (ids of PlanDetail.changes) */
  changeIds: list(id),
});

/** A person the plan moves. */
const PersonMoveSchema = record({
  staffId: id,
  name: v.string(),
  beforeDepartIds: list(id),
  afterDepartIds: list(id),
  changeIds: list(id),
});

const ProblemCodeSchema = v.picklist([
  'cycle',
  'noParent',
  'hasMembers',
  'hasChildren',
  'referenced',
  'duplicateName',
  'root',
  'missing',
  'conflict',
]);

/** Something that keeps the plan from applying, linked to the change that causes it. */
const PlanProblemSchema = record({
  code: ProblemCodeSchema,
  /** in Chinese, naming the departments and people, never an id */
  message: v.string(),
  changeId: text,
  /** the department it concerns ('' when none) */
  departId: text,
});

/** A 管理范围 whose people the plan widens or narrows (a merge re-points a department to its target,
 *  a move or a deletion changes what lies under one): a warning to confirm before applying. */
const PlanScopeChangeSchema = record({
  /** an administrator (管理员权限) or an admin role (角色管理) */
  kind: v.picklist(['admin', 'role']),
  /** the administrator's lenovoId, or the role's id */
  id,
  /** the administrator's name, or the role's */
  name: v.string(),
  /** the scope's departments by name, before and once the plan applies */
  before: list(v.string()),
  after: list(v.string()),
  /** active people the scope comes to cover, and no longer covers */
  gained: count,
  lost: count,
});

/** GET /restructure/plan/review: the plan, its chart and its problems. For a plan that is no
 *  longer a draft, departments, people and problems are empty (its changes are its record). */
const PlanReviewSchema = record({
  plan: PlanDetailSchema,
  departments: list(ReviewDepartmentSchema),
  people: list(PersonMoveSchema),
  problems: list(PlanProblemSchema),
  /** every 管理范围 the plan widens or narrows (none: []) */
  scopeChanges: list(PlanScopeChangeSchema),
});

const ApplyResultSchema = record({ changeCount: count, appliedTime: text });

const nameAndNote = { name: v.string(), note: v.string() };
const PLAN_FORM_REFUSALS = {
  '400': '参数name不能为空 / 方案名称不能超过30个字符 / 生效说明不能超过200个字符 / 已存在同名方案',
} as const;

export const plansCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/restructure/plans',
  status: 'assumed',
  summary: '调整方案列表（最近更新的在前）',
  query: v.object({ ...pageArgs, status: v.optional(PlanStatusSchema) }),
  answer: paged(PlanSummarySchema),
});

export const planReviewCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/restructure/plan/review',
  status: 'assumed',
  summary: '调整方案的审阅：方案、调整后的架构、问题与管理范围变化',
  query: byId,
  answer: PlanReviewSchema,
  errors: { [PLAN_NOT_FOUND]: '方案不存在' },
});

export const createPlanCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/restructure/plan/create',
  status: 'assumed',
  summary: '新建调整方案',
  body: v.object(nameAndNote),
  answer: PlanSummarySchema,
  errors: PLAN_FORM_REFUSALS,
});

export const editPlanCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/restructure/plan/edit',
  status: 'assumed',
  summary: '修改调整方案的名称与生效说明',
  body: v.object({ id: v.string(), ...nameAndNote }),
  answer: PlanSummarySchema,
  errors: { '400': `${PLAN_FORM_REFUSALS['400']} / 方案已应用，不能修改` },
});

export const duplicatePlanCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/restructure/plan/duplicate',
  status: 'assumed',
  summary: '复制调整方案（新草稿，名为“<名称>（副本）”）',
  body: byId,
  answer: PlanSummarySchema,
});

export const deletePlanCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/restructure/plan/delete',
  status: 'assumed',
  summary: '删除调整方案',
  body: byId,
  answer: record({ name: text }),
  errors: { '400': '已应用的方案不能删除，请先撤销' },
});

export const addPlanChangeCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/restructure/plan/change',
  status: 'assumed',
  summary: '为调整方案添加一项调整',
  body: v.object({ planId: v.string(), change: PlanChangeInputSchema }),
  answer: record({ changeId: id }),
  errors: {
    '400': '调整无法应用于方案（见检查项的说明） / 参数kind不正确 / 方案已应用，不能修改 / 一个方案最多1000项调整',
  },
});

export const undoPlanChangeCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/restructure/plan/undoChange',
  status: 'assumed',
  summary: '撤销调整方案中的一项调整',
  body: v.object({ planId: v.string(), changeId: v.string() }),
  answer: nothing,
  errors: { '404': '调整项不存在' },
});

export const rebasePlanCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/restructure/plan/rebase',
  status: 'assumed',
  summary: '更新调整方案（以当前组织架构为起点）',
  body: byId,
  answer: nothing,
});

export const applyPlanCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/restructure/plan/apply',
  status: 'assumed',
  summary: '应用调整方案',
  body: byId,
  answer: ApplyResultSchema,
  errors: {
    [PLAN_INVALID_ERROR]: '方案存在N个问题，请先处理后再应用（data.problems）',
    [PLAN_CONFLICT_ERROR]: '组织架构已变更，请更新方案后再应用（data.conflicts）',
    '400': '方案没有调整项',
  },
});

export const revertPlanCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/restructure/plan/revert',
  status: 'assumed',
  summary: '撤销已应用的调整方案（应用后7天内）',
  body: byId,
  answer: record({ changeCount: v.optional(count) }),
  errors: {
    [PLAN_CONFLICT_ERROR]: '方案应用后组织架构又有变更，不能撤销（data.conflicts）',
    '400': '方案未应用 / 方案应用已超过7天，不能撤销',
  },
});

export type PlanStatus = v.InferOutput<typeof PlanStatusSchema>;
export type PlanChangeInput = v.InferOutput<typeof PlanChangeInputSchema>;
export type PlanChange = v.InferOutput<typeof PlanChangeSchema>;
export type PlanSummary = v.InferOutput<typeof PlanSummarySchema>;
export type PlanDetail = v.InferOutput<typeof PlanDetailSchema>;
export type DepartmentMark = v.InferOutput<typeof DepartmentMarkSchema>;
export type Count = v.InferOutput<typeof CountSchema>;
export type ReviewDepartment = v.InferOutput<typeof ReviewDepartmentSchema>;
export type PersonMove = v.InferOutput<typeof PersonMoveSchema>;
export type ProblemCode = v.InferOutput<typeof ProblemCodeSchema>;
export type PlanProblem = v.InferOutput<typeof PlanProblemSchema>;
export type PlanScopeChange = v.InferOutput<typeof PlanScopeChangeSchema>;
export type PlanReview = v.InferOutput<typeof PlanReviewSchema>;
export type ApplyResult = v.InferOutput<typeof ApplyResultSchema>;
