import { findPage } from '../modules';
import { preloadPageChunk } from '../lazy-page';

// Menu pages' chunks fetched before the click: on hover of their menu entry,
// and one by one when the browser is idle after the layout has shown. A click then waits for the
// page's own work, not for a waterfall of chunks. Failures are ignored here (the click reports them).

const started = new Set<string>();

/** Starts loading the chunk of the page at `path` (once; again after a failure). */
export function preloadPage(path: string) {
  const page = findPage(path);
  if (!page || started.has(page.path)) return Promise.resolve();
  started.add(page.path);
  return preloadPageChunk(page.load).catch(() => void started.delete(page.path));
}

type Idle = (run: () => void, options: { timeout: number }) => number;

/** Loads the pages' chunks one per idle period, after `delayMs`, then calls `onDone`; returns a
 *  cancel. Does nothing where the browser has no idle callbacks (jsdom). */
export function preloadWhenIdle(paths: string[], delayMs = 2000, onDone?: () => void): () => void {
  const idle = (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback;
  if (!idle) return () => {};
  let cancelled = false;
  const queue = [...paths];
  const next = () => {
    const path = queue.shift();
    if (cancelled) return;
    if (!path) return onDone?.();
    idle(() => void preloadPage(path).then(next), { timeout: 5000 });
  };
  const timer = setTimeout(next, delayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
