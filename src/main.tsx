import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startApp } from '@/app/start';
import { App } from '@/app/app';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  // A literal check, so builds against real hosts drop the sandbox entirely.
  if (import.meta.env.VITE_SANDBOX === 'true') {
    // The sandbox backend (msw) and its stand-in provider pages ship only in sandbox builds.
    const { startSandbox, renderPassportIfAsked } = await import('./sandbox/browser');
    await startSandbox();
    if (renderPassportIfAsked(root)) return;
  }
  startApp();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
