import { setupWorker } from 'msw/browser';
import type { Root } from 'react-dom/client';
import { createElement } from 'react';
import { handlers } from './handlers';
import { loadPersistedDb } from './db';
import { persistFiles } from './file-store';
import { enterprises } from './core-tables';
import { departTreeAnswer } from './handlers/org-departments';
import { controls, type SandboxControls } from './controls';
import { answerFetchInPage } from './in-page-fetch';
import { restartWhenRestored, startUntilPageHides, startWithQuietUpdate } from './worker-lifetime';

declare global {
  interface Window {
    __sandbox?: SandboxControls;
  }
}

/** Starts the in-browser backend: the saved store, the service worker, the controls. */
export async function startSandbox() {
  loadPersistedDb();
  persistFiles();
  const indexed = new Promise<void>((done) => warmWhenIdle(done));
  window.__sandbox = { ...controls, indexed: () => indexed };
  // The worker answers as long as the page lives: not only until a leave prompt (worker-lifetime.ts).
  await startUntilPageHides(() =>
    startWithQuietUpdate(() =>
      setupWorker(...handlers).start({
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
        onUnhandledRequest: 'bypass',
        quiet: true,
      }),
    ),
  );
  answerFetchInPage(handlers);
  restartWhenRestored(() => window.location.reload());
}

/** Builds the directory indexes and department trees while the browser is idle, as a real server
 *  has its data indexed before the first request: the first 组织架构 then waits for no rebuild. */
function warmWhenIdle(done: () => void) {
  const idle = (
    window as unknown as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number }
  ).requestIdleCallback;
  const queue = enterprises().map((e) => e.enterpriseNumber);
  const next = () => {
    const e = queue.shift();
    if (!e) return done();
    departTreeAnswer(e);
    schedule();
  };
  const schedule = () => (idle ? idle(next, { timeout: 10000 }) : setTimeout(next, 500));
  schedule();
}

/** The provider's login and logout pages, stood in by the sandbox at /__passport/*. */
export function renderPassportIfAsked(root: Root): boolean {
  const match = /\/__passport\/(login|logout)$/.exec(window.location.pathname);
  if (!match) return false;
  void import('./passport/passport-page').then(({ PassportPage }) =>
    root.render(createElement(PassportPage, { mode: match[1] as 'login' | 'logout' })),
  );
  return true;
}
