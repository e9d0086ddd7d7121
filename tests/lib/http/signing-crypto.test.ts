import MD5 from 'crypto-js/md5';
import { computeSign, signHeaders } from '@/lib/http/signing';
import { setSigningIdentity } from '@/lib/http/signing-identity';
import { decryptOnServer, encryptPayload, resetPublicKey } from '@/lib/http/payload-crypto';
import { serverEncrypt } from '@/sandbox/handlers/crypto';
import { signInAs } from '../../sign-in';
import { startApp } from '@/app/start';

describe('request signing', () => {
  it('signs MD5(secret + appId + lenovoId + timestamp)', () => {
    expect(computeSign('s', 'app', '100', '17')).toBe(MD5('sapp10017').toString());
  });
  it('headers carry appId, timestamp, lenovoId and the matching sign', () => {
    setSigningIdentity(() => '10000001');
    const h = signHeaders(1700000000000);
    expect(h).toEqual({
      appId: 'unit-test-app',
      timestamp: '1700000000000',
      lenovoId: '10000001',
      sign: computeSign('unit-test-secret', 'unit-test-app', '10000001', '1700000000000'),
    });
  });
});

describe('payload encryption', () => {
  beforeEach(() => {
    startApp({ watchers: false });
    resetPublicKey();
    signInAs();
  });
  it('a payload encrypted with the server public key is opened by /aes/decrypt', async () => {
    const sealed = await encryptPayload({ idNumber: '110101199001011234' });
    expect(sealed.data).not.toContain('1101011990');
    const { post } = await import('@/lib/http/client');
    await expect(post('http://localhost/enterprise-server/aes/decrypt', sealed)).resolves.toBe(
      '{"idNumber":"110101199001011234"}',
    );
  });
  it('a value the service stored encrypted is opened for display', async () => {
    await expect(decryptOnServer(serverEncrypt('6222020200112233445'))).resolves.toBe('6222020200112233445');
  });
});
