import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { keepRowsWithin } from '@/lib/query/list-subject';
import * as api from './apps-api';
import type {
  AppCategory,
  AppGroupsInput,
  AppScopeChange,
  AppViewerQuery,
  AppVisibleInput,
  UsageDateType,
} from './types';

// Server state of application management. Keys start with 'apps'; role management's own list of
// applications ('roles', 'apps') is refreshed too after a change of visibility or state.
export const appKeys = {
  all: ['apps'] as const,
  list: (c: AppCategory | '') => ['apps', 'list', c] as const,
  range: (id: string) => ['apps', 'range', id] as const,
  viewers: (q: AppViewerQuery) => ['apps', 'range', q.id, 'viewers', q.keyword, q.page, q.size] as const,
  userApps: (lenovoId: string) => ['apps', 'user', lenovoId] as const,
  groups: ['apps', 'groups'] as const,
  usage: (id: string, dateType: UsageDateType) => ['apps', 'usage', id, dateType] as const,
};

function useRefreshApps() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: appKeys.all }),
      qc.invalidateQueries({ queryKey: ['roles', 'apps'] }),
    ]);
}

export const useApps = (c: AppCategory | '') =>
  useQuery({ queryKey: appKeys.list(c), queryFn: ({ signal }) => api.listApps(c, signal), ...keepRowsWithin([c]) });

export function useEnableApp() {
  const refresh = useRefreshApps();
  return useMutation({ mutationFn: api.enableApp, onSuccess: refresh });
}

export const useAppRange = (id: string) =>
  useQuery({ queryKey: appKeys.range(id), queryFn: ({ signal }) => api.appRange(id, signal), enabled: !!id });

export function useUpdateAppVisible() {
  const refresh = useRefreshApps();
  return useMutation({ mutationFn: (v: AppVisibleInput) => api.updateAppVisible(v), onSuccess: refresh });
}

export function useChangeAppScope() {
  const refresh = useRefreshApps();
  return useMutation({ mutationFn: (v: AppScopeChange) => api.changeAppScope(v), onSuccess: refresh });
}

export const useAppViewers = (q: AppViewerQuery) =>
  useQuery({
    queryKey: appKeys.viewers(q),
    queryFn: ({ signal }) => api.appViewers(q, signal),
    enabled: !!q.id,
    ...keepRowsWithin([q.id]),
  });

export const useUserApps = (lenovoId: string) =>
  useQuery({
    queryKey: appKeys.userApps(lenovoId),
    queryFn: ({ signal }) => api.userAppList(lenovoId, signal),
    enabled: !!lenovoId,
  });

/** The signed-in administrator and enterprise, as the group calls name them. */
export function useGroupOwner() {
  const enterpriseId = useSession((s) => s.enterprise?.id ?? '');
  const lenovoId = useSession((s) => s.userInfo?.lenovoId ?? '');
  return { enterpriseId, lenovoId };
}

export function useAppGroups() {
  const owner = useGroupOwner();
  return useQuery({
    queryKey: [...appKeys.groups, owner.enterpriseId],
    queryFn: ({ signal }) => api.appGroups(owner, signal),
    enabled: !!owner.enterpriseId && !!owner.lenovoId,
  });
}

export function useSaveAppGroups() {
  const refresh = useRefreshApps();
  return useMutation({ mutationFn: (v: AppGroupsInput) => api.saveAppGroups(v), onSuccess: refresh });
}

export const useAppUsage = (id: string, dateType: UsageDateType) =>
  useQuery({
    queryKey: appKeys.usage(id, dateType),
    queryFn: ({ signal }) => api.appUsage({ id, dateType }, signal),
    enabled: !!id,
    ...keepRowsWithin([id]),
  });
