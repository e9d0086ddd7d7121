import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { scopeOf } from '@/lib/scope/my-permissions';
import { useWatchedPermissions } from '@/lib/scope/scope-queries';
import { noteScope } from '@/stores/seen-scope';

/** Watches the signed-in identity's 管理范围 (refreshed on route change and window focus); a changed
 *  scope clears the per-user data (stores/seen-scope.ts). Renders nothing. */
export function ScopeWatch() {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const mine = useWatchedPermissions(pathname);
  useEffect(() => {
    if (mine) noteScope(scopeOf(mine), client);
  }, [mine, client]);
  return null;
}
