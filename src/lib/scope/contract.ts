import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { id, list, record } from '@/lib/contract/fields';
import { ManageScopeSchema } from './manage-scope-schema';

/** What the signed-in identity may do here: its menus, its permission codes and its effective
 *  管理范围 (assumed contract "Scoped administrators"). */
const MyPermissionsSchema = record({
  menuIds: list(id),
  permissions: list(v.string()),
  /** absent from a service that predates scopes: all */
  manageScope: v.optional(ManageScopeSchema),
});

export const myPermissionsCall = defineCall({
  method: 'POST',
  service: 'user',
  path: '/api/menu/getPermission',
  status: 'specified',
  summary: '当前身份的菜单、权限码与管理范围',
  body: v.object({}),
  answer: MyPermissionsSchema,
});

export type MyPermissions = v.InferOutput<typeof MyPermissionsSchema>;
