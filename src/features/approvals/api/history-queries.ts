import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { copyApproval, findApprovalVersion, listApprovalVersions, restoreApprovalVersion } from './versions-api';
import {
  deleteApprovalGroup,
  listApprovalGroups,
  moveApprovalsToGroup,
  saveApprovalGroup,
  sortApprovalGroups,
} from './groups-api';
import { approvalKeys, useEnterpriseNumber } from './queries';
import type { ApprovalDetail, SaveApprovalGroupInput } from './types';

// Server state of versions, copies and groups (assumed contract "Approval versions, copy and groups").
// Keys start with 'approvals'.
export const historyKeys = {
  versions: (id: string, page: number, size: number) => ['approvals', 'versions', id, page, size] as const,
  version: (id: string) => ['approvals', 'version', id] as const,
  groups: (e: string) => ['approvals', 'groups', e] as const,
};

export function useApprovalVersions(approveId: string | null, page: number, size: number) {
  return useQuery({
    queryKey: historyKeys.versions(approveId ?? '', page, size),
    queryFn: ({ signal }) => listApprovalVersions(approveId as string, page, size, signal),
    enabled: !!approveId,
    staleTime: 0,
  });
}

export function useApprovalVersion(id: string | null) {
  return useQuery({
    queryKey: historyKeys.version(id ?? ''),
    queryFn: ({ signal }) => findApprovalVersion(id as string, signal),
    enabled: !!id,
  });
}

export function useApprovalGroups(enabled = true) {
  const e = useEnterpriseNumber();
  return useQuery({
    queryKey: historyKeys.groups(e),
    queryFn: ({ signal }) => listApprovalGroups(e, signal),
    enabled: enabled && !!e,
  });
}

/** After a write: the lists, the groups (counts) and the versions are read again; the list of a
 *  group just deleted is not (its section is about to go, and the server no longer knows the group). */
function useRefresh() {
  const client = useQueryClient();
  return (saved?: ApprovalDetail, deletedGroup?: string) => {
    void client.invalidateQueries({
      queryKey: ['approvals', 'list'],
      predicate: (q) => !deletedGroup || q.queryKey[6] !== deletedGroup,
    });
    void client.invalidateQueries({ queryKey: ['approvals', 'groups'] });
    void client.invalidateQueries({ queryKey: ['approvals', 'versions'] });
    if (saved) client.removeQueries({ queryKey: approvalKeys.detail(saved.id) });
  };
}

export function useRestoreVersion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (versionId: string) => restoreApprovalVersion(versionId),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useCopyApproval() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (approveId: string) => copyApproval(approveId), onSuccess: () => refresh() });
}

export function useSaveGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SaveApprovalGroupInput) => saveApprovalGroup(input),
    onSettled: () => refresh(),
  });
}

export function useDeleteGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => deleteApprovalGroup(id),
    onSettled: (_r, _e, id) => refresh(undefined, id),
  });
}

export function useSortGroups() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (ids: string[]) => sortApprovalGroups(ids), onSettled: () => refresh() });
}

export function useMoveToGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { approveIds: string[]; groupId: string }) => moveApprovalsToGroup(v.approveIds, v.groupId),
    onSettled: () => refresh(),
  });
}
