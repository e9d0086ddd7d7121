import * as v from 'valibot';
import { deleteStaffCall, findCeoCall, sendInvitationCall, InvitationBodySchema } from '@/lib/org/contract';

import type { RoleSchema } from '@/lib/roles/contract';
import { defineCall } from '@/lib/contract/define';
import { byIds, count, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { StaffSchema } from '@/lib/org/schemas';

// made here and by 离职管理 / 入职管理: defined once below the three (lib/org/contract.ts)
export { deleteStaffCall, findCeoCall, sendInvitationCall };

// The organisation page's calls (admin-modules §7 "Staff and departments"); the department tree, the
// staff searches and the department search are in lib/org/contract.ts (other modules make them too).
// The spec shows no answer of its writes: one the page does not read is accepted as null, with the
// fields the sandbox sends optional (docs/assumed-contract.md "Departments", "Staff"); the assumed
// calls answer as the assumed contract says.

// ——— departments ———

const DepartmentFields = {
  /** '' for a new department */
  id: v.string(),
  departName: v.string(),
  departNum: v.string(),
  /** '0' for the root */
  parentDepartId: v.string(),
  /** '' for none */
  departSupervisorId: v.string(),
  /** the caller's */
  enterpriseNumber: v.string(),
  /** the ids from the root department down to parentDepartId, root first; [] for the root */
  departIdList: v.array(v.string()),
  /** staff ids placed in the department */
  usedIds: v.array(v.string()),
  /** also creates an inner private group of the supervisor and usedIds */
  isCreateDepartGroup: v.boolean(),
};

const DepartmentInsertInput = v.object(DepartmentFields);

const DepartmentEditInput = v.object({
  ...DepartmentFields,
  /** the supervisor the form was opened with: refused if another administrator changed it meanwhile */
  oldDepartSupervisorId: v.string(),
});

const DEPARTMENT_REFUSALS = {
  '400': '参数departIdList不能为空 / 参数departIdList与上级部门不一致 / 所选成员不是本企业的在职员工',
  '403': '无权修改其他企业的部门',
} as const;

const DepartmentSaved = v.nullish(record({ id: v.optional(id), departName: v.optional(v.string()) }));

export const insertDepartmentCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/depart/insert',
  status: 'specified',
  summary: '添加部门',
  body: DepartmentInsertInput,
  answer: DepartmentSaved,
  errors: DEPARTMENT_REFUSALS,
});

export const editDepartmentCall = defineCall({
  method: 'PUT',
  service: 'enterprise',
  path: '/depart/edit',
  status: 'specified',
  summary: '编辑部门',
  body: DepartmentEditInput,
  answer: DepartmentSaved,
  errors: { ...DEPARTMENT_REFUSALS, '400': `${DEPARTMENT_REFUSALS['400']} / 参数oldDepartSupervisorId不能为空` },
});

export const enableDepartmentCall = defineCall({
  method: 'PUT',
  service: 'enterprise',
  path: '/depart/enable',
  status: 'specified',
  summary: '启用或停用部门',
  body: v.object({ departId: v.string(), enable: v.boolean() }),
  answer: v.nullish(
    record({ id: v.optional(id), departName: v.optional(v.string()), enable: v.optional(v.boolean()) }),
  ),
});

export const deleteDepartmentCall = defineCall({
  method: 'PUT',
  service: 'enterprise',
  path: '/depart/del',
  status: 'specified',
  summary: '删除部门',
  body: v.object({ departId: v.string(), del: v.literal(true) }),
  answer: DepartmentSaved,
});

export const batchDepartmentsCall = defineCall({
  method: 'PUT',
  service: 'enterprise',
  path: '/depart/batch',
  status: 'specified',
  summary: '批量删除、启用或停用部门',
  body: v.object({ departIds: v.array(v.string()), isDelete: v.boolean(), isEnable: v.optional(v.boolean()) }),
  answer: v.nullish(record({ count: v.optional(count), action: v.optional(v.string()) })),
});

const PullDownDepartmentSchema = record({ id, departName: v.string(), parentDepartId: id });

export const departPullDownCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/depart/departUserPullDownList',
  status: 'specified',
  summary: '部门下拉列表（高级搜索的部门选择）',
  answer: v.array(PullDownDepartmentSchema),
});

// ——— staff ———

export const searchSupervisorsCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/searchEnterpriseForDepart',
  status: 'specified',
  summary: '部门主管候选人（按姓名或手机号）',
  query: v.object({ keyWord: v.string(), ...pageArgs }),
  answer: paged(StaffSchema),
});

const optionalText = v.optional(v.string());

/** The staff fields the add and edit forms send; an edit's telephone '' means unchanged, an identity
 *  or bank card number left out is unchanged (admin-modules §5, docs/assumed-contract.md "Staff"). */
const StaffInputSchema = v.object({
  name: optionalText,
  telephone: optionalText,
  email: optionalText,
  position: optionalText,
  staffId: optionalText,
  employeeNumber: optionalText,
  extensionNumber: optionalText,
  officeAddress: optionalText,
  /** 'YYYY-MM-DD', as birthDate and graduationTime */
  entryTime: optionalText,
  departIds: v.array(v.string()),
  nativePlace: optionalText,
  major: optionalText,
  idNumber: optionalText,
  university: optionalText,
  birthDate: optionalText,
  graduationTime: optionalText,
  gender: v.optional(v.picklist(['男', '女'])),
  emergencyContact: optionalText,
  emergencyPhone: optionalText,
  emergencyRelation: optionalText,
  bankCardNumber: optionalText,
  openingBank: optionalText,
  education: optionalText,
});

