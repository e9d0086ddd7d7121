import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseInfoQuery } from '@/lib/enterprise/enterprise-info';
import { useCertification } from '@/stores/certification';
import { menuFor, useMenu } from '@/stores/menu';
import { currentIdentity, useSession } from '@/stores/session';
import * as api from './home-api';
import type { NoviceGuide } from './types';

type DashboardParams = Parameters<typeof api.fetchDashboard>[0];

export const homeKeys = {
  cert: ['home', 'cert'] as const,
  appeal: ['home', 'appeal'] as const,
  business: ['home', 'business'] as const,
  switchStatus: ['home', 'switch'] as const,
  memberCount: ['home', 'memberCount'] as const,
  messages: (status: string) => ['home', 'messages', status] as const,
  guide: (type: string) => ['home', 'guide', type] as const,
  itAdmins: ['home', 'itAdmins'] as const,
  itSearch: (name: string) => ['home', 'itSearch', name] as const,
  ai: ['home', 'aiAuthor'] as const,
  myTree: (userId: string) => ['home', 'myTree', userId] as const,
  dashboard: (params: DashboardParams) => ['home', 'dashboard', params] as const,
};

/** Loading the status (§4.3): empty data is applyStatus 0; then the switch status is refetched and
 *  the menu list stored in session storage. */
export function useCertStatus() {
  const client = useQueryClient();
  return useQuery({
    queryKey: homeKeys.cert,
    queryFn: async ({ signal }) => {
      const owner = currentIdentity(); // the menu is kept only for the identity it was asked for
      const data = await api.fetchCertStatus(signal);
      useCertification.getState().setApplyStatus(data?.applyStatus ?? 0);
      void client.invalidateQueries({ queryKey: homeKeys.switchStatus });
      api
        .fetchMenuList()
        .then((entries) => {
          const menu = useMenu.getState();
          if (JSON.stringify(menuFor(menu, owner)) !== JSON.stringify(entries ?? []))
            menu.setEntries(entries ?? [], owner);
        })
        .catch(() => undefined);
      return data ?? null;
    },
  });
}

export const useAppealState = () =>
  useQuery({ queryKey: homeKeys.appeal, queryFn: ({ signal }) => api.fetchAppealState(signal) });
export const useBusinessInfo = (enabled = true) =>
  useQuery({ queryKey: homeKeys.business, queryFn: ({ signal }) => api.fetchBusinessInfo(signal), enabled });
export const useSwitchStatus = () =>
  useQuery({ queryKey: homeKeys.switchStatus, queryFn: ({ signal }) => api.fetchSwitchStatus(signal) });
export const useMemberCount = () =>
  useQuery({ queryKey: homeKeys.memberCount, queryFn: ({ signal }) => api.fetchMemberCount(signal) });
export const useItAdmins = () =>
  useQuery({ queryKey: homeKeys.itAdmins, queryFn: ({ signal }) => api.fetchItAdmins(signal) });
export const useAiAuthor = () =>
  useQuery({ queryKey: homeKeys.ai, queryFn: ({ signal }) => api.fetchAiMenuAuthor(signal) });
export const useEnterpriseInfo = () => useQuery(enterpriseInfoQuery);

/** The departments the user may see on the dashboard. */
export const useMyTree = (userId: string) =>
  useQuery({
    queryKey: homeKeys.myTree(userId),
    queryFn: ({ signal }) => api.fetchMyTree(userId, signal),
    enabled: !!userId,
  });

export const useDashboard = (params: DashboardParams) =>
  useQuery({
    queryKey: homeKeys.dashboard(params),
    queryFn: ({ signal }) => api.fetchDashboard(params, signal),
    enabled: !!params.departId,
  });

export function useMessages(status: string) {
  const lenovoId = useSession((s) => s.userInfo?.lenovoId ?? '');
  return useQuery({
    queryKey: homeKeys.messages(status),
    queryFn: ({ signal }) => api.fetchMessages(lenovoId, status, signal),
    enabled: !!lenovoId,
  });
}

export const useGuide = (type: string) =>
  useQuery({ queryKey: homeKeys.guide(type), queryFn: ({ signal }) => api.fetchGuide(type, signal) });

/** Saves the guide as seen. The cached status says so at once, whatever the call answers (its
 *  failures are ignored, platform-shell §8): the guide is shown once, and coming back to 首页 in the
 *  same session must not open it again from the cache. */
export function useSaveGuideSeen(type: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.saveGuide(type, 1),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: homeKeys.guide(type) });
      client.setQueryData<NoviceGuide>(homeKeys.guide(type), { guideType: type, guideStatus: 1 });
    },
  });
}

export const useItSearch = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: homeKeys.itSearch(name),
    queryFn: ({ signal }) => api.searchItCandidates(name, signal),
    enabled,
  });

export function useUpdateSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.updateSwitchStatus,
    onSettled: () => client.invalidateQueries({ queryKey: homeKeys.switchStatus }),
  });
}

/** Apply, appeal and authentication share their ending: tip, panel hidden, status reloaded. */
export function useCertAction<T>(fn: (input: T) => Promise<unknown>, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      onDone();
      useCertification.getState().setDetailOpen(false);
      void client.invalidateQueries({ queryKey: ['home'] });
      void client.invalidateQueries({ queryKey: enterpriseInfoQuery.queryKey });
    },
  });
}
