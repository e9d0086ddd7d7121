import { lazy, useState, type ComponentType } from 'react';
import { isChunkError, loadWithTimeout, reloadOnceForChunk } from './chunk-recovery';
import { pageSupportReady } from './page-support-ready';

type PageModule = { default: ComponentType };

/** A page's chunk, once what every page needs has run (page-support.ts). */
const withSupport = (load: () => Promise<PageModule>) =>
  Promise.all([load(), pageSupportReady()]).then(([module]) => module);

/** Page modules already loaded (by a preload or an earlier visit), by their load function. */
const loaded = new Map<() => Promise<PageModule>, PageModule>();

/** Fetches a page's chunk ahead of its first visit (hover, idle). No recovery here: a failure is
 *  left for the visit itself to report. */
export async function preloadPageChunk(load: () => Promise<PageModule>): Promise<void> {
  if (loaded.has(load)) return;
  const module = await withSupport(load);
  if (module) loaded.set(load, module);
}

/** Never settles: a reload is under way, so nothing should flash before it. */
const untilReload = () => new Promise<never>(() => {});

/** Loads a page chunk with the time-out. A failed chunk leads to one guarded reload (never while
 *  offline); if no reload happens the failure is thrown for the page's error screen. */
export async function loadPageChunk(load: () => Promise<PageModule>): Promise<PageModule> {
  let module: PageModule | undefined;
  try {
    module = await loadWithTimeout(() => withSupport(load));
  } catch (error) {
    if (isChunkError(error) && reloadOnceForChunk()) return untilReload();
    throw error;
  }
  // Vite's import wrapper resolves with undefined when its preload error was cancelled, which
  // happens only once a reload has started (watchPreloadErrors).
  if (!module) return untilReload();
  loaded.set(load, module);
  return module;
}

/** Resets of the lazy pages whose chunk failed, for the error screen's retry. */
const failedPages = new Set<() => void>();

/** Lets every failed lazy page import its chunk anew on its next render. */
export function retryFailedPages() {
  for (const reset of failedPages) reset();
  failedPages.clear();
}

/** React.lazy over loadPageChunk that can be tried again. React.lazy keeps a failure for good, so
 *  a failed page gets a fresh lazy component when the error screen retries (its 重新加载, or the
 *  connection coming back) and the chunk is imported again. A page whose chunk is already loaded
 *  renders at once: React.lazy would still suspend it once, and React holds a revealed Suspense
 *  boundary back for up to 300 ms. Each mount keeps the component it started with. */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  const reset = () => {
    Current = attempt();
  };
  const attempt = (): ComponentType =>
    lazy(() =>
      loadPageChunk(load).catch((error: unknown) => {
        failedPages.add(reset);
        throw error;
      }),
    );
  let Current = attempt();
  return function LazyPage() {
    const [Page] = useState(() => loaded.get(load)?.default ?? Current);
    return <Page />;
  };
}
