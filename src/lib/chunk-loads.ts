// The chunks of lazy components still loading. A test file waits for them before vitest tears its
// environment down (tests/page-loads.ts): with `isolate: false` a worker keeps an import that
// failed for that reason, and every later file of the worker opening the same component fails too.
// The set is on globalThis, where the page loads' is, so both are one.

const shared = globalThis as { __pendingPageLoads?: Set<Promise<unknown>> };

/** `load`, recorded while it runs. */
export function trackedChunk<T>(load: Promise<T>): Promise<T> {
  const pending = (shared.__pendingPageLoads ??= new Set());
  pending.add(load);
  const done = () => pending.delete(load);
  load.then(done, done);
  return load;
}
