import { findPage } from '../modules';
import { preloadPageChunk } from '../lazy-page';

// Menu pages' chunks fetched before the click: on hover of their menu entry,
// and one by one when the browser is idle after the layout has shown. A click then waits for the
// page's own work, not for a waterfall of chunks. Failures are ignored here (the click reports them).
// A page whose click waits on a large answer has its first calls made ahead the same way.

const started = new Set<string>();

/** Starts loading the chunk of the page at `path` (once; again after a failure). */
export function preloadPage(path: string) {
  const page = findPage(path);
  if (!page || started.has(page.path)) return Promise.resolve();
  started.add(page.path);
  return preloadPageChunk(page.load).catch(() => void started.delete(page.path));
}

type Idle = (run: () => void, options: { timeout: number }) => number;

/** Loads the pages' chunks one per idle period, after `delayMs`, then makes the first calls of the
 *  pages that ask for it (`prefetchWhenIdle`, e.g. 组织架构's tree), one per idle period, then calls
 *  `onDone`; returns a cancel. Does nothing where the browser has no idle callbacks (jsdom). */
export function preloadWhenIdle(paths: string[], delayMs = 2000, onDone?: () => void): () => void {
  const idle = (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback;
  if (!idle) return () => {};
  let cancelled = false;
  const chunks = paths.map((path) => () => preloadPage(path));
  const data = paths.flatMap((path) => findPage(path)?.prefetchWhenIdle ?? []);
  const queue: Array<() => Promise<unknown>> = [...chunks, ...data];
  const next = () => {
    const task = queue.shift();
    if (cancelled) return;
    if (!task) return onDone?.();
    idle(() => void task().then(next, next), { timeout: 5000 });
  };
  const timer = setTimeout(next, delayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
