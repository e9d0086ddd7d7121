// crypto-js's `AES.encrypt(text, passphrase)` format, read and written without crypto-js: the
// session is restored from it before the first render, and crypto-js's AES with its key derivation
// (cipher-core, EvpKDF, MD5, SHA-1, HMAC) was about 6 KiB gzip of the first screen's JavaScript
// (docs/architecture.md, "The first screen's JavaScript"). The format is OpenSSL's:
// base64("Salted__" + 8-byte salt + AES-256-CBC ciphertext, PKCS#7 padded), key and IV from
// EVP_BytesToKey with MD5 and one iteration. Synchronous, like crypto-js (WebCrypto is async, and the
// stores read their state synchronously). tests/lib/storage/passphrase-aes.test.ts checks it against
// crypto-js both ways.

// GF(2^8) by logarithms with generator 3; exp is doubled so a sum of two logs needs no modulo.
const EXP = new Uint8Array(510);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = EXP[i + 255] = x;
  LOG[x] = i;
  x ^= (x << 1) ^ (x & 0x80 ? 0x11b : 0);
}
const mul = (a: number, b: number) => (a && b ? EXP[LOG[a] + LOG[b]] : 0);
const SBOX = new Uint8Array(256);
const INV_SBOX = new Uint8Array(256);
for (let a = 0; a < 256; a++) {
  const inv = a ? EXP[255 - LOG[a]] : 0;
  let s = inv;
  for (let r = 1; r < 5; r++) s ^= ((inv << r) | (inv >> (8 - r))) & 0xff;
  SBOX[a] = s ^ 0x63;
  INV_SBOX[s ^ 0x63] = a;
}
// MixColumns coefficients (row 0; row i is rotated by i), as product tables.
const table = (c: number) => Uint8Array.from({ length: 256 }, (_, a) => mul(c, a));
const ENC_MIX = [2, 3, 1, 1].map(table);
const DEC_MIX = [14, 11, 13, 9].map(table);

function expandKey(key: Uint8Array): Uint8Array {
  const nk = key.length / 4;
  const words = 4 * (nk + 7);
  const w = new Uint8Array(4 * words);
  w.set(key);
  for (let i = nk, rcon = 1; i < words; i++) {
    let t = Array.from(w.subarray(4 * i - 4, 4 * i));
    if (i % nk === 0) {
      t = [SBOX[t[1]] ^ rcon, SBOX[t[2]], SBOX[t[3]], SBOX[t[0]]];
      rcon = mul(rcon, 2);
    } else if (nk > 6 && i % nk === 4) t = t.map((b) => SBOX[b]);
    for (let j = 0; j < 4; j++) w[4 * i + j] = w[4 * (i - nk) + j] ^ t[j];
  }
  return w;
}

function mixColumns(s: Uint8Array, [m0, m1, m2, m3]: Uint8Array[]) {
  for (let c = 0; c < 16; c += 4) {
    const [a0, a1, a2, a3] = [s[c], s[c + 1], s[c + 2], s[c + 3]];
    s[c] = m0[a0] ^ m1[a1] ^ m2[a2] ^ m3[a3];
    s[c + 1] = m3[a0] ^ m0[a1] ^ m1[a2] ^ m2[a3];
    s[c + 2] = m2[a0] ^ m3[a1] ^ m0[a2] ^ m1[a3];
    s[c + 3] = m1[a0] ^ m2[a1] ^ m3[a2] ^ m0[a3];
  }
}

const addRoundKey = (s: Uint8Array, w: Uint8Array, round: number) => {
  for (let i = 0; i < 16; i++) s[i] ^= w[16 * round + i];
};

const t = new Uint8Array(16); // the state before ShiftRows

/** One block in place; state byte r + 4c is row r, column c (the input's order). */
function encryptBlock(s: Uint8Array, w: Uint8Array) {
  const rounds = w.length / 16 - 1;
  addRoundKey(s, w, 0);
  for (let round = 1; round <= rounds; round++) {
    t.set(s);
    for (let i = 0; i < 16; i++) s[i] = SBOX[t[(i + 4 * (i % 4)) % 16]]; // SubBytes, ShiftRows
    if (round < rounds) mixColumns(s, ENC_MIX);
    addRoundKey(s, w, round);
  }
}

