import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { env } from '@/config/env';

/** A key/value store whose values are AES-encrypted JSON. Anything that fails to decrypt or parse
 *  (tampered with, written under another key, plain text) reads as absent and is removed, so a
 *  damaged store means "logged out", never a crash. */
export interface SecureStorage {
  get<T>(key: string): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Raw string access for zustand's persist middleware (values stay encrypted at rest). */
  getRaw(key: string): string | null;
  setRaw(key: string, value: string): void;
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

export function createSecureStorage(backend: () => Storage | undefined, key = env.storageKey): SecureStorage {
  const store = () => {
    try {
      return backend();
    } catch {
      return undefined; // storage disabled by the browser: behave as empty
    }
  };
  const getRaw = (name: string): string | null => {
    const cipher = store()?.getItem(name);
    if (cipher == null) return null;
    const text = decrypt(cipher, key);
    if (text === null) store()?.removeItem(name);
    return text;
  };
  const setRaw = (name: string, value: string) => {
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
      store()?.removeItem(name);
    },
  };
}

export const secureLocal = createSecureStorage(() => window.localStorage);
export const secureSession = createSecureStorage(() => window.sessionStorage);
