import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, id, list, record, text } from '@/lib/contract/fields';
import { plainTree } from '@/lib/contract/plain-tree';
import { DepartmentRef } from '@/lib/org/schemas';

// Directory lookups of platform-shell §7.3, shared by every module's pickers, and the resolve of
// stored references (docs/assumed-contract.md "References: resolve and the pruned notice").

/** A department node of the directory lookups without its sub-departments (shape assumed,
 *  docs/assumed-contract.md). /depart/fullTree is every department of the enterprise (10,000 on a
 *  large one), checked on the main thread: its fields are plain and it is checked in place, as
 *  /depart/tree (lib/contract/plain-tree.ts). */
const DepartNodeFields = record({
  id: v.string(),
  departName: v.string(),
  departNum: v.optional(v.string(), ''),
  parentDepartId: v.string(),
  enable: v.optional(v.boolean(), false),
  /** direct members */
  memberCount: count,
  /** members of the department and all its sub-departments, each counted once */
  memberTotal: count,
  hasChildren: v.optional(v.boolean(), false),
});

/** A department node of the directory lookups; the full tree's carry their sub-departments. */
export interface DepartNode extends v.InferOutput<typeof DepartNodeFields> {
  departTree?: DepartNode[];
}

const DepartNodeSchema: v.GenericSchema<unknown, DepartNode> = record({
  ...DepartNodeFields.entries,
  departTree: v.optional(v.array(v.lazy(() => DepartNodeSchema))),
});

/** A staff summary as the lookups return it. */
const MemberSchema = record({
  id,
  lenovoId: id,
  name: v.string(),
  telephone: text,
  email: text,
  position: text,
  /** '' for an active member (admin-modules §3) */
  status: text,
  departmentList: list(DepartmentRef),
});

/** '' staff status → active; 'departure' → departed; a deleted person (tombstone) → deleted; an id
 *  the enterprise never had → unknown; to a scoped administrator, someone outside her 管理范围 →
 *  outside, with no name (assumed contract "Scoped administrators"). */
const PersonStateSchema = v.picklist([
  'active',
  'unactivated',
  'unjoined',
  'departed',
  'deleted',
  'unknown',
  'outside',
]);

const ResolvedPersonSchema = record({
  /** the id as asked: a user id or a lenovoId */
  key: v.string(),
  /** '' when unknown */
  id: text,
  lenovoId: text,
  /** '' when unknown */
  name: text,
  state: PersonStateSchema,
});

/** outside: to a scoped administrator, a department outside her 管理范围 (no name). */
const DepartmentStateSchema = v.picklist(['active', 'deleted', 'unknown', 'outside']);

const ResolvedDepartmentSchema = record({
  id,
  /** '' when unknown */
  name: text,
  state: DepartmentStateSchema,
});

const ResolvedRefsSchema = record({
  people: list(ResolvedPersonSchema),
  departments: list(ResolvedDepartmentSchema),
});

/** What the resolve call is asked: each list at most 500 ids. */
const RefQuerySchema = v.object({
  userIds: v.optional(v.array(v.string())),
  lenovoIds: v.optional(v.array(v.string())),
  departIds: v.optional(v.array(v.string())),
});

export const fullTreeCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/depart/fullTree',
  status: 'specified',
  summary: '完整部门树（选择器）',
  answer: plainTree(v.array(DepartNodeSchema)),
});

export const treeAndPersonCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/department/findDepartmentTreeAndPerson',
  status: 'specified',
  summary: '某部门的下级部门与直属成员（无 departId：根一级）',
  query: v.object({ departId: v.optional(v.string()) }),
  answer: record({ departments: list(DepartNodeSchema), persons: list(MemberSchema) }),
});

export const searchMembersCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/findEnterpriseUsersByNameOrTelephoneOrLenovoIdAll',
  status: 'specified',
  summary: '按姓名、手机号或 lenovoId 查找成员（最多100人）',
  query: v.object({ text: v.string() }),
  answer: v.array(MemberSchema),
});

export const membersUnderCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/v2/department/getDepartmentAndSubDepartmentAllMembers',
  status: 'specified',
  summary: '部门及其下级部门的全部成员',
  body: v.object({ departIds: v.array(v.string()) }),
  answer: v.array(MemberSchema),
});

export const membersByLenovoIdsCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/findAllUserInfoByLenovoIds',
  status: 'specified',
  summary: '按 lenovoId 查找成员（/directory/resolve 不可用时解析人员）',
  body: v.object({ lenovoIds: v.array(v.string()) }),
  answer: v.array(MemberSchema),
});

export const resolveRefsCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/directory/resolve',
  status: 'assumed',
  summary: '按 id 解析人员与部门的当前名称和状态',
  body: RefQuerySchema,
  answer: ResolvedRefsSchema,
  errors: { '400': '参数userIds/lenovoIds/departIds格式错误 / 不能超过500个' },
  whenAbsent:
    'Resolved through specified look-ups for the rest of the session, without a toast: people by POST /user-server/findAllUserInfoByLenovoIds (by user id: the members under the roots of /depart/fullTree), departments by GET /enterprise-server/depart/fullTree; what they cannot tell (已删除, and 已离职 unless the member answer says departure) shows the stored name, else 未知人员 / 未知部门.',
});

export type Member = v.InferOutput<typeof MemberSchema>;
export type PersonState = v.InferOutput<typeof PersonStateSchema>;
export type ResolvedPerson = v.InferOutput<typeof ResolvedPersonSchema>;
export type DepartmentState = v.InferOutput<typeof DepartmentStateSchema>;
export type ResolvedDepartment = v.InferOutput<typeof ResolvedDepartmentSchema>;
export type ResolvedRefs = v.InferOutput<typeof ResolvedRefsSchema>;
export type RefQuery = v.InferOutput<typeof RefQuerySchema>;
