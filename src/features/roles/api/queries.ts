import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './roles-api';
import { useSession } from '@/stores/session';
import { myPermissionsQuery } from '@/lib/scope/my-permissions';
import type { AllAppsQuery, MemberType } from './types';

export const roleKeys = {
  list: (name: string) => ['roles', 'list', name] as const,
  person: (userId: string) => ['roles', 'person', userId] as const,
  apps: (q: AllAppsQuery) => ['roles', 'apps', q] as const,
  detail: (id: string) => ['roles', 'detail', id] as const,
  rights: (id: string) => ['roles', 'rights', id] as const,
  members: (id: string, name: string, page: number) => ['roles', 'members', id, name, page] as const,
  byType: (t: MemberType) => ['roles', 'byType', t] as const,
  menus: ['roles', 'menus'] as const,
  identity: ['roles', 'identity'] as const,
};

export const useRoles = (name: string) =>
  useQuery({ queryKey: roleKeys.list(name), queryFn: ({ signal }) => api.listRoles({ roleName: name }, signal) });
/** personRoles (platform-shell §3.3): the roles of the signed-in person, the role list asked with userId. */
export function usePersonRoles() {
  const userId = useSession((s) => s.userInfo?.userId || s.userInfo?.lenovoId || '');
  return useQuery({
    queryKey: roleKeys.person(userId),
    queryFn: ({ signal }) => api.listRoles({ userId }, signal),
    enabled: !!userId,
  });
}
/** allApp (platform-shell §3.3): the enterprise's applications, filtered by visibleRange and appName. */
export const useAllApps = (q: AllAppsQuery) =>
  useQuery({ queryKey: roleKeys.apps(q), queryFn: ({ signal }) => api.listAllApps(q, signal), staleTime: 60_000 });
export const useRoleDetail = (id: string | undefined) =>
  useQuery({
    queryKey: roleKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.roleDetail(id!, signal),
    enabled: !!id,
  });
export const useRoleRights = (id: string | undefined) =>
  useQuery({
    queryKey: roleKeys.rights(id ?? ''),
    queryFn: ({ signal }) => api.checkRolePermission(id!, signal),
    enabled: !!id,
  });
export const useRoleMembers = (id: string, name: string, page: number) =>
  useQuery({
    queryKey: roleKeys.members(id, name, page),
    queryFn: ({ signal }) => api.listRoleMembers({ roleId: id, name, page, size: 10 }, signal),
    enabled: !!id,
  });
export const useRolesByType = (t: MemberType, enabled: boolean) =>
  useQuery({ queryKey: roleKeys.byType(t), queryFn: ({ signal }) => api.rolesByMemberType(t, signal), enabled });
export const useMenusAndData = () =>
  useQuery({ queryKey: roleKeys.menus, queryFn: ({ signal }) => api.allMenusAndData(signal), staleTime: 5 * 60_000 });

/** Who the user is here: role type, roles, cloud role, department administrator or supervisor. */
export function useIdentity() {
  return useQuery({
    queryKey: roleKeys.identity,
    queryFn: async ({ signal }) => {
      const [role, cloud, departAdmin, departAdminOrSupervisor] = await Promise.all([
        api.currentUserRole(signal),
        api.checkCloudRole(signal).catch(() => false),
        api.isDepartAdmin(signal).catch(() => false),
        api.isDepartAdminOrSupervisor(signal).catch(() => false),
      ]);
      return { role, cloud, departAdmin, departAdminOrSupervisor };
    },
  });
}

/** Every role write invalidates the role lists, details and members. */
export function useRoleMutation<T, R>(fn: (input: T) => Promise<R>, onDone?: (result: R) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      onDone?.(result);
      void client.invalidateQueries({ queryKey: ['roles'] });
      // the caller's own menus and 管理范围 may come from the role just changed
      void client.invalidateQueries({ queryKey: myPermissionsQuery.queryKey });
    },
  });
}
