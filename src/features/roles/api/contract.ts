import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, count, flag, id, list, nothing, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { DepartmentRef } from '@/lib/org/schemas';
import { ManageScopeSchema } from '@/lib/scope/manage-scope-schema';

// 角色管理's roles, members, menus and the user's identity (platform-shell §6, §7.3) on the user
// service; the department-administrator checks on the enterprise service; the enterprise's
// applications (allApp, admin-modules §7 "Applications") on the apps service. The spec names the
// calls, not their bodies or answers: those are docs/assumed-contract.md "Roles".

import { MemberTypeSchema, RoleSchema, roleListCall } from '@/lib/roles/contract';

export { MemberTypeSchema, RoleSchema, roleListCall };

const RoleInputSchema = v.object({
  id: v.optional(v.string()),
  roleName: v.string(),
  description: v.string(),
  memberType: MemberTypeSchema,
  menuIds: v.array(v.string()),
  permissions: v.array(v.string()),
  appIds: v.array(v.string()),
  /** admin roles; absent: all (create) or unchanged (modify) */
  manageScope: v.optional(ManageScopeSchema),
});

export const RoleMemberSchema = record({
  lenovoId: id,
  /** '' for a member gone from the directory (the count still counts them) */
  name: v.string(),
  telephone: text,
  departmentList: list(DepartmentRef),
  roleNames: list(v.string()),
});

export const MenuWithDataSchema = record({
  id,
  name: v.string(),
  url: text,
  permissions: list(record({ code: v.string(), name: text })),
});

export const RoleRightsSchema = record({ canEdit: flag, canDelete: flag });

export const CurrentRoleSchema = record({
  /** enterpriseAdmin, admin or member; the spec does not show the values, so another is shown as it comes */
  roleType: v.string(),
  roles: list(record({ id, roleName: v.string() })),
});

/** An application as the all-apps query answers it (admin-modules §3 Application; the fields the role
 *  page reads are id, name, categoryMark, enable and visibleRange). */
export const AppSummarySchema = record({
  id,
  name: v.string(),
  /** basic, free, subscribed or thirdParty; another is shown as it comes */
  categoryMark: v.string(),
  enable: flag,
  /** 2 everyone in the enterprise, 3 specified users; absent: 2 (only 3 is marked on the page) */
  visibleRange: v.optional(v.picklist([2, 3]), 2),
  visibleUsers: list(record({ lenovoId: id, name: text })),
  iconAddress: text,
  applyPermissionId: text,
  groupNames: list(v.string()),
});

const RoleMembersInput = v.object({ roleId: v.string(), lenovoIds: v.array(v.string()) });
const none = v.object({});

export const roleDetailCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/detail',
  status: 'specified',
  summary: '角色详情',
  body: byId,
  answer: RoleSchema,
});

export const saveRoleCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/insert',
  status: 'specified',
  summary: '新建或编辑角色（带 id 为编辑）',
  body: RoleInputSchema,
  answer: RoleSchema,
});

export const deleteRoleCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/delete/{id}',
  status: 'specified',
  summary: '删除角色',
  // the sandbox answers { roleName } for its change log; the console reads nothing
  answer: nothing,
});

export const roleMembersCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/member/getList',
  status: 'specified',
  summary: '角色成员（分页，按姓名搜索）',
  body: v.object({ roleId: v.string(), name: v.optional(v.string()), ...pageArgs }),
  answer: paged(RoleMemberSchema),
});

export const addRoleMembersCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/member/addMember',
  status: 'specified',
  summary: '为角色添加成员',
  body: RoleMembersInput,
  answer: record({ added: count }),
});

export const removeRoleMembersCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/member/remove',
  status: 'specified',
  summary: '从角色移除成员',
  body: RoleMembersInput,
  answer: nothing,
});

export const setMemberRolesCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/member/addRoleForMember',
  status: 'specified',
  summary: '设置成员的角色（替换其全部角色）',
  body: v.object({ lenovoId: v.string(), roleIds: v.array(v.string()) }),
  answer: nothing,
});

export const rolesByMemberTypeCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/member/getRoleByMemberType',
  status: 'specified',
  summary: '某一成员类型的角色',
  body: v.object({ memberType: MemberTypeSchema }),
  answer: v.array(RoleSchema),
});

export const checkRolePermissionCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/member/checkRolePermission',
  status: 'specified',
  summary: '当前用户能否编辑、删除某角色',
  body: v.object({ roleId: v.string() }),
  answer: RoleRightsSchema,
});

export const allMenusAndDataCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/menu/getAllMenuAndData',
  status: 'specified',
  summary: '全部菜单及其权限',
  body: none,
  answer: v.array(MenuWithDataSchema),
});

export const checkCloudRoleCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/menu/checkYunTRole',
  status: 'specified',
  summary: '当前用户是否持有云服务角色',
  body: none,
  answer: flag,
});

export const currentUserRoleCall = defineCall({
  method: 'GET',
  service: 'user',
  path: '/api/role/getCurrentUserRole',
  status: 'assumed',
  summary: '当前用户的身份与角色',
  answer: CurrentRoleSchema,
});

export const isDepartAdminCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/isDepartAdmin',
  status: 'assumed',
  summary: '当前用户是否部门管理员',
  answer: flag,
});

export const isDepartAdminOrSupervisorCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/isDepartAdminOrSupervisor',
  status: 'assumed',
  summary: '当前用户是否部门管理员或部门主管',
  answer: flag,
});

export type MemberType = v.InferOutput<typeof MemberTypeSchema>;
export type Role = v.InferOutput<typeof RoleSchema>;
export type RoleInput = v.InferOutput<typeof RoleInputSchema>;
export type RoleMember = v.InferOutput<typeof RoleMemberSchema>;
/** The all-apps query: visibleRange '' = any. */
/** the role page's filter of GET /app/listAll (lib/apps/contract.ts): visibleRange '' any */
export type AllAppsQuery = { visibleRange: 2 | 3 | ''; appName: string };
