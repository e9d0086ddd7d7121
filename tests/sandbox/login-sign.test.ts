// The login service checks the request signature itself (platform-shell §7 "Request signing"):
// sign = MD5 hex of secret + appId + lenovoId + timestamp (docs/assumed-contract.md "Foundation").
import MD5 from 'crypto-js/md5';
import { issueCode } from '@/sandbox/handlers/login';

const SECRET = 'unit-test-secret'; // vitest.config.ts env
const APP_ID = 'unit-test-app';

async function login(sign: (lenovoId: string, timestamp: string) => string) {
  const form = new FormData();
  form.set('lpsust', issueCode('ust', '10000001'));
  form.set('deviceId', 'web');
  form.set('version', '1.0.0');
  form.set('loginId', '1234567890123456');
  const timestamp = '1700000000000';
  const res = await fetch('http://localhost/login-server/login', {
    method: 'POST',
    headers: { appId: APP_ID, timestamp, lenovoId: '', sign: sign('', timestamp) },
    body: form,
  });
  return (await res.json()) as { code: number; message: string; data: { token?: string } | null };
}

describe('login signature (sandbox)', () => {
  it('signs in a request whose sign is the MD5 of secret, app id, lenovo id and timestamp', async () => {
    const answer = await login((lenovoId, ts) => MD5(`${SECRET}${APP_ID}${lenovoId}${ts}`).toString());
    expect(answer.code).toBe(200);
    expect(answer.data?.token).toEqual(expect.any(String));
  });

  it('refuses a request signed with another secret, or with the parts in another order', async () => {
    const other = await login((lenovoId, ts) => MD5(`other${APP_ID}${lenovoId}${ts}`).toString());
    expect(other).toMatchObject({ code: 403, message: '签名校验失败' });
    const reordered = await login((lenovoId, ts) => MD5(`${APP_ID}${SECRET}${lenovoId}${ts}`).toString());
    expect(reordered).toMatchObject({ code: 403, message: '签名校验失败' });
  });
});
