import { createJSONStorage, type StateStorage } from 'zustand/middleware';
import type { SecureStorage } from './secure-storage';
import type { StorageKey } from './keys';

/** zustand persist storage backed by an encrypted store. The persist `name` must be a registered
 *  record's (src/lib/storage/keys.ts); the store checks it while developing. */
export function securePersistStorage<S>(store: SecureStorage<StorageKey>) {
  const state: StateStorage = {
    getItem: (name) => store.getRaw(name as StorageKey),
    setItem: (name, value) => store.setRaw(name as StorageKey, value),
    removeItem: (name) => store.remove(name as StorageKey),
  };
  return createJSONStorage<S>(() => state);
}
