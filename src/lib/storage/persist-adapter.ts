import { createJSONStorage, type StateStorage } from 'zustand/middleware';
import type { SecureStorage } from './secure-storage';

/** zustand persist storage backed by an encrypted store. */
export function securePersistStorage<S>(store: SecureStorage) {
  const state: StateStorage = {
    getItem: (name) => store.getRaw(name),
    setItem: (name, value) => store.setRaw(name, value),
    removeItem: (name) => store.remove(name),
  };
  return createJSONStorage<S>(() => state);
}
