import { env } from '@/config/env';
import { recordOf, type StorageArea, type StorageKey } from './keys';
import type * as StorageCipher from './storage-cipher';

/** A key/value store whose values are AES-encrypted JSON. Anything that fails to decrypt or parse
 *  (tampered with, written under another key, plain text) reads as absent and is removed, so a
 *  damaged store means "logged out", never a crash. Usable once loadCipher() has settled. */
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

// crypto-js's AES is a chunk of its own (storage-cipher.ts), fetched at start beside the guard's
// first call: the first paint (the guard's spinner) needs no stored value (docs/architecture.md,
// "The first screen's JavaScript").
type Cipher = typeof StorageCipher;
let cipher: Cipher | undefined;
let loading: Promise<void> | undefined;
let markLoaded: () => void = () => {};
const loaded = new Promise<void>((resolve) => (markLoaded = resolve));

/** Loads the cipher once; a failed load is tried again by the next call, like a page's chunk. */
export function loadCipher(): Promise<void> {
  loading ??= import('./storage-cipher').then(
    (module) => {
      cipher = module;
      markLoaded();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const cipherLoaded = () => cipher !== undefined;

/** Settles when the cipher has loaded, however many tries that took (persist-adapter.ts). */
export const whenCipherLoaded = () => loaded;

function theCipher(): Cipher {
  if (!cipher) throw new Error('Encrypted storage used before its cipher loaded (loadCipher, app/session-restore.ts)');
  return cipher;
}

export function encrypt(text: string, key = env.storageKey): string {
  return theCipher().encrypt(text, key);
}

export function decrypt(cipherText: string, key = env.storageKey): string | null {
  return theCipher().decrypt(cipherText, key);
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
    const cipherText = encrypt(value, key); // outside the try: a cipher not yet loaded is a bug, not a full store
    try {
      store()?.setItem(name, cipherText);
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
