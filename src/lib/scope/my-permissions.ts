import { queryOptions } from '@tanstack/react-query';
import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import type { ManageScope } from './manage-scope';

/** What the signed-in identity may do here: its menus, its permission codes and its effective
 *  管理范围 (assumed contract "Scoped administrators"). */
export interface MyPermissions {
  menuIds: string[];
  permissions: string[];
  /** absent from a service that predates scopes: all */
  manageScope?: ManageScope;
}

export const fetchMyPermissions = (signal?: AbortSignal) =>
  post<MyPermissions>(`${services.user}/api/menu/getPermission`, {}, { signal });

/** One query for every reader (the layout's scope watch, 角色管理, the organisation page); the
 *  layout's watch asks it again at every window focus and route change (scope-queries.ts). */
export const myPermissionsQuery = queryOptions({
  queryKey: ['scope', 'mine'] as const,
  queryFn: ({ signal }) => fetchMyPermissions(signal),
});

const ALL: ManageScope = { type: 'all' };

export const scopeOf = (p: MyPermissions | undefined): ManageScope => p?.manageScope ?? ALL;

/** The same scope whatever the order of its departments. */
export function scopeSignature(scope: ManageScope): string {
  return scope.type === 'all' ? 'all' : `departments:${[...scope.departmentIds].sort().join(',')}`;
}
