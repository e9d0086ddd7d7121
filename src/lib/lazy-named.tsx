import { Suspense, lazy, type ComponentType } from 'react';
import { trackedChunk } from './chunk-loads';

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
