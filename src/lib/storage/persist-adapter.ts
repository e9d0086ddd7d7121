import { createJSONStorage, type StateStorage } from 'zustand/middleware';
import { cipherLoaded, whenCipherLoaded, type SecureStorage } from './secure-storage';
import type { StorageKey } from './keys';

/** Runs now when the cipher has loaded, else once it has: a store created before then (the
 *  session's, the menu's) hydrates when the cipher arrives (app/session-restore.ts waits for it). */
const withCipher = <T>(run: () => T): T | Promise<T> => (cipherLoaded() ? run() : whenCipherLoaded().then(run));

/** zustand persist storage backed by an encrypted store. The persist `name` must be a registered
 *  record's (src/lib/storage/keys.ts); the store checks it while developing. */
export function securePersistStorage<S>(store: SecureStorage<StorageKey>) {
  const state: StateStorage = {
    getItem: (name) => withCipher(() => store.getRaw(name as StorageKey)),
    setItem: (name, value) => withCipher(() => store.setRaw(name as StorageKey, value)),
    removeItem: (name) => withCipher(() => store.remove(name as StorageKey)),
  };
  return createJSONStorage<S>(() => state);
}
