import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/contract/define';
import { myPermissionsCall, type MyPermissions } from './contract';
import type { ManageScope } from './manage-scope';

export type { MyPermissions } from './contract';

export const fetchMyPermissions = (signal?: AbortSignal) => request(myPermissionsCall, { body: {} }, { signal });

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
