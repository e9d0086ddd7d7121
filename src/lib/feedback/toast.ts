import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

/** Toast duration (platform-shell §8, admin-modules §9). */
export const TOAST_MS = 2000;

let api: Pick<MessageInstance, 'open'> | null = null;
const showing = new Set<string>();

/** The app's <FeedbackBridge/> binds the context-aware instance; before that the static one is used. */
export function bindToastApi(instance: Pick<MessageInstance, 'open'> | null) {
  api = instance;
}

/** Shows a toast unless an identical type-and-text toast is still on screen. */
export function toast(type: ToastType, text: string) {
  const key = `${type}\u0000${text}`;
  if (showing.has(key)) return;
  showing.add(key);
  (api ?? staticMessage).open({
    type,
    content: text,
    duration: TOAST_MS / 1000,
    onClose: () => showing.delete(key),
  });
}

export const toastSuccess = (text = '成功') => toast('success', text);
export const toastWarning = (text: string) => toast('warning', text);
export const toastError = (text: string) => toast('error', text);

/** Tests: forget which toasts are showing. */
export function resetToasts() {
  showing.clear();
  staticMessage.destroy();
}
