import { secureSession } from '@/lib/storage/secure-storage';
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

const CHUNK_PATTERNS = [/ChunkLoadError/, /CSS_CHUNK_LOAD_FAILED/, /Failed to fetch dynamically imported module/, /Importing a module script failed/, /Unable to preload CSS/, /error loading dynamically imported module/];

export const isChunkError = (e: unknown) => {
  const text = e instanceof Error ? `${e.name} ${e.message}` : String(e);
  return CHUNK_PATTERNS.some((p) => p.test(text));
};

/** Races a dynamic import against the chunk time-out. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`ChunkLoadError: loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
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

/** One guarded reload: a fresh deployment usually explains a missing chunk, so reload once; if the
 *  chunk fails again right after that reload, give up and let the error screen offer a retry. */
export function reloadOnceForChunk(now = Date.now()): boolean {
  const last = secureSession.get<number>(STORAGE_KEYS.chunkReload);
  if (last && now - last < RELOAD_WINDOW_MS) return false;
  secureSession.set(STORAGE_KEYS.chunkReload, now);
  browser.reload();
  return true;
}

/** Vite reports failed preloads of JS and CSS chunks with this event. */
export function watchPreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnceForChunk();
  });
}
