import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '@/lib/feedback/toast';
import {
  batchDeleteGroups,
  createGroup,
  deleteGroup,
  editGroup,
  fetchGroupDetail,
  fetchGroupInfo,
  listGroups,
  type GroupInput,
  type GroupQuery,
} from './groups-api';

export const groupsKeys = {
  all: ['groups'] as const,
  list: (q: GroupQuery) => ['groups', 'list', q] as const,
  detail: (groupId: string | undefined) => ['groups', 'detail', groupId] as const,
  info: (groupId: string) => ['groups', 'info', groupId] as const,
};

export const useGroupList = (q: GroupQuery) =>
  useQuery({
    queryKey: groupsKeys.list(q),
    queryFn: ({ signal }) => listGroups(q, signal),
    placeholderData: keepPreviousData,
  });

/** The group with its members; nothing is asked without a group. */
export const useGroupDetail = (groupId: string | undefined) =>
  useQuery({
    queryKey: groupsKeys.detail(groupId),
    queryFn: ({ signal }) => fetchGroupDetail(groupId!, signal),
    enabled: !!groupId,
  });

export const useGroupInfo = (groupId: string) =>
  useQuery({ queryKey: groupsKeys.info(groupId), queryFn: ({ signal }) => fetchGroupInfo(groupId, signal) });

/** 创建群聊 (no `groupId`) or 编辑群聊; the lists are read again before `onSaved`. */
export function useSaveGroup(groupId: string | undefined, onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: GroupInput) => (groupId ? editGroup({ ...v, groupId }) : createGroup(v)),
    onSuccess: async () => {
      toastSuccess(groupId ? '群聊已保存' : '群聊已创建');
      await client.invalidateQueries({ queryKey: groupsKeys.all });
      onSaved();
    },
  });
}

/** 解散 of one group or several. */
export function useDissolveGroups(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]): Promise<unknown> => (ids.length === 1 ? deleteGroup(ids[0]) : batchDeleteGroups(ids)),
    onSuccess: async () => {
      toastSuccess('群聊已解散');
      onDone();
      await client.invalidateQueries({ queryKey: groupsKeys.all });
    },
  });
}
