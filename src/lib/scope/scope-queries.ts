import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { afterPaint } from '@/lib/after-paint';
import { myPermissionsQuery, scopeOf } from './my-permissions';
import type { ManageScope } from './manage-scope';

export const useMyPermissions = () => useQuery(myPermissionsQuery);

/** The caller's effective 管理范围; undefined while it loads (assumed contract "Scoped administrators"). */
export function useManageScope(): ManageScope | undefined {
  const mine = useMyPermissions();
  return mine.data ? scopeOf(mine.data) : undefined;
}

/** The caller's permissions, asked again at every window focus and whenever `routeKey` changes (a
 *  move to another page), so a scope changed by another administrator is seen promptly. The move's
 *  call waits for the new page's first paint: asked in this effect, before the page's own queries
 *  had subscribed, its in-flight state reached them as a changed snapshot and drew the whole page a
 *  second time in the user's wait (15–20 ms of 组织架构调整's first render). */
export function useWatchedPermissions(routeKey: string) {
  const mine = useQuery({ ...myPermissionsQuery, refetchOnWindowFocus: 'always' });
  const { refetch } = mine;
  const lastRoute = useRef(routeKey);
  useEffect(() => {
    if (lastRoute.current === routeKey) return;
    lastRoute.current = routeKey;
    return afterPaint(() => void refetch());
  }, [routeKey, refetch]);
  return mine.data;
}
