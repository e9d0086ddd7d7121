import { currentFeedback, dropWaitingFeedback, withFeedback } from './feedback-api';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

/** Toast duration (platform-shell §8, admin-modules §9). */
export const TOAST_MS = 2000;

const showing = new Set<string>();

/** Shows a toast unless an identical type-and-text toast is still on screen. It goes through the
 *  holder of antd's in-app message (feedback-api.ts): the HTTP layer calls this from outside React. */
export function toast(type: ToastType, text: string) {
  const key = `${type}\u0000${text}`;
  if (showing.has(key)) return;
  showing.add(key);
  withFeedback(({ message }) => {
    void message.open({
      type,
      content: text,
      duration: TOAST_MS / 1000,
      onClose: () => showing.delete(key),
    });
  });
}

export const toastSuccess = (text = '成功') => toast('success', text);
export const toastWarning = (text: string) => toast('warning', text);
export const toastError = (text: string) => toast('error', text);

/** Tests: forget which toasts are showing or waiting. */
export function resetToasts() {
  showing.clear();
  dropWaitingFeedback();
  currentFeedback()?.message.destroy();
}
