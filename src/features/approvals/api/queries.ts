import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import {
  approvalNameExists,
  deleteApproval,
  enableApproval,
  fetchEnterpriseUserInfo,
  findApproval,
  initApprove,
  listApprovals,
  moveApproval,
  saveApproval,
} from './approvals-api';
import type { MoveApprovalInput, SaveApprovalInput } from './types';

export const approvalKeys = {
  all: ['approvals'] as const,
  init: (e: string) => ['approvals', 'init', e] as const,
  list: (e: string, name: string, page: number, size: number, groupId = '') =>
    ['approvals', 'list', e, name, page, size, groupId] as const,
  detail: (id: string) => ['approvals', 'detail', id] as const,
  admins: (e: string) => ['approvals', 'enterpriseAdmins', e] as const,
};

export const useEnterpriseNumber = () => useSession((s) => s.enterprise?.enterpriseNumber ?? '');
export const useLenovoId = () => useSession((s) => s.userInfo?.lenovoId ?? '');

/** The templates exist before the list is read. */
export function useInitApprove() {
  const e = useEnterpriseNumber();
  return useQuery({ queryKey: approvalKeys.init(e), queryFn: () => initApprove(e), enabled: !!e, staleTime: Infinity });
}

/** One page of approvals; with a groupId, of that group only (each group section reads its own). */
export function useApprovalList(name: string, page: number, size: number, ready: boolean, groupId?: string) {
  const e = useEnterpriseNumber();
  return useQuery({
    queryKey: approvalKeys.list(e, name, page, size, groupId),
    queryFn: ({ signal }) =>
      listApprovals({ approveName: name, page, size, enterpriseNumber: e, ...(groupId ? { groupId } : {}) }, signal),
    enabled: ready && !!e,
    placeholderData: keepPreviousData,
  });
}

export function useApprovalDetail(id: string | null) {
  const lenovoId = useLenovoId();
  return useQuery({
    queryKey: approvalKeys.detail(id ?? ''),
    queryFn: ({ signal }) => findApproval(id as string, lenovoId, signal),
    enabled: !!id && !!lenovoId,
    staleTime: 0,
  });
}

export function useEnterpriseAdmins(enabled = true) {
  const e = useEnterpriseNumber();
  return useQuery({
    queryKey: approvalKeys.admins(e),
    queryFn: ({ signal }) => fetchEnterpriseUserInfo(e, signal),
    enabled: enabled && !!e,
    staleTime: 60_000,
  });
}

function useInvalidateApprovals() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['approvals', 'list'] });
}

export function useEnableApproval() {
  const done = useInvalidateApprovals();
  return useMutation({
    mutationFn: (v: { id: string; enable: boolean }) => enableApproval(v.id, v.enable),
    onSettled: done,
  });
}

export function useDeleteApproval() {
  const done = useInvalidateApprovals();
  return useMutation({ mutationFn: (id: string) => deleteApproval(id), onSettled: done });
}

export function useMoveApproval() {
  const done = useInvalidateApprovals();
  return useMutation({ mutationFn: (input: MoveApprovalInput) => moveApproval(input), onSettled: done });
}

export function useSaveApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveApprovalInput) => saveApproval(input),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: ['approvals', 'list'] });
      client.removeQueries({ queryKey: approvalKeys.detail(saved.id) });
    },
  });
}

export const checkNameExists = approvalNameExists;
