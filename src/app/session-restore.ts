import { cipherLoaded, loadCipher } from '@/lib/storage/secure-storage';
import { queryClient } from '@/lib/query/query-client';
import { useSession } from '@/stores/session';
import { useMenu } from '@/stores/menu';
import { useCertification } from '@/stores/certification';
import { bindUserScope } from '@/stores/user-scope';

// The stored session is decrypted with crypto-js's AES, which is not part of the first screen's
// JavaScript (lib/storage/storage-cipher.ts): startApp fetches it beside the guard's first call, the
// stores kept from the last visit hydrate once it has come, and only then is the user scope bound
// (a stored identity that is no longer the session's is cleared) and the guard decides where the
// user goes. Until then the guard shows its spinner; if the cipher cannot load, its retry.

interface Persisted {
  persist: { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void };
}

/** The stores created at start that keep state across visits. */
const RESTORED: Persisted[] = [useSession, useMenu, useCertification];

const hydrated = (store: Persisted) =>
  new Promise<void>((resolve) => {
    if (store.persist.hasHydrated()) return resolve();
    const stop = store.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });

let restored = false;
let restoring: Promise<void> | undefined;

function bind() {
  bindUserScope(queryClient);
  restored = true;
}

/** The session is restored and the user scope bound: the guard may decide. */
export const sessionRestored = () => restored;

/** Restores the stored session once. A failed cipher load is tried again by the next call. With
 *  `rebind` (startApp, which the tests call for every render), the user scope is bound again. */
export function restoreSession({ rebind = false } = {}): Promise<void> {
  if (restored && !rebind) return Promise.resolve();
  // Cipher and stores already there (every visit after the first start, and the tests): bound in the
  // same synchronous step, as before the cipher was split out.
  if (cipherLoaded() && RESTORED.every((store) => store.persist.hasHydrated())) {
    bind();
    return Promise.resolve();
  }
  restoring ??= loadCipher()
    .then(() => Promise.all(RESTORED.map(hydrated)))
    .then(bind)
    .catch((error: unknown) => {
      restoring = undefined;
      throw error;
    });
  return restoring;
}
