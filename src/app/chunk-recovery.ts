import { cipherLoaded, secureSession } from '@/lib/storage/secure-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { browser } from '@/lib/browser';

/** Chunk load time-out (platform-shell §9). */
export const CHUNK_TIMEOUT_MS = 120000;
/** A second failure within this window after a reload is not reloaded again: no loops. */
const RELOAD_WINDOW_MS = 60000;

export class ChunkLoadError extends Error {
  constructor(message = 'ChunkLoadError') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_PATTERNS = [
  /ChunkLoadError/,
  /CSS_CHUNK_LOAD_FAILED/,
  /Failed to fetch dynamically imported module/,
  /Importing a module script failed/,
  /Unable to preload CSS/,
  /error loading dynamically imported module/,
];

export const isChunkError = (e: unknown) => {
  const text = e instanceof Error ? `${e.name} ${e.message}` : String(e);
  return CHUNK_PATTERNS.some((p) => p.test(text));
};

/** Races a dynamic import against the chunk time-out. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`ChunkLoadError: loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** The browser knows it has no connection. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** One guarded reload: a fresh deployment usually explains a missing chunk, so reload once; if the
 *  chunk fails again right after that reload, give up and let the error screen offer a retry.
 *  Never while offline: the reload would replace the console with the browser's offline page;
 *  the error screen retries the chunk when the connection is back instead. */
export function reloadOnceForChunk(now = Date.now()): boolean {
  if (isOffline()) return false;
  // The mark against reload loops is kept encrypted: until the cipher has loaded (a chunk failing at
  // start, the cipher's own among them) there is no safe reload, and the guard shows its retry.
  if (!cipherLoaded()) return false;
  const last = secureSession.get<number>(STORAGE_KEYS.chunkReload);
  if (last && now - last < RELOAD_WINDOW_MS) return false;
  secureSession.set(STORAGE_KEYS.chunkReload, now);
  browser.reload();
  return true;
}

/** Vite reports failed dynamic imports and CSS preloads with this event. Cancelling it makes the
 *  import resolve with `undefined` instead of failing, so it is cancelled only when a reload has
 *  started; otherwise the failure reaches the page, whose error screen can retry. */
export function watchPreloadErrors(target: Window = window) {
  const onPreloadError = (event: Event) => {
    if (reloadOnceForChunk()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
