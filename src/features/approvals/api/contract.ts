import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, count, flag, id, list, nothing, pageArgs, paged, record, text } from '@/lib/contract/fields';

// 审批管理's calls (admin-modules §7 "Approvals", platform-shell §7.4; versions, copy and groups:
// assumed contract "Approval versions, copy and groups"). The spec shows no answer shapes: these are
// the assumed ones of docs/assumed-contract.md "Approvals", as the sandbox answers them.

/** An id the page does not act on (the creator, the enterprise): missing is empty, not fatal. */
const refId = v.optional(id, '');

/** A person referenced by an approval (visible users, administrators, approvers). */
export const UserRefSchema = record({ lenovoId: id, name: v.string() });

/** 0 custom, 1 system template (initApprove), 2 internal: never shown in the list. */
const ApproveTypeSchema = v.picklist([0, 1, 2]);

/** 2 everyone (the spec's default), 3 specific users. */
const VisibleRangeSchema = v.picklist([2, 3]);

export const ApprovalSummarySchema = record({
  id,
  approveName: v.string(),
  /** absent: a custom approval */
  approveType: v.optional(ApproveTypeSchema, 0),
  description: text,
  enable: flag,
  /** an icon key (leave, punch, money…), not a URL; an unknown one is shown as the general icon */
  iconAddress: text,
  /** absent: everyone (admin-modules §9) */
  visibleRange: v.optional(VisibleRangeSchema, 2),
  initFlag: flag,
  /** a drag sends the neighbours' sort numbers: no order without them */
  sortNumber: count,
  updateTime: text,
  /** the approval's group; the default group's id when it has none (absent: shown as —) */
  groupId: refId,
});

export const ApprovalDetailSchema = record({
  ...ApprovalSummarySchema.entries,
  enterpriseNumber: refId,
  /** the creator */
  lenovoId: refId,
  visibleUsers: list(UserRefSchema),
  approveAdministrators: list(UserRefSchema),
  /** Enterprise administrators: always approval administrators, cannot be removed. */
  enterpriseAdministrators: list(UserRefSchema),
  /** JSON list of form controls (the designer model's toFormData); the designer says itself when it
   *  cannot read it */
  formData: text,
  /** JSON flow tree (the process model's toProcessData); empty is a fresh flow */
  processData: text,
});

const ApprovalListQuerySchema = v.object({
  approveName: v.string(),
  ...pageArgs,
  enterpriseNumber: v.string(),
  /** only the approvals of this group; absent: all */
  groupId: v.optional(v.string()),
});

const SaveApprovalInputSchema = v.object({
  /** absent on create */
  id: v.optional(v.string()),
  enterpriseNumber: v.string(),
  approveName: v.string(),
  description: v.string(),
  iconAddress: v.string(),
  visibleRange: VisibleRangeSchema,
  visibleUsers: v.array(UserRefSchema),
  approveAdministrators: v.array(UserRefSchema),
  formData: v.string(),
  processData: v.string(),
});

const MoveApprovalInputSchema = v.object({
  approveId: v.string(),
  /** sort number of the approval now above it; null at the very top */
  prevSortNumber: v.nullable(v.number()),
  /** sort number of the approval now below it; null at the very bottom */
  nextSortNumber: v.nullable(v.number()),
});

const InitApproveResultSchema = record({
  /** true when the templates were created by this call */
  created: flag,
  count: v.optional(count),
});

export const EnterpriseUserInfoSchema = record({
  enterpriseNumber: refId,
  enterpriseName: text,
  userCount: v.optional(count),
  /** the enterprise's own administrator: always an approval administrator */
  administrators: list(UserRefSchema),
});

/** Approval data export filters: type 0–4, status 0–4, times in ms (null = open end). */
const ApprovalExportQuerySchema = v.object({
  enterpriseNumber: v.string(),
  type: v.number(),
  status: v.number(),
  startTime: v.nullable(v.number()),
  endTime: v.nullable(v.number()),
});

// ---- Versions, copy and groups (assumed contract "Approval versions, copy and groups").

