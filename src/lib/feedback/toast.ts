import { message } from 'antd';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

/** Toast duration (platform-shell §8, admin-modules §9). */
export const TOAST_MS = 2000;

const showing = new Set<string>();
let used = false;

/** Shows a toast unless an identical type-and-text toast is still on screen. The static message
 *  API is used on purpose: the HTTP layer calls this from outside React. */
export function toast(type: ToastType, text: string) {
  const key = `${type}\u0000${text}`;
  if (showing.has(key)) return;
  showing.add(key);
  used = true;
  void message.open({
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
  if (used) message.destroy(); // touching the static holder when nothing was shown would create it
  used = false;
}
