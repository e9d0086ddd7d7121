import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';

// Payload encryption's two calls (platform-shell §7), made by ./payload-crypto.ts.

export const publicKeyCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/rsa/public-key',
  status: 'specified',
  summary: 'RSA 公钥（SPKI PEM，RSA-OAEP/SHA-256），用于加密提交的数据',
  answer: v.pipe(v.string(), v.includes('PUBLIC KEY')),
});

export const decryptCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/aes/decrypt',
  status: 'specified',
  summary: '服务器解密一个加密值（如身份证号）以供显示',
  body: v.object({ data: v.string(), key: v.optional(v.string()) }),
  answer: v.string(),
});
