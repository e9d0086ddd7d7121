import { useMutation } from '@tanstack/react-query';
import { toastSuccess } from '@/lib/feedback/toast';

// Server state of the shared components beside this file (the directory pickers' is in directory/).

/** 发送邀请 of InvitePeopleModal: `send` makes the module's own /sendSmsOrEmail call. */
export const useSendInvitations = (send: () => Promise<unknown>, onSent: () => void) =>
  useMutation({
    mutationFn: send,
    onSuccess: () => {
      toastSuccess('邀请已发送');
      onSent();
    },
  });
