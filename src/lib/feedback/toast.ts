import { currentFeedback, dropWaitingFeedback, withFeedback } from './feedback-api';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

/** Toast duration (platform-shell §8, admin-modules §9). */
export const TOAST_MS = 2000;

/** Shows a toast. An identical type and text already on screen stays one toast and shows for its
 *  full time again (antd's message replaces a notice of the same key and restarts its timer), so
 *  a repeated success is not cut short when the first one's time ends. It goes through the holder
 *  of antd's in-app message (feedback-api.ts): the HTTP layer calls this from outside React. */
export function toast(type: ToastType, text: string) {
  const key = `${type}\u0000${text}`;
  withFeedback(({ message }) => {
    void message.open({ key, type, content: text, duration: TOAST_MS / 1000 });
  });
}

export const toastSuccess = (text = '成功') => toast('success', text);
export const toastWarning = (text: string) => toast('warning', text);
export const toastError = (text: string) => toast('error', text);

/** Tests: drop the toasts showing or waiting. */
export function resetToasts() {
  dropWaitingFeedback();
  currentFeedback()?.message.destroy();
}
