import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { env } from '@/config/env';
import { recordOf, type StorageArea, type StorageKey } from './keys';

/** A key/value store whose values are AES-encrypted JSON. Anything that fails to decrypt or parse
 *  (tampered with, written under another key, plain text) reads as absent and is removed, so a
 *  damaged store means "logged out", never a crash. */
export interface SecureStorage<K extends string = string> {
  get<T>(key: K): T | null;
  set(key: K, value: unknown): void;
  remove(key: K): void;
  /** Raw string access for zustand's persist middleware (values stay encrypted at rest). */
  getRaw(key: K): string | null;
  setRaw(key: K, value: string): void;
  /** The names stored (any, registered or not). */
  names(): string[];
}

export function encrypt(text: string, key = env.storageKey): string {
  return AES.encrypt(text, key).toString();
}

export function decrypt(cipher: string, key = env.storageKey): string | null {
  try {
    const text = AES.decrypt(cipher, key).toString(Utf8);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

export function createSecureStorage<K extends string = string>(
  backend: () => Storage | undefined,
  key = env.storageKey,
  check: (name: string) => void = () => {},
): SecureStorage<K> {
  const store = () => {
    try {
      return backend();
    } catch {
      return undefined; // storage disabled by the browser: behave as empty
    }
  };
  const getRaw = (name: string): string | null => {
    check(name);
    const cipher = store()?.getItem(name);
    if (cipher == null) return null;
    const text = decrypt(cipher, key);
    if (text === null) store()?.removeItem(name);
    return text;
  };
  const setRaw = (name: string, value: string) => {
    check(name);
    try {
      store()?.setItem(name, encrypt(value, key));
    } catch {
      // quota exceeded or storage disabled: the value lives in memory only for this visit
    }
  };
  return {
    getRaw,
    setRaw,
    get<T>(name: string): T | null {
      const text = getRaw(name);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        store()?.removeItem(name);
        return null;
      }
    },
    set(name, value) {
      setRaw(name, JSON.stringify(value));
    },
    remove(name) {
      check(name);
      store()?.removeItem(name);
    },
    names() {
      const s = store();
      if (!s) return [];
      return Array.from({ length: s.length }, (_, i) => s.key(i)).filter((n): n is string => n !== null);
    },
  };
}

/** While developing, a name missing from STORAGE_RECORDS (or kept in the other area) is a bug: the
 *  record would escape the reset on every change of identity. Production builds skip the check. */
function registeredIn(area: StorageArea) {
  return (name: string) => {
    if (!import.meta.env.DEV) return;
    const record = recordOf(name);
    if (!record) throw new Error(`Storage record "${name}" is not in STORAGE_RECORDS (src/lib/storage/keys.ts)`);
    if (record.area !== area)
      throw new Error(`Storage record "${name}" belongs in ${record.area} storage, not ${area}`);
  };
}

export const secureLocal = createSecureStorage<StorageKey>(
  () => window.localStorage,
  env.storageKey,
  registeredIn('local'),
);
export const secureSession = createSecureStorage<StorageKey>(
  () => window.sessionStorage,
  env.storageKey,
  registeredIn('session'),
);
