import { afterAll } from 'vitest';
import { allPages } from '@/app/modules';

// A page chunk still loading when a test file ends is imported after vitest has torn the file's
// environment down (EnvironmentTeardownError). With `isolate: false` the worker keeps that failed
// import, so every later file of the worker that opens the page fails too. Each file therefore waits
// for the page loads it started. The PageDef objects are shared by the files of a worker: their
// `load` is wrapped once, and the pending loads are kept on globalThis for the same reason. The
// chunks of lazy components inside a page (lazyNamed dialogs, the home page's dashboard) are added to
// the same set by src/lib/lazy-named.tsx.

type Load = (() => Promise<unknown>) & { tracked?: true };
const shared = globalThis as { __pendingPageLoads?: Set<Promise<unknown>> };
const pending = (shared.__pendingPageLoads ??= new Set());

export function waitForPageLoadsAfterEachFile() {
  for (const page of allPages) {
    if ((page.load as Load).tracked) continue;
    const load = page.load;
    const tracked: Load = () => {
      const loading = load();
      pending.add(loading);
      loading.then(
        () => pending.delete(loading),
        () => pending.delete(loading),
      );
      return loading;
    };
    tracked.tracked = true;
    page.load = tracked as typeof page.load;
  }
  afterAll(async () => {
    await Promise.allSettled([...pending]);
  });
}
