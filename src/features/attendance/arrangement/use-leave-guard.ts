import { useLeaveGuard as useGuard } from '@/lib/hooks/use-leave-guard';

export const LEAVE_TEXT = '排班修改尚未保存，离开后将丢失，确定离开吗？';

/** The grid's unsaved changes ask before leaving (the draft survives a reload anyway). */
export function useLeaveGuard(dirty: boolean, isDirty: () => boolean, onLeave: () => void) {
  useGuard({ dirty, isDirty, onLeave, text: LEAVE_TEXT });
}
