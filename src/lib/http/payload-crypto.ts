import AES from 'crypto-js/aes';
import { request } from '@/lib/contract/define';
import { decryptCall, publicKeyCall } from './contract';

// Payload encryption (platform-shell §7): the server's RSA public key wraps a one-time AES key, and
// the AES key encrypts the payload. /aes/decrypt asks the server to open an encrypted value for display.

export interface EncryptedPayload {
  /** RSA-OAEP(SHA-256) encrypted AES passphrase, base64 */
  key: string;
  /** crypto-js AES ciphertext of the JSON payload */
  data: string;
}

let publicKey: Promise<CryptoKey> | null = null;

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

export function pemToSpki(pem: string): Uint8Array {
  return fromBase64(pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''));
}

/** GET /rsa/public-key, fetched once per visit. */
export function fetchPublicKey(): Promise<CryptoKey> {
  publicKey ??= request(publicKeyCall)
    .then((pem) =>
      crypto.subtle.importKey('spki', pemToSpki(pem) as BufferSource, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
        'encrypt',
      ]),
    )
    .catch((e) => {
      publicKey = null; // try again next time
      throw e;
    });
  return publicKey;
}

export async function encryptPayload(payload: unknown): Promise<EncryptedPayload> {
  const key = await fetchPublicKey();
  const passphrase = toBase64(crypto.getRandomValues(new Uint8Array(24)).buffer as ArrayBuffer);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(passphrase));
  return { key: toBase64(wrapped), data: AES.encrypt(JSON.stringify(payload), passphrase).toString() };
}

/** POST /aes/decrypt: the server opens an encrypted value (e.g. an ID number) for display. */
export const decryptOnServer = (cipherText: string) => request(decryptCall, { body: { data: cipherText } });

export function resetPublicKey() {
  publicKey = null;
}
