import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, RESTRICTED_ADMIN } from '../../sign-in';
import { callJson, signInOver } from './http-client';
import { serverPerTest } from './server-per-test';

// The sandbox as a Node HTTP server (src/sandbox/serve/): each kind of call over real HTTP, as the
// console on another origin makes it. msw's in-process interception is off for this file, so every
// fetch here reaches the server's socket.

const sandbox = serverPerTest();

const onDisk = () => readFileSync(join(sandbox.dataDir, 'db.json'), 'utf8');

describe('the sandbox server', () => {
  it('signs in through the passport stand-in and the signed login, then answers a JSON read', async () => {
    const token = await signInOver(sandbox.url, ADMIN);
    const ceo = await callJson(sandbox.url, token, 'GET', '/enterprise-server/findCeo');
    expect(ceo).toMatchObject({ status: 200, body: { code: 200, data: { name: '张伟' } } });
  });

  it('refuses a login whose signature is wrong', async () => {
    const res = await fetch(`${sandbox.url}/login-server/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', appId: 'x', timestamp: '1', lenovoId: '', sign: 'bad' },
      body: JSON.stringify({ lpsust: 'x', deviceId: 'web', version: '1', loginId: '1234567890123456' }),
    });
    expect(await res.json()).toMatchObject({ code: 403, message: '签名校验失败' });
  });

  it('answers a write only once it is in the data file', async () => {
    const token = await signInOver(sandbox.url, ADMIN);
    const saved = await callJson(sandbox.url, token, 'POST', '/enterprise-server/announcement/save', {
      title: '服务器公告',
      content: '<p>正文</p>',
    });
    expect(saved.body.code).toBe(200);
    expect(onDisk()).toContain('服务器公告');
    const list = await callJson(sandbox.url, token, 'POST', '/enterprise-server/announcement/list', {
      page: 1,
      size: 10,
      title: '服务器公告',
    });
    expect(list.body.data).toMatchObject({ total: 1, list: [{ title: '服务器公告' }] });
  });

  it('stores a multipart upload and serves it back, binary, with its headers, after a restart too', async () => {
    const token = await signInOver(sandbox.url, ADMIN);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 254, 255]);
    const upload = async (name: string, type: string) => {
      const form = new FormData();
      form.set('file', new File([bytes], name, { type }));
      const res = await fetch(`${sandbox.url}/attachment-server/announcement/upload`, {
        method: 'POST',
        headers: { token },
        body: form,
      });
      return ((await res.json()) as { data: { url: string; name: string; size: number } }).data;
    };
    const picture = await upload('图片.png', 'image/png');
    const attachment = await upload('说明.pdf', 'application/pdf');
    expect(picture).toMatchObject({ name: '图片.png', size: bytes.length });
    expect(picture.url.startsWith(sandbox.url)).toBe(true);

    const check = async (url: string, type: string, disposition: string) => {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toBe(disposition);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    };
    await check(picture.url, 'image/png', `inline; filename*=UTF-8''${encodeURIComponent('图片.png')}`);
    await check(attachment.url, 'application/pdf', `attachment; filename*=UTF-8''${encodeURIComponent('说明.pdf')}`);

    await sandbox.restart();
    const path = new URL(attachment.url).pathname;
    await check(
      `${sandbox.url}${path}`,
      'application/pdf',
      `attachment; filename*=UTF-8''${encodeURIComponent('说明.pdf')}`,
    );
  });

  it('answers an export as a binary .xlsx with its file name', async () => {
    const token = await signInOver(sandbox.url, ADMIN);
    await callJson(sandbox.url, token, 'POST', '/enterprise-server/announcement/save', { title: '导出', content: 'x' });
    const search = await callJson(sandbox.url, token, 'POST', '/enterprise-server/changelog/search', {
      keyword: '',
      operationDate: '',
      operationTypeId: '',
      name: '',
      page: 1,
      size: 10,
    });
    const ids = (search.body.data as { list: Array<{ id: string }> }).list.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const res = await fetch(`${sandbox.url}/enterprise-server/changelog/export`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({ ids }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('变更日志.xlsx'));
    // the console (another origin) may read the file name
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(body[0], body[1])).toBe('PK'); // a zip: the .xlsx container
  });

  it('refuses a call outside the caller’s menu with 403, as the browser sandbox does', async () => {
    const token = await signInOver(sandbox.url, RESTRICTED_ADMIN);
    const refused = await callJson(sandbox.url, token, 'POST', '/enterprise-server/changelog/search', {
      page: 1,
      size: 10,
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 403 } });
  });

  it('answers a preflight from the console’s origin, and a call no route declares with a 404 envelope', async () => {
    const pre = await fetch(`${sandbox.url}/enterprise-server/announcement/save`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token,content-type,sign',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = pre.headers.get('access-control-allow-headers')!.split(', ');
    expect(allowed).toEqual(
      expect.arrayContaining(['token', 'content-type', 'appid', 'timestamp', 'lenovoid', 'sign']),
    );
    const missing = await fetch(`${sandbox.url}/enterprise-server/no/such/call`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404, data: null });
  });
});
