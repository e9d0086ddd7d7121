import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';

// Group chats (admin-modules §7 "Group chats", docs/assumed-contract.md "Group chats"), on the group
// service. The spec names the paths; the bodies and answers are assumed.

/** admin-modules §5; the sandbox refuses with code 500 */
const TOO_FEW = { '500': '创建失败，群成员至少3人' } as const;

export const PropertySchema = v.picklist(['outer', 'inner']);
export const NatureSchema = v.picklist(['public', 'private']);

/** A department's group chat made without anyone has no owner: '' (shown -). */
const ownerIdField = v.optional(
  v.pipe(
    v.nullable(id),
    v.transform((x) => x ?? ''),
  ),
  '',
);

const groupEntries = {
  groupId: id,
  groupName: v.string(),
  property: PropertySchema,
  nature: NatureSchema,
  ownerId: ownerIdField,
  ownerName: text,
  memberCount: count,
  /** members outside a scoped administrator's 管理范围, not counted (assumed contract "Partial writes") */
  hiddenMemberCount: v.optional(count),
  createTime: text,
};

export const GroupChatSchema = record(groupEntries);

export const GroupMemberSchema = record({ id, name: v.string(), telephone: text, position: text, isOwner: flag });

/** The group as the form edits it; `members` lists only those inside a scoped administrator's
 *  管理范围, `hiddenMemberCount` says how many more it holds (kept by the server on a save). */
export const GroupDetailSchema = record({ ...groupEntries, members: list(GroupMemberSchema) });

const GroupInputSchema = v.object({
  groupId: v.optional(v.string()),
  groupName: v.string(),
  property: PropertySchema,
  nature: NatureSchema,
  memberIds: v.array(v.string()),
  /** absent: the first member (create), unchanged (edit) */
  ownerId: v.optional(v.string()),
});

/** A row the analysis can import, as the server will create it. */
const ImportableRow = record({
  groupName: v.string(),
  property: PropertySchema,
  nature: NatureSchema,
  ownerId: text,
  /** comma-separated */
  memberIds: text,
  /** as the sheet gives it: text */
  memberCount: text,
});

/** A row of the sheet as it was read (its columns), with why it cannot be imported. */
const UnimportableRow = record({ groupName: text, owner: text, reason: v.string() });

export const GroupImportAnalysisSchema = record({
  importId: id,
  importable: list(ImportableRow),
  unImportable: list(UnimportableRow),
});

const listBody = {
  property: v.optional(PropertySchema),
  nature: v.optional(NatureSchema),
  ...pageArgs,
};

export const findGroupCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/v1_admin/find_group',
  status: 'specified',
  summary: '群聊列表',
  body: v.object(listBody),
  answer: paged(GroupChatSchema),
});

export const searchGroupCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/v1_admin/search_group',
  status: 'specified',
  summary: '按群名称搜索群聊',
  body: v.object({ ...listBody, keyword: v.string() }),
  answer: paged(GroupChatSchema),
});

export const createGroupCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/v1_admin/create_group',
  status: 'specified',
  summary: '创建群聊',
  body: GroupInputSchema,
  answer: GroupChatSchema,
  errors: TOO_FEW,
});

export const editGroupCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/v1_admin/edit_group',
  status: 'specified',
  summary: '编辑群聊',
  body: GroupInputSchema,
  answer: GroupChatSchema,
  errors: TOO_FEW,
});

// The console does not read what a dissolution answers: its fields are described, none is fatal.
export const deleteGroupCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/v1_admin/del_group',
  status: 'specified',
  summary: '解散群聊',
  body: v.object({ groupId: v.string() }),
  answer: record({ groupName: text }),
});

export const batchDeleteGroupsCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/v1_admin/batch_del_group',
  status: 'specified',
  summary: '批量解散群聊',
  body: v.object({ groupIds: v.array(v.string()) }),
  answer: record({ count: v.optional(count), groupNames: list(v.string()) }),
});

export const groupDetailCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/group_detail',
  status: 'specified',
  summary: '群聊详情及成员',
  body: v.object({ groupId: v.string() }),
  answer: GroupDetailSchema,
});

export const groupInfoCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/search/findGroupInfo',
  status: 'specified',
  summary: '群聊信息',
  query: v.object({ groupId: v.string() }),
  answer: GroupChatSchema,
});

export const downloadMembersCall = defineCall({
  method: 'GET',
  service: 'group',
  path: '/v1_admin/down_group_menbers',
  status: 'specified',
  summary: '下载群成员（.xlsx）',
  query: v.object({ groupId: v.string() }),
  answer: 'file',
});

export const exportGroupsCall = defineCall({
  method: 'GET',
  service: 'group',
  path: '/search/exportGroups',
  status: 'specified',
  summary: '导出群聊列表（.xlsx）',
  /** repeated: groupIds=1&groupIds=2 */
  query: v.object({ groupIds: v.array(v.string()) }),
  answer: 'file',
});

export const analyseGroupImportCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/import_group_analysis',
  status: 'specified',
  summary: '解析群聊导入文件',
  body: v.object({ file: v.blob() }),
  answer: GroupImportAnalysisSchema,
});

export const importGroupsCall = defineCall({
  method: 'POST',
  service: 'group',
  path: '/import_group',
  status: 'specified',
  summary: '导入群聊（解析后的文件）',
  body: v.object({ file: v.blob(), importId: v.string() }),
  /** the count is shown (成功导入N个群聊) */
  answer: record({ count, groupNames: list(v.string()) }),
});

export const groupTemplateCall = defineCall({
  method: 'GET',
  service: 'group',
  path: '/import_group/template',
  status: 'assumed',
  summary: '下载群聊导入模板（.xlsx）',
  answer: 'file',
});

export type Property = v.InferOutput<typeof PropertySchema>;
export type Nature = v.InferOutput<typeof NatureSchema>;
export type GroupChat = v.InferOutput<typeof GroupChatSchema>;
export type GroupDetail = v.InferOutput<typeof GroupDetailSchema>;
export type GroupInput = v.InferOutput<typeof GroupInputSchema>;
export type GroupImportAnalysis = v.InferOutput<typeof GroupImportAnalysisSchema>;