/** What one save of an approval held: every field /approve/save takes except the ids. */
export const ApprovalVersionContentSchema = record({
  approveName: v.string(),
  description: text,
  iconAddress: text,
  visibleRange: v.optional(VisibleRangeSchema, 2),
  visibleUsers: list(UserRefSchema),
  approveAdministrators: list(UserRefSchema),
  formData: text,
  processData: text,
});

export const ApprovalVersionSchema = record({
  id,
  approveId: refId,
  /** 1, 2, 3 … per approval (shown as V1, V2 …) */
  version: count,
  savedBy: UserRefSchema,
  saveTime: text,
  /** the version this save restored, or null for an ordinary save (absent: null) */
  restoredFrom: v.optional(v.nullable(count), null),
  /** the approval's content now (the newest version) */
  current: flag,
});

export const ApprovalVersionDetailSchema = record({
  ...ApprovalVersionSchema.entries,
  content: ApprovalVersionContentSchema,
});

export const ApprovalGroupSchema = record({
  id,
  groupName: v.string(),
  /** the default group 其他: cannot be renamed or deleted; approvals without a group are in it */
  isDefault: flag,
  /** the list's order is the answer's order */
  sortNumber: v.optional(count),
  /** approvals the list shows in the group */
  count,
});

const SaveApprovalGroupInputSchema = v.object({
  /** absent on create */
  id: v.optional(v.string()),
  enterpriseNumber: v.string(),
  groupName: v.string(),
});

const DeleteApprovalGroupResultSchema = record({
  groupName: text,
  /** approvals moved to the default group */
  moved: v.optional(count),
});

const MovedToGroupSchema = record({
  /** shown: 已移动到分组「…」 */
  groupName: v.string(),
  names: list(v.string()),
});

const byEnterprise = v.object({ enterpriseNumber: v.string() });
/** /approve/save and what saves through it (restore): a taken name, told apart by the designer */
const NAME_TAKEN = { APPROVE_NAME_EXIST: '名称重复，请修改' } as const;

export const initApproveCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/initApprove',
  status: 'specified',
  summary: '初始化系统预置审批模板（每个企业一次）',
  query: byEnterprise,
  answer: InitApproveResultSchema,
});

export const listApprovalsCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/list',
  status: 'specified',
  summary: '审批列表（分页，可按名称和分组筛选）',
  body: ApprovalListQuerySchema,
  answer: paged(ApprovalSummarySchema),
});

export const findApprovalCall = defineCall({
  method: 'GET',
  service: 'approve',
  path: '/approve/findById',
  status: 'specified',
  summary: '审批详情',
  query: v.object({ id: v.string(), lenovoId: v.string() }),
  answer: ApprovalDetailSchema,
});

export const deleteApprovalCall = defineCall({
  method: 'DELETE',
  service: 'approve',
  path: '/approve/del',
  status: 'specified',
  summary: '删除审批',
  query: byId,
  answer: nothing,
});

export const enableApprovalCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/enable',
  status: 'specified',
  summary: '启用或停用审批',
  body: v.object({ approveId: v.string(), enable: v.boolean() }),
  answer: nothing,
});

export const moveApprovalCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/move',
  status: 'specified',
  summary: '调整审批排序（移到前后两个排序号之间）',
  body: MoveApprovalInputSchema,
  answer: nothing,
});

export const approvalNameExistsCall = defineCall({
  method: 'GET',
  service: 'approve',
  path: '/approve/nameExist',
  status: 'specified',
  summary: '审批名称是否已被占用',
  query: v.object({ approveName: v.string(), enterpriseNumber: v.string() }),
  answer: v.boolean(),
});

export const saveApprovalCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/save',
  status: 'specified',
  summary: '创建或编辑审批（基本信息、表单设计、流程设计）',
  body: SaveApprovalInputSchema,
  answer: ApprovalDetailSchema,
  errors: NAME_TAKEN,
});

