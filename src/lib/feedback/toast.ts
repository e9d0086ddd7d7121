import type { MessageInstance } from 'antd/es/message/interface';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

/** Toast duration (platform-shell §8, admin-modules §9). */
export const TOAST_MS = 2000;

const showing = new Set<string>();
let used = false;

// antd's message (and the notification code under it) loads with the first toast, not with the
// first screen (initial JavaScript budget); toasts keep their order.
type StaticMessage = MessageInstance & { destroy(key?: React.Key): void };
let message: StaticMessage | null = null;
let loading: Promise<StaticMessage> | null = null;
const loadMessage = () => (loading ??= import('antd/es/message').then((m) => (message = m.default as StaticMessage)));

/** Shows a toast unless an identical type-and-text toast is still on screen. The static message
 *  API is used on purpose: the HTTP layer calls this from outside React. */
export function toast(type: ToastType, text: string) {
  const key = `${type}\u0000${text}`;
  if (showing.has(key)) return;
  showing.add(key);
  used = true;
  const open = (api: StaticMessage) =>
    void api.open({
      type,
      content: text,
      duration: TOAST_MS / 1000,
      onClose: () => showing.delete(key),
    });
  if (message) open(message);
  else void loadMessage().then(open);
}

export const toastSuccess = (text = '成功') => toast('success', text);
export const toastWarning = (text: string) => toast('warning', text);
export const toastError = (text: string) => toast('error', text);

/** Tests: forget which toasts are showing. */
export function resetToasts() {
  showing.clear();
  if (used) message?.destroy(); // touching the static holder when nothing was shown would create it
  used = false;
}
