import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byIds, count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { plainTree } from '@/lib/contract/plain-tree';
import { EnterpriseHeadSchema, StaffSchema } from './schemas';

// The organisation's calls that several modules make: the department tree (the organisation page
// and the org chart, one cache entry), the staff search and the department search (the organisation
// page and global search). admin-modules §7 "Staff and departments".

/** A department of /depart/tree without its sub-departments. The tree is 10,000 departments (2 MB)
 *  on a large enterprise and is checked on the main thread, so its fields are plain (ids and names
 *  are strings as the spec's Department spells them; a missing display text or yes/no takes its
 *  constant default) and it is checked in place (lib/contract/plain-tree.ts). */
const DepartTreeFields = record({
  id: v.string(),
  departName: v.string(),
  departNum: v.optional(v.string(), ''),
  /** direct members */
  departSum: count,
  /** members including all sub-departments, each counted once */
  memberTotal: count,
  /** '' when the department has none */
  departSupervisorId: v.optional(v.string(), ''),
  supervisorName: v.optional(v.string(), ''),
  /** '0' for the root */
  parentDepartId: v.string(),
  enable: v.optional(v.boolean(), false),
  disabled: v.optional(v.boolean(), false),
});

/** A department of /depart/tree with its sub-departments. */
export interface DepartTreeNode extends v.InferOutput<typeof DepartTreeFields> {
  departTree: DepartTreeNode[];
}

const DepartTreeNodeSchema: v.GenericSchema<unknown, DepartTreeNode> = record({
  ...DepartTreeFields.entries,
  departTree: v.array(v.lazy(() => DepartTreeNodeSchema)),
});

export const departTreeCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/depart/tree',
  status: 'specified',
  summary: '部门树（含各部门的下级部门与人数）',
  answer: plainTree(v.array(DepartTreeNodeSchema)),
});

/** The staff sets of the searches: `on` (not departed) is the default and is not sent; the others are
 *  the console's extension (docs/assumed-contract.md "Staff"). */
const StaffSetSchema = v.picklist(['all', 'departure', 'unactivated', 'unjoined']);

const STAFF_SEARCH_REFUSALS = {
  '400': '参数enterpriseId不能为空 / 参数status不正确',
  '403': '无权查看其他企业的员工',
  '404': '部门不存在',
} as const;

export const userSearchCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/userSearch',
  status: 'specified',
  summary: '员工搜索（姓名、手机号或邮箱）',
  body: v.object({
    /** '' for everyone; a department includes its sub-departments */
    departId: v.string(),
    /** the current enterprise's id */
    enterpriseId: v.string(),
    ...pageArgs,
    keyWord: v.string(),
    position: v.string(),
    status: v.optional(StaffSetSchema),
  }),
  answer: paged(StaffSchema),
  errors: STAFF_SEARCH_REFUSALS,
});

export const userAdvancedSearchCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/userAdvancedSearch',
  status: 'specified',
  summary: '员工高级搜索',
  body: v.object({
    enterpriseId: v.string(),
    ...pageArgs,
    name: v.string(),
    position: v.string(),
    telephone: v.string(),
    email: v.string(),
    departId: v.string(),
    status: v.optional(StaffSetSchema),
  }),
  answer: paged(StaffSchema),
  errors: STAFF_SEARCH_REFUSALS,
});

const DepartSearchRowSchema = record({
  id,
  departName: v.string(),
  departNum: text,
  /** '0' for the root */
  parentDepartId: id,
  enable: flag,
  /** '' when the department has none */
  departSupervisorId: text,
  supervisorName: text,
  /** the names of its parents, "A / B" */
  path: text,
  departSum: count,
  memberTotal: count,
});

export const searchDepartCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/depart/searchDepart',
  status: 'specified',
  summary: '部门搜索（部门名称、主管姓名）',
  query: v.object({
    departName: v.optional(v.string()),
    supervisorName: v.optional(v.string()),
    ...pageArgs,
  }),
  answer: paged(DepartSearchRowSchema),
});

export type DepartSearchRow = v.InferOutput<typeof DepartSearchRowSchema>;

/** GET /findCeo: the enterprise head (组织架构's CEO card, 离职管理's refusal of the head's departure). */
export const findCeoCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/findCeo',
  status: 'specified',
  summary: '企业负责人（未设置时为 null）',
  answer: EnterpriseHeadSchema,
});

/** POST /admin/users/delete (组织架构's 批量删除, 离职管理's 删除): the members still active are
 *  departed first, with no hand-over. What it did per person is not shown (the pages read again). */
export const deleteStaffCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/users/delete',
  status: 'specified',
  summary: '删除员工（在职者先离职，不交接）',
  body: byIds,
  answer: v.nullish(
    record({
      count: v.optional(count),
      names: text,
      list: list(record({ id, name: text, parts: list(v.string()) })),
    }),
  ),
});

/** one channel per call: phone (list) or email (list) */
export const InvitationBodySchema = v.object({
  enterpriseNumber: v.string(),
  phone: v.optional(v.array(v.string())),
  email: v.optional(v.array(v.string())),
});

/** POST /sendSmsOrEmail (入职管理, 组织架构's 未激活成员): one channel per call, phone or email. */
export const sendInvitationCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/sendSmsOrEmail',
  status: 'specified',
  summary: '邀请注册：短信（phone）或邮件（email），每次一种',
  body: InvitationBodySchema,
  /** how many invitations went out (not shown) */
  answer: v.nullish(record({ count: v.optional(count) })),
});
