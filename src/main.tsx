import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startApp } from '@/app/start';
import { App } from '@/app/app';
import { preloadGuardCalls } from '@/app/guard/guard-calls';
import { loadCipher } from '@/lib/storage/secure-storage';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  // The HTTP client is not part of the first paint: it loads while the app starts
  // (docs/architecture.md, "The first screen's JavaScript").
  // A literal check, so builds against real hosts drop the sandbox entirely.
  if (import.meta.env.VITE_SANDBOX === 'true') {
    // The sandbox backend (msw) and its stand-in provider pages ship only in sandbox builds.
    const { startSandbox, renderPassportIfAsked } = await import('./sandbox/browser');
    // Only now: fetched beside the sandbox's own code, it delayed the sandbox and the first paint.
    preloadGuardCalls();
    // the stored session's cipher, fetched while the sandbox starts (app/session-restore.ts)
    loadCipher().catch(() => {});
    await startSandbox();
    if (renderPassportIfAsked(root)) return;
  } else {
    preloadGuardCalls();
    // On the shared sandbox server (mode `shared`): its controls, for tests and developers.
    if (import.meta.env.VITE_SHARED_SANDBOX === 'true')
      void import('./sandbox/remote-controls').then(({ remoteControls }) => {
        (window as unknown as { __sandbox: typeof remoteControls }).__sandbox = remoteControls;
      });
  }
  startApp();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