/** POST /admin/users: the method is assumed (the spec lists PUT, for the edit). */
export const addStaffCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/users',
  status: 'assumed',
  summary: '添加员工',
  body: StaffInputSchema,
  answer: StaffSchema,
});

export const editStaffCall = defineCall({
  method: 'PUT',
  service: 'enterprise',
  path: '/admin/users',
  status: 'specified',
  summary: '编辑员工',
  body: v.object({ ...StaffInputSchema.entries, id: v.string() }),
  answer: v.nullish(StaffSchema),
  errors: { '400': '身份证号格式不正确 / 银行卡号格式不正确' },
});

export const batchUpdateUserDepartCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/batchUpdateUserDepart',
  status: 'specified',
  summary: '批量调整员工部门',
  body: v.object({
    ids: v.array(v.string()),
    /** removed from each; absent: all their departments are replaced */
    oldDepartId: v.optional(v.string()),
    newDepartId: v.string(),
    /** one of ids: becomes the new department's supervisor */
    supervisorId: v.optional(v.string()),
  }),
  answer: v.nullish(record({ count: v.optional(count), departName: v.optional(v.string()) })),
});

export const exportStaffCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/userListExport',
  status: 'specified',
  summary: '导出员工（员工列表.xlsx）',
  body: byIds,
  answer: 'file',
});

export const exportDepartStaffCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/userDepartListExport',
  status: 'specified',
  summary: '导出部门员工（部门员工列表.xlsx）',
  /** department ids */
  body: byIds,
  answer: 'file',
});

export const exportImportFailuresCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/failureDepartUser/Export',
  status: 'specified',
  summary: '导出导入失败的员工（含失败原因）',
  body: v.object({ importId: v.string() }),
  answer: 'file',
});

export const staffTemplateCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/upload/staffTemplate',
  status: 'assumed',
  summary: '员工导入模板',
  answer: 'file',
});

/** A row of the file that was not imported: its cells by field, and why. */
const ImportFailureSchema = record({
  name: text,
  telephone: text,
  email: text,
  position: text,
  department: text,
  reason: text,
});

const StaffImportResultSchema = record({
  importId: id,
  successCount: count,
  failureCount: count,
  enterpriseUserIds: list(id),
  users: list(StaffSchema),
  failures: list(ImportFailureSchema),
});

export const importStaffCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/upload/returnEnterpriseUserId',
  status: 'specified',
  summary: '导入员工（.xlsx：姓名、手机号、邮箱、职位、部门）',
  query: v.object({ enterpriseId: v.string() }),
  answer: StaffImportResultSchema,
});

// ——— enterprise head ———

export const enterpriseUsersCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/enterpriseUser',
  status: 'specified',
  summary: '企业员工（按姓名，最多100人）',
  query: v.object({ enterpriseNumber: v.string(), name: v.string() }),
  answer: v.array(StaffSchema),
});

export const setCeoCall = defineCall({
  method: 'PUT',
  service: 'enterprise',
  path: '/ceo',
  status: 'specified',
  summary: '设置企业负责人',
  body: v.object({ enterpriseUserId: v.string() }),
  answer: v.nullish(record({ id: v.optional(id), name: v.optional(v.string()) })),
});

// ——— invitations (未激活成员) ———

// ——— the staff profile ———

/** One changed field of an edit, as the change log records it (names, not ids). */
const FieldChangeSchema = record({ field: v.string(), before: text, after: text });

const PersonChangeSchema = record({
  id,
  creatDate: text,
  operationType: text,
  /** who made the change */
  name: text,
  keyword: text,
  /** an edit: before → after per field ([] for other entries) */
  changes: list(FieldChangeSchema),
});

export const personHistoryCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/changelog/person',
  status: 'assumed',
  summary: '某人的变更历史（涉及其的变更日志，最新在前）',
  body: v.object({ userId: v.string(), ...pageArgs }),
  answer: paged(PersonChangeSchema),
  errors: { '404': '员工不存在' },
});

/** The staff fields the server answers masked (first 4 and last 4 characters). */
const SensitiveFieldSchema = v.picklist(['idNumber', 'bankCardNumber']);

export const revealSensitiveCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/users/revealSensitive',
  status: 'assumed',
  summary: '查看完整的身份证号或银行卡号（记入变更日志）',
  body: v.object({ id: v.string(), field: SensitiveFieldSchema }),
  answer: record({ value: v.string() }),
  errors: { '400': '参数field不正确', '404': '员工不存在' },
});

/** The body of /depart/insert or /depart/edit, as the department dialog builds it. */
export type DepartmentInput = v.InferOutput<typeof DepartmentInsertInput> | v.InferOutput<typeof DepartmentEditInput>;
export type StaffInput = v.InferOutput<typeof StaffInputSchema>;
export type StaffImportResult = v.InferOutput<typeof StaffImportResultSchema>;
export type InvitationInput = v.InferOutput<typeof InvitationBodySchema>;
/** a role the person holds: POST /api/role/getList filtered by userId (lib/roles/contract.ts) */
export type PersonRole = Pick<v.InferOutput<typeof RoleSchema>, 'id' | 'roleName'>;
export type PersonChange = v.InferOutput<typeof PersonChangeSchema>;
export type SensitiveField = v.InferOutput<typeof SensitiveFieldSchema>;
