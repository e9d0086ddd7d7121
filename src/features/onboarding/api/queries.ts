import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSession } from '@/stores/session';
import {
  addPending,
  confirmOnboarding,
  deletePending,
  editPending,
  searchPending,
  sendInvitation,
  type PendingInput,
} from './onboarding-api';

type PendingQuery = Parameters<typeof searchPending>[0];
type InvitationBody = Parameters<typeof sendInvitation>[0];

export const onboardingKeys = {
  all: ['onboarding'] as const,
  list: (q: PendingQuery) => ['onboarding', 'list', q] as const,
};

export const usePendingList = (q: PendingQuery) =>
  useQuery({
    queryKey: onboardingKeys.list(q),
    queryFn: ({ signal }) => searchPending(q, signal),
    placeholderData: keepPreviousData,
  });

/** 添加人员 (no `editingId`) or 编辑人员; the list is read again before `onSaved`. */
export function useSavePending(
  editingId: string | undefined,
  { onSaved, onError }: { onSaved(): void; onError(e: Error, v: PendingInput): void },
) {
  const enterprise = useSession((s) => s.enterprise);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: PendingInput) =>
      editingId
        ? editPending({ ...v, id: editingId })
        : addPending({
            ...v,
            enterpriseNumber: enterprise?.enterpriseNumber ?? '',
            enterpriseId: enterprise?.id ?? '',
          }),
    onSuccess: async () => {
      toastSuccess(editingId ? '人员信息已保存' : '人员已添加');
      await client.invalidateQueries({ queryKey: onboardingKeys.all });
      onSaved();
    },
    onError,
  });
}

export function useDeletePending(onDeleted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePending,
    onSuccess: async () => {
      toastSuccess('已删除');
      onDeleted();
      await client.invalidateQueries({ queryKey: onboardingKeys.all });
    },
  });
}

/** 发送邀请 to a person who has no account yet. */
export const useSendInvitation = (onSent: () => void) =>
  useMutation({
    mutationFn: (body: InvitationBody) => sendInvitation(body),
    onSuccess: () => {
      toastSuccess('邀请已发送');
      onSent();
    },
  });

/** 确认入职 of pending people into a department. */
export function useConfirmOnboarding(ids: string[], onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (departId: string) => confirmOnboarding({ ids, departId }),
    onSuccess: async (r) => {
      toastSuccess(`已确认入职${r.count}人`);
      onDone();
      // the new staff show in the organisation page, its counts and every picker
      await Promise.all(
        ['onboarding', 'org', 'org-chart', 'directory'].map((key) => client.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
