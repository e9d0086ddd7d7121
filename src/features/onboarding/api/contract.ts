import * as v from 'valibot';
import { sendInvitationCall, InvitationBodySchema } from '@/lib/org/contract';

import { defineCall } from '@/lib/contract/define';
import { byIds, count, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';

// made here and by 组织架构's 未激活成员: defined once below both (lib/org/contract.ts)
export { sendInvitationCall };

// Onboarding (admin-modules §3 "Pending (onboarding) staff", §4 "Onboarding upload", §7
// "Onboarding"); bodies and answers the spec does not show: docs/assumed-contract.md "Onboarding".

/** admin-modules §8: 0088 on adding pending staff opens the invitation to register; 0089 says the
 *  phone and e-mail are two accounts. Edit checks them too when the phone or e-mail changes. */
const REGISTRATION_CODES = {
  ENTERPRISE_0088: '该员工尚未注册账号，请邀请其注册',
  ENTERPRISE_0089: '该手机号和邮箱已分别注册为两个账号，请让员工提供新的未注册手机号或邮箱',
} as const;

/** A pending (onboarding) staff member (admin-modules §3). */
export const PendingStaffSchema = record({
  id,
  name: v.string(),
  telephone: text,
  email: text,
  position: text,
  enterpriseNumber: text,
  enterpriseId: text,
  createTime: text,
  updateTime: text,
});

/** What the form edits: one of telephone and email at least ('' for none). */
const PendingFields = v.object({ name: v.string(), telephone: v.string(), email: v.string(), position: v.string() });
const AddInput = v.object({ ...PendingFields.entries, enterpriseNumber: v.string(), enterpriseId: v.string() });
const EditInput = v.object({ ...PendingFields.entries, id: v.string() });
const SearchQuery = v.object({ keyWord: v.string(), ...pageArgs });
/** 高级搜索: each field a contains-filter, '' or absent for any. */
const AdvancedFields = v.partial(PendingFields);
const AdvancedQuery = v.object({ ...AdvancedFields.entries, ...pageArgs });
const ConfirmBody = v.object({ ids: v.array(v.string()), departId: v.string() });

/** A row of the import file as the parse answers it (unknown columns kept). */
const ImportRowSchema = record({ name: text, telephone: text, email: text, position: text });

export const ImportAnalysisSchema = record({
  importId: id,
  importable: list(ImportRowSchema),
  unImportable: list(record({ ...ImportRowSchema.entries, reason: v.string() })),
});

export const searchPendingCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/tempUserSearch',
  status: 'specified',
  summary: '待入职人员列表（按姓名、手机号或邮箱搜索）',
  body: SearchQuery,
  answer: paged(PendingStaffSchema),
});

export const advancedSearchPendingCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/tempUserAdvancedSearch',
  status: 'specified',
  summary: '待入职人员高级搜索',
  body: AdvancedQuery,
  answer: paged(PendingStaffSchema),
});

export const addPendingCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/personnelListAdd',
  status: 'specified',
  summary: '添加待入职人员',
  body: AddInput,
  answer: PendingStaffSchema,
  errors: REGISTRATION_CODES,
});

export const editPendingCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/personnelEdit',
  status: 'specified',
  summary: '编辑待入职人员',
  body: EditInput,
  answer: PendingStaffSchema,
  errors: REGISTRATION_CODES,
});

export const deletePendingCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/personnelDel',
  status: 'specified',
  summary: '删除待入职人员',
  body: byIds,
  answer: record({ names: text }),
});

export const exportPendingCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/personnelManageListExport',
  status: 'specified',
  summary: '导出选中的待入职人员（待入职人员.xlsx）',
  body: byIds,
  answer: 'file',
});

export const confirmOnboardingCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/personnelConfirm',
  status: 'assumed',
  summary: '确认入职：待入职人员成为所选部门的员工',
  body: ConfirmBody,
  answer: record({ count, names: text, departName: text }),
});

export const batchImportCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/upload/batchImport',
  status: 'specified',
  summary: '批量导入第一步：解析文件（重新上传时带上次的 importId）',
  body: v.object({ file: v.blob(), importId: v.optional(v.string()) }),
  answer: ImportAnalysisSchema,
});

export const saveImportCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/upload/saveUsers',
  status: 'specified',
  summary: '批量导入第二步：保存可导入的人员',
  body: v.object({ importId: v.string() }),
  answer: record({ count }),
});

export const importTemplateCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/upload/template',
  status: 'assumed',
  summary: '待入职人员导入模板（.xlsx）',
  answer: 'file',
});

export type PendingStaff = v.InferOutput<typeof PendingStaffSchema>;
export type PendingInput = v.InferOutput<typeof PendingFields>;
export type PendingAdvanced = v.InferOutput<typeof AdvancedFields>;
export type AddPendingInput = v.InferOutput<typeof AddInput>;
export type EditPendingInput = v.InferOutput<typeof EditInput>;
export type ImportAnalysis = v.InferOutput<typeof ImportAnalysisSchema>;
export type InvitationInput = v.InferOutput<typeof InvitationBodySchema>;
export type ConfirmOnboardingInput = v.InferOutput<typeof ConfirmBody>;
