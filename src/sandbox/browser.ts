import { setupWorker } from 'msw/browser';
import type { Root } from 'react-dom/client';
import { createElement } from 'react';
import { handlers } from './handlers';
import { loadPersistedDb } from './db';
import { controls, type SandboxControls } from './controls';

declare global {
  interface Window {
    __sandbox?: SandboxControls;
  }
}

/** Starts the in-browser backend: the saved store, the service worker, the controls. */
export async function startSandbox() {
  loadPersistedDb();
  window.__sandbox = controls;
  await setupWorker(...handlers).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

/** The provider's login and logout pages, stood in by the sandbox at /__passport/*. */
export function renderPassportIfAsked(root: Root): boolean {
  const match = /\/__passport\/(login|logout)$/.exec(window.location.pathname);
  if (!match) return false;
  void import('./passport/passport-page').then(({ PassportPage }) => root.render(createElement(PassportPage, { mode: match[1] as 'login' | 'logout' })));
  return true;
}