export const enterpriseUserInfoCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/findEnterpriseUserInfoByEnterpriseNumber',
  status: 'specified',
  summary: '企业信息与企业管理员（审批的固定管理员）',
  query: byEnterprise,
  answer: EnterpriseUserInfoSchema,
});

export const exportApprovalDataCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/data/export',
  status: 'assumed',
  summary: '导出审批数据（.xlsx）',
  body: ApprovalExportQuerySchema,
  answer: 'file',
});

export const listApprovalVersionsCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/version/list',
  status: 'assumed',
  summary: '审批的版本记录（分页，最新在前）',
  body: v.object({ approveId: v.string(), ...pageArgs }),
  answer: paged(ApprovalVersionSchema),
});

export const findApprovalVersionCall = defineCall({
  method: 'GET',
  service: 'approve',
  path: '/approve/version/findById',
  status: 'assumed',
  summary: '某一版本及其保存的内容',
  query: byId,
  answer: ApprovalVersionDetailSchema,
});

export const restoreApprovalVersionCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/version/restore',
  status: 'assumed',
  summary: '恢复某一版本（保存为新版本）',
  body: v.object({ versionId: v.string() }),
  answer: ApprovalDetailSchema,
  errors: NAME_TAKEN,
});

export const copyApprovalCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/copy',
  status: 'assumed',
  summary: '复制审批（停用状态的“副本”）',
  body: v.object({ approveId: v.string() }),
  answer: ApprovalDetailSchema,
});

export const listApprovalGroupsCall = defineCall({
  method: 'GET',
  service: 'approve',
  path: '/approve/group/list',
  status: 'assumed',
  summary: '审批分组（按顺序，含默认分组“其他”）',
  query: byEnterprise,
  answer: v.array(ApprovalGroupSchema),
});

export const saveApprovalGroupCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/group/save',
  status: 'assumed',
  summary: '新建或重命名审批分组',
  body: SaveApprovalGroupInputSchema,
  answer: ApprovalGroupSchema,
  errors: { APPROVE_GROUP_NAME_EXIST: '分组名称已存在，请修改' },
});

export const deleteApprovalGroupCall = defineCall({
  method: 'DELETE',
  service: 'approve',
  path: '/approve/group/del',
  status: 'assumed',
  summary: '删除审批分组（其中的审批移至“其他”）',
  query: byId,
  answer: DeleteApprovalGroupResultSchema,
});

export const sortApprovalGroupsCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/group/sort',
  status: 'assumed',
  summary: '调整审批分组顺序（完整的新顺序）',
  body: v.object({ groupIds: v.array(v.string()) }),
  answer: nothing,
});

export const moveApprovalsToGroupCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/group/moveApprovals',
  status: 'assumed',
  summary: '把审批移动到分组末尾',
  body: v.object({ approveIds: v.array(v.string()), groupId: v.string() }),
  answer: MovedToGroupSchema,
});

export type UserRef = v.InferOutput<typeof UserRefSchema>;
export type ApproveType = v.InferOutput<typeof ApproveTypeSchema>;
export type VisibleRange = v.InferOutput<typeof VisibleRangeSchema>;
export type ApprovalSummary = v.InferOutput<typeof ApprovalSummarySchema>;
export type ApprovalDetail = v.InferOutput<typeof ApprovalDetailSchema>;
export type ApprovalListQuery = v.InferOutput<typeof ApprovalListQuerySchema>;
export type SaveApprovalInput = v.InferOutput<typeof SaveApprovalInputSchema>;
export type MoveApprovalInput = v.InferOutput<typeof MoveApprovalInputSchema>;
export type ApprovalExportQuery = v.InferOutput<typeof ApprovalExportQuerySchema>;
export type ApprovalVersionContent = v.InferOutput<typeof ApprovalVersionContentSchema>;
export type ApprovalVersion = v.InferOutput<typeof ApprovalVersionSchema>;
export type ApprovalGroup = v.InferOutput<typeof ApprovalGroupSchema>;
export type SaveApprovalGroupInput = v.InferOutput<typeof SaveApprovalGroupInputSchema>;
