import { lazy, type ComponentType } from 'react';
import { isChunkError, loadWithTimeout, reloadOnceForChunk } from './chunk-recovery';

/** React.lazy with the chunk time-out and one guarded reload on a failed chunk. While the reload
 *  is under way the promise never settles, so nothing flashes. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    loadWithTimeout(load).catch((error: unknown) => {
      if (isChunkError(error) && reloadOnceForChunk()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}
