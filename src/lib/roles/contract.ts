import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, flag, id, list, record, text } from '@/lib/contract/fields';
import { ManageScopeSchema } from '@/lib/scope/manage-scope-schema';

// POST /api/role/getList: 角色管理 lists the roles by name, a staff profile lists one person's roles
// (by userId). One call, defined below both modules.

export const MemberTypeSchema = v.picklist(['admin', 'member']);

export const RoleSchema = record({
  id,
  roleName: v.string(),
  description: text,
  memberType: MemberTypeSchema,
  builtIn: flag,
  memberCount: count,
  menuIds: list(id),
  permissions: list(v.string()),
  /** the applications the role's members may manage (admin roles) or use (member roles) */
  appIds: list(id),
  createTime: text,
  /** 管理范围 of an admin role, answered by the list and the detail; a member role's is all; absent
   *  (a role stored before scopes): all (assumed contract "Scoped administrators") */
  manageScope: v.optional(ManageScopeSchema),
});

export const roleListCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/role/getList',
  status: 'specified',
  summary: '角色列表（按名称，或某人持有的角色）',
  body: v.union([v.object({ roleName: v.string() }), v.object({ userId: v.string() })]),
  answer: v.array(RoleSchema),
});
