import type { App } from 'antd';

// antd's message, modal and notification as antd's <App> gives them (App.useApp), for every caller:
// the HTTP layer's toasts, toast.ts, pages (<App> sits beside the pages, not around them: feedback-host.tsx).
// They render inside the console's ConfigProvider, so they carry its theme (the contrast colours of
// app/theme.ts) and locale; antd's static methods render in a root of their own with antd's defaults.
// <FeedbackBridge/> (inside <App>) fills the holder.

type FeedbackApi = ReturnType<typeof App.useApp>;

let api: FeedbackApi | null = null;
const waiting: Array<(api: FeedbackApi) => void> = [];

/** Runs `show` with the in-app API; what comes before <App> has mounted runs once it has. */
export function withFeedback(show: (api: FeedbackApi) => void) {
  if (api) show(api);
  else waiting.push(show);
}

/** The API while <App> is mounted, else null. */
export const currentFeedback = () => api;

/** Set by <FeedbackBridge/> on mount, null on unmount. */
export function setFeedbackApi(next: FeedbackApi | null) {
  api = next;
  if (next) for (const show of waiting.splice(0)) show(next);
}

/** Tests: forget what waits for an <App>. */
export function dropWaitingFeedback() {
  waiting.length = 0;
}
