import { Suspense, lazy, type ComponentType } from 'react';

/** A component loaded on first render, for what a page may never show (a dialog, a drawer): its
 *  chunk is not part of the page's. Renders nothing while loading. Unlike a bare React.lazy, a
 *  failed import (offline, a new deploy) is tried again on the next render instead of for good. */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = (): ComponentType<P> =>
    lazy(() =>
      trackedChunk(load()).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Current = attempt();
          throw error;
        },
      ),
    );
  let Current = attempt();
  return function LazyNamed(props: P) {
    return (
      <Suspense fallback={null}>
        <Current {...props} />
      </Suspense>
    );
  };
}

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
