import MD5 from 'crypto-js/md5';
import { env } from '@/config/env';

let lenovoIdSource: () => string = () => '';

/** The app tells the signer whose lenovoId to sign with. */
export function setSigningIdentity(source: () => string) {
  lenovoIdSource = source;
}

/** sign = MD5(secret + appId + lenovoId + timestamp), hex (platform-shell §7; values from env). */
export function computeSign(secret: string, appId: string, lenovoId: string, timestamp: string): string {
  return MD5(`${secret}${appId}${lenovoId}${timestamp}`).toString();
}

export function signHeaders(now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  const lenovoId = lenovoIdSource();
  return {
    appId: env.appId,
    timestamp,
    lenovoId,
    sign: computeSign(env.signSecret, env.appId, lenovoId, timestamp),
  };
}
