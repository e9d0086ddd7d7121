import MD5 from 'crypto-js/md5';
import { env } from '@/config/env';
import { signingIdentity } from './signing-identity';

/** sign = MD5(secret + appId + lenovoId + timestamp), hex (platform-shell §7; values from env). */
export function computeSign(secret: string, appId: string, lenovoId: string, timestamp: string): string {
  return MD5(`${secret}${appId}${lenovoId}${timestamp}`).toString();
}

export function signHeaders(now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  const lenovoId = signingIdentity();
  return {
    appId: env.appId,
    timestamp,
    lenovoId,
    sign: computeSign(env.signSecret, env.appId, lenovoId, timestamp),
  };
}
