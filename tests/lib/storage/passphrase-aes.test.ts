import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import MD5 from 'crypto-js/md5';
import fc from 'fast-check';
import { decrypt, encrypt, md5 } from '@/lib/storage/passphrase-aes';

// What users already have in storage was written by crypto-js, and what the console writes now must
// read the same way: both directions are checked against crypto-js itself.
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('passphrase AES (crypto-js format)', () => {
  it('MD5 matches crypto-js for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(hex(md5(new TextEncoder().encode(text)))).toBe(MD5(text).toString());
      }),
    );
  });

  it('reads what crypto-js wrote', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }),
        fc.string({ minLength: 1 }),
        (text, key) => {
          expect(decrypt(AES.encrypt(text, key).toString(), key)).toBe(text);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes what crypto-js reads', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ minLength: 1 }), (text, key) => {
        expect(AES.decrypt(encrypt(text, key), key).toString(Utf8)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('a session-sized JSON value crosses over intact', () => {
    const value = JSON.stringify({ token: 'tok-1', userInfo: { username: '张伟', menus: Array(400).fill('菜单') } });
    expect(decrypt(AES.encrypt(value, 'k1').toString(), 'k1')).toBe(value);
    expect(AES.decrypt(encrypt(value, 'k1'), 'k1').toString(Utf8)).toBe(value);
  });

  it('another passphrase, a damaged value, plain text or no salt read as null', () => {
    const cipher = encrypt('{"token":"x"}', 'k1');
    expect(decrypt(cipher, 'k2')).toBeNull();
    expect(decrypt(`${cipher.slice(0, -6)}AAAAAA`, 'k1')).toBeNull();
    expect(decrypt('{"token":"x"}', 'k1')).toBeNull();
    expect(decrypt('not-a-cipher', 'k1')).toBeNull();
    expect(decrypt(btoa('x'.repeat(32)), 'k1')).toBeNull();
    expect(decrypt('U2FsdGVkX1garbage', 'k1')).toBeNull();
  });
});
