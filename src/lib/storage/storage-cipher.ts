import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

// crypto-js's AES (DESIGN.md: the encrypted storage), in a chunk of its own: it is not part of the
// first screen's JavaScript. secure-storage.ts loads it at start (loadCipher) and the guard waits
// for it before reading the stored session (app/session-restore.ts).

export function encrypt(text: string, key: string): string {
  return AES.encrypt(text, key).toString();
}

export function decrypt(cipher: string, key: string): string | null {
  try {
    const text = AES.decrypt(cipher, key).toString(Utf8);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}
