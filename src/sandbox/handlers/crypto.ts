import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { route } from '../route';
import { Reject } from '../respond';

const E = '/enterprise-server';
/** The sandbox service's own key for values it stores encrypted (e.g. ID numbers). */
export const SERVER_AES_KEY = 'sandbox-server-aes-key';

let keyPair: Promise<CryptoKeyPair> | null = null;
const pair = () =>
  (keyPair ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  ));

const b64 = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf)));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const serverEncrypt = (plain: string) => AES.encrypt(plain, SERVER_AES_KEY).toString();

function aesOpen(cipher: string, key: string) {
  try {
    const text = AES.decrypt(cipher, key).toString(Utf8);
    if (text) return text;
  } catch {
    // falls through to the rejection
  }
  throw new Reject(500, '解密失败');
}

const cryptoHandlers = [
  route('get', E, '/rsa/public-key', async () => {
    const spki = await crypto.subtle.exportKey('spki', (await pair()).publicKey);
    return `-----BEGIN PUBLIC KEY-----\n${b64(spki).replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----`;
  }),

  // { data } alone: a value the service encrypted; { key, data }: a client payload whose AES
  // passphrase is wrapped with the public key. Either way the plain text comes back.
  route(
    'post',
    E,
    '/aes/decrypt',
    async ({ body }) => {
      const data = typeof body.data === 'string' ? body.data : '';
      if (!data) throw new Reject(400, '参数data不能为空');
      if (typeof body.key !== 'string') return aesOpen(data, SERVER_AES_KEY);
      let passphrase: string;
      try {
        passphrase = new TextDecoder().decode(
          await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, (await pair()).privateKey, unb64(body.key)),
        );
      } catch {
        throw new Reject(500, '解密失败');
      }
      return aesOpen(data, passphrase);
    },
    { read: true },
  ),
];

export default cryptoHandlers;