function decryptBlock(s: Uint8Array, w: Uint8Array) {
  const rounds = w.length / 16 - 1;
  addRoundKey(s, w, rounds);
  for (let round = rounds - 1; round >= 0; round--) {
    t.set(s);
    for (let i = 0; i < 16; i++) s[(i + 4 * (i % 4)) % 16] = INV_SBOX[t[i]]; // inverse of the above
    addRoundKey(s, w, round);
    if (round > 0) mixColumns(s, DEC_MIX);
  }
}

const MD5_SHIFT = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
// as crypto-js computes them
const MD5_K = Array.from({ length: 64 }, (_, i) => (Math.abs(Math.sin(i + 1)) * 0x100000000) | 0);

export function md5(bytes: Uint8Array): Uint8Array {
  const m = new Uint32Array((((bytes.length + 8) >>> 6) + 1) * 16);
  bytes.forEach((b, i) => (m[i >> 2] |= b << (8 * (i % 4))));
  m[bytes.length >> 2] |= 0x80 << (8 * (bytes.length % 4));
  m[m.length - 2] = bytes.length * 8;
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let j = 0; j < m.length; j += 16) {
    let [a, b, c, d] = h;
    for (let i = 0; i < 64; i++) {
      const r = i >> 4;
      const f = r === 0 ? (b & c) | (~b & d) : r === 1 ? (d & b) | (~d & c) : r === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const g = r === 0 ? i : r === 1 ? 5 * i + 1 : r === 2 ? 3 * i + 5 : 7 * i;
      const x = (a + f + MD5_K[i] + m[j + (g % 16)]) | 0;
      const s = MD5_SHIFT[4 * r + (i % 4)];
      [a, d, c] = [d, c, b];
      b = (b + ((x << s) | (x >>> (32 - s)))) | 0;
    }
    h[0] = (h[0] + a) | 0;
    h[1] = (h[1] + b) | 0;
    h[2] = (h[2] + c) | 0;
    h[3] = (h[3] + d) | 0;
  }
  return new Uint8Array(new Uint32Array(h).buffer); // little-endian words, as MD5 is
}

const SALTED = [0x53, 0x61, 0x6c, 0x74, 0x65, 0x64, 0x5f, 0x5f]; // "Salted__"
const utf8 = new TextEncoder();

/** EVP_BytesToKey(MD5, 1 iteration): the AES-256 key schedule and the IV. */
function derive(passphrase: string, salt: Uint8Array) {
  const pass = utf8.encode(passphrase);
  const out = new Uint8Array(48);
  let block: Uint8Array = new Uint8Array(0);
  for (let n = 0; n < 48; n += 16) {
    block = md5(Uint8Array.from([...block, ...pass, ...salt]));
    out.set(block, n);
  }
  return { w: expandKey(out.subarray(0, 32)), iv: out.slice(32) };
}

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};

export function encrypt(text: string, passphrase: string): string {
  const salt = crypto.getRandomValues(new Uint8Array(8));
  const { w, iv } = derive(passphrase, salt);
  const plain = utf8.encode(text);
  const pad = 16 - (plain.length % 16);
  const out = new Uint8Array(16 + plain.length + pad);
  out.set(SALTED);
  out.set(salt, 8);
  out.set(plain, 16);
  out.fill(pad, 16 + plain.length);
  for (let at = 16, prev = iv; at < out.length; at += 16) {
    const block = out.subarray(at, at + 16);
    for (let i = 0; i < 16; i++) block[i] ^= prev[i];
    encryptBlock(block, w);
    prev = block;
  }
  return toBase64(out);
}

/** The text, or null for anything that is not this format under this passphrase (bad base64, no
 *  salt, bad padding, not UTF-8). */
export function decrypt(cipher: string, passphrase: string): string | null {
  let data: Uint8Array;
  try {
    data = Uint8Array.from(atob(cipher), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  if (data.length < 32 || data.length % 16 !== 0 || SALTED.some((b, i) => data[i] !== b)) return null;
  const { w, iv } = derive(passphrase, data.subarray(8, 16));
  const plain = data.slice(16);
  for (let at = plain.length - 16; at >= 0; at -= 16) {
    const block = plain.subarray(at, at + 16);
    decryptBlock(block, w);
    const prev = at ? data.subarray(at, at + 16) : iv; // the ciphertext block before this one
    for (let i = 0; i < 16; i++) block[i] ^= prev[i];
  }
  const pad = plain[plain.length - 1];
  if (pad < 1 || pad > 16 || plain.subarray(plain.length - pad).some((b) => b !== pad)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain.subarray(0, plain.length - pad));
  } catch {
    return null;
  }
}
