import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, flag, id, list, nothing, record, text } from '@/lib/contract/fields';
import { DepartmentRef } from '@/lib/org/schemas';
import { ManageScopeSchema } from '@/lib/scope/manage-scope-schema';

// 角色管理's administrators (admin-modules §8). Code 999 answers invoke the caller's error callback.

const CALLBACK_CODES = { '999': '操作失败（调用方的错误回调处理）' } as const;

export const AdminEntrySchema = record({
  lenovoId: id,
  name: v.string(),
  telephone: text,
  departmentList: list(DepartmentRef),
  menuIds: list(id),
  menuNames: list(v.string()),
  isEnterpriseAdmin: flag,
  /** the list is sorted by this flag; the enterprise administrator is not editable */
  editable: flag,
  /** 管理范围 (assumed contract "Scoped administrators"); absent: the whole enterprise */
  manageScope: v.optional(ManageScopeSchema, { type: 'all' }),
});

export const MenuItemSchema = record({ id, name: v.string(), url: text });

export const UserOptionSchema = record({ lenovoId: id, name: v.string(), telephone: text });

const AdminsInput = v.object({
  lenovoIds: v.array(v.string()),
  menuIds: v.array(v.string()),
  /** absent: all */
  manageScope: v.optional(ManageScopeSchema),
});

const PrivilegeInput = v.object({
  lenovoId: v.string(),
  menuIds: v.array(v.string()),
  /** absent: unchanged */
  manageScope: v.optional(ManageScopeSchema),
});

const byName = v.object({ name: v.optional(v.string()) });

export const searchAdminCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/searchAdmin',
  status: 'specified',
  summary: '管理员列表（按姓名搜索）',
  query: byName,
  answer: v.array(AdminEntrySchema),
  errors: CALLBACK_CODES,
});

export const addAdminCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/addAdmin',
  status: 'specified',
  summary: '添加管理员',
  body: AdminsInput,
  answer: nothing,
  errors: CALLBACK_CODES,
});

export const removeAdminCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/removeAdmin',
  status: 'specified',
  summary: '移除管理员',
  writes: true,
  query: v.object({ lenovoId: v.string() }),
  answer: nothing,
  errors: CALLBACK_CODES,
});

export const usersExcludingAdminsCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/findEnterpriseUserExcludeAdmin',
  status: 'specified',
  summary: '可添加为管理员的员工',
  query: byName,
  answer: v.array(UserOptionSchema),
  errors: CALLBACK_CODES,
});

export const editPrivilegeCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/editPrivilege',
  status: 'specified',
  summary: '修改管理员权限',
  body: PrivilegeInput,
  answer: nothing,
  errors: CALLBACK_CODES,
});

export const menuListCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/menu/findMenuList',
  status: 'specified',
  summary: '可授予的菜单权限',
  answer: v.array(MenuItemSchema),
});

export const adminsByMenuCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/getAppDetailUsersById',
  status: 'specified',
  summary: '持有某一菜单权限的管理员',
  query: byId,
  answer: v.array(AdminEntrySchema),
  errors: CALLBACK_CODES,
});

export type AdminEntry = v.InferOutput<typeof AdminEntrySchema>;
export type MenuItem = v.InferOutput<typeof MenuItemSchema>;
export type UserOption = v.InferOutput<typeof UserOptionSchema>;
export type AddAdminsInput = v.InferOutput<typeof AdminsInput>;
export type EditPrivilegeInput = v.InferOutput<typeof PrivilegeInput>;
