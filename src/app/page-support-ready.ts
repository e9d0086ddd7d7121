type PageSupport = typeof import('./page-support');

let loading: Promise<PageSupport> | undefined;

/** Loads page-support.ts once (a failed load is tried again by the next call, like a page's chunk)
 *  and runs it; the layout and every page wait for this (lazy-page.ts). */
export function pageSupportReady(): Promise<void> {
  loading ??= import('./page-support').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading.then((m) => m.startPageSupport());
}
