import { http as mswHttp, HttpResponse, delay } from 'msw';
import { waitFor } from '@testing-library/react';
import { server } from '@/sandbox/node';
import { get, post, del, put, timeoutFor, LARGE_ANSWER } from '@/lib/http/client';
import { configureSession, resetSessionEnding } from '@/lib/http/session-hooks';
import { expectNoToast, expectToasts } from '../../toasts';
import { mountToastHost } from '../../toast-host';
import { useTips } from '@/lib/feedback/tips';
import { ApiError } from '@/lib/http/errors';

const url = (path: string) => `http://localhost/enterprise-server${path}`;
const hooks = { getToken: vi.fn(() => 'stored-token'), onExpired: vi.fn(), onUnauthenticated: vi.fn() };

// toasts go through antd's in-app holder (src/lib/feedback/feedback-api.ts)
beforeEach(mountToastHost);

beforeEach(() => {
  hooks.getToken.mockReturnValue('stored-token');
  hooks.onExpired.mockReset();
  hooks.onUnauthenticated.mockReset();
  configureSession(hooks);
  resetSessionEnding();
});

describe('requests', () => {
  it('sends the stored token in the header named token', async () => {
    let seen: string | null = null;
    server.use(
      mswHttp.get(
        url('/t'),
        ({ request }) => ((seen = request.headers.get('token')), HttpResponse.json({ code: 200, data: 1 })),
      ),
    );
    await get(url('/t'));
    expect(seen).toBe('stored-token');
  });

  it('prefers the token of the address when the first query key is token', async () => {
    window.location.hash = '#/home/organization?token=url-token&x=1';
    let seen: string | null = null;
    server.use(
      mswHttp.get(
        url('/t'),
        ({ request }) => ((seen = request.headers.get('token')), HttpResponse.json({ code: 200 })),
      ),
    );
    await get(url('/t'));
    expect(seen).toBe('url-token');
  });

  it('does not take the address token when token is not the first key', async () => {
    window.location.hash = '#/home?x=1&token=url-token';
    let seen: string | null = null;
    server.use(
      mswHttp.get(
        url('/t'),
        ({ request }) => ((seen = request.headers.get('token')), HttpResponse.json({ code: 200 })),
      ),
    );
    await get(url('/t'));
    expect(seen).toBe('stored-token');
  });

  it('serialises GET arrays as repeated keys', async () => {
    let search = '';
    server.use(
      mswHttp.get(
        url('/t'),
        ({ request }) => ((search = new URL(request.url).search), HttpResponse.json({ code: 200 })),
      ),
    );
    await get(url('/t'), { groupIds: ['a', 'b'] });
    expect(search).toBe('?groupIds=a&groupIds=b');
  });

  it('PUT, POST and DELETE with a body reach the server with their bodies and yield data', async () => {
    server.use(
      mswHttp.put(url('/p'), async ({ request }) => HttpResponse.json({ code: 200, data: await request.json() })),
      mswHttp.post(url('/p'), async ({ request }) => HttpResponse.json({ code: 200, data: await request.json() })),
      mswHttp.delete(url('/p'), async ({ request }) =>
        HttpResponse.json({
          code: 200,
          data: { body: await request.json(), q: new URL(request.url).searchParams.get('id') },
        }),
      ),
    );
    expect(await put(url('/p'), { a: 1 })).toEqual({ a: 1 });
    expect(await post(url('/p'), { b: 2 })).toEqual({ b: 2 });
    expect(await del(url('/p'), { params: { id: '7' }, body: { ids: [1] } })).toEqual({ body: { ids: [1] }, q: '7' });
  });

  it('uses 10 s for reads and 30 s for writes', async () => {
    expect(timeoutFor('get')).toBe(10000);
    expect(timeoutFor('post')).toBe(30000);
    expect(timeoutFor('put')).toBe(30000);
  });
});

describe('server envelopes', () => {
  it('a non-200 code toasts the server message and rejects with it', async () => {
    server.use(mswHttp.get(url('/f'), () => HttpResponse.json({ code: 500, message: '部门不存在' })));
    await expect(get(url('/f'))).rejects.toMatchObject({ kind: 'server', code: 500, message: '部门不存在' });
    await expectToasts(['部门不存在']);
  });

  it('without a message the toast says 服务器异常', async () => {
    server.use(mswHttp.get(url('/f'), () => HttpResponse.json({ code: 500 })));
    await expect(get(url('/f'))).rejects.toBeInstanceOf(ApiError);
    await expectToasts(['服务器异常']);
  });

  it('403 shows the server message as an error toast', async () => {
    server.use(mswHttp.get(url('/f'), () => HttpResponse.json({ code: 403, message: '无权限操作' })));
    await expect(get(url('/f'))).rejects.toMatchObject({ code: 403 });
    await expectToasts(['无权限操作']);
  });

  it('401 with 请先登录 goes to the provider login, no toast', async () => {
    server.use(mswHttp.get(url('/f'), () => HttpResponse.json({ code: 401, message: '请先登录' })));
    await expect(get(url('/f'))).rejects.toMatchObject({ kind: 'session' });
    expect(hooks.onUnauthenticated).toHaveBeenCalledTimes(1);
    await expectNoToast();
  });

  it('quietCodes leave the toast to the caller, and silent calls show nothing', async () => {
    server.use(
      mswHttp.get(url('/f'), () => HttpResponse.json({ code: 500, errorCode: 'ENTERPRISE_0088', message: '未注册' })),
    );
    await expect(get(url('/f'), undefined, { quietCodes: ['ENTERPRISE_0088'] })).rejects.toMatchObject({
      errorCode: 'ENTERPRISE_0088',
      notified: false,
    });
    await expect(get(url('/f'), undefined, { silent: true })).rejects.toMatchObject({ notified: false });
    await expectNoToast();
  });

  it('10 concurrent COMMON_0001 answers end the session once and toast nothing', async () => {
    server.use(mswHttp.get(url('/e'), () => HttpResponse.json({ code: 0, errorCode: 'COMMON_0001', message: '过期' })));
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => get(url('/e'))));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(hooks.onExpired).toHaveBeenCalledTimes(1);
    await expectNoToast();
  });

  it('failures arriving while the session is ending are not toasted', async () => {
    server.use(
      mswHttp.get(url('/e'), () => HttpResponse.json({ code: 0, errorCode: 'COMMON_0001' })),
      mswHttp.get(url('/f'), async () => (await delay(20), HttpResponse.json({ code: 500, message: 'later' }))),
    );
    await Promise.allSettled([get(url('/e')), get(url('/f'))]);
    await expectNoToast();
  });
});

describe('transport failures', () => {
  it('5 parallel 500s with the same message show one toast and one tip', async () => {
    server.use(mswHttp.get(url('/x'), () => new HttpResponse('boom', { status: 500 })));
    await Promise.allSettled(Array.from({ length: 5 }, () => get(url('/x'))));
    await waitFor(() => expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1));
    expect(document.body).toHaveTextContent('服务器内部错误');
    expect(useTips.getState().tips.map((t) => t.text)).toEqual(['请求失败，错误代码500。']);
  });

  it('an HTTP 403 whose body carries a server message toasts that message', async () => {
    server.use(
      mswHttp.get(url('/deny'), () =>
        HttpResponse.json({ code: 403, success: false, message: '无权限访问该功能，请联系管理员' }, { status: 403 }),
      ),
    );
    await expect(get(url('/deny'))).rejects.toMatchObject({
      kind: 'server',
      code: 403,
      status: 403,
      message: '无权限访问该功能，请联系管理员',
      notified: true,
    });
    await expectToasts(['无权限访问该功能，请联系管理员']);
  });

  it('an HTTP 403 refused with quietCodes is left to the caller', async () => {
    server.use(mswHttp.get(url('/deny'), () => HttpResponse.json({ code: 403, message: '无权限' }, { status: 403 })));
    await expect(get(url('/deny'), undefined, { quietCodes: [403] })).rejects.toMatchObject({
      code: 403,
      message: '无权限',
      notified: false,
    });
    await expectNoToast();
  });

  it('a bare HTTP 403 says 跨域拒绝访问', async () => {
    server.use(mswHttp.get(url('/deny'), () => new HttpResponse('Forbidden', { status: 403 })));
    await expect(get(url('/deny'))).rejects.toMatchObject({ kind: 'transport', status: 403, message: '跨域拒绝访问' });
    await expectToasts(['跨域拒绝访问']);
  });

  it('404 names the URL in the toast', async () => {
    server.use(mswHttp.get(url('/gone'), () => new HttpResponse(null, { status: 404 })));
    await expect(get(url('/gone'))).rejects.toMatchObject({ kind: 'transport', status: 404 });
    await expectToasts([`请求地址出错: ${url('/gone')}`]);
  });

  it('an HTTP error whose body says COMMON_0001 still ends the session', async () => {
    server.use(mswHttp.get(url('/x'), () => HttpResponse.json({ code: 0, errorCode: 'COMMON_0001' }, { status: 401 })));
    await expect(get(url('/x'))).rejects.toMatchObject({ kind: 'session' });
    expect(hooks.onExpired).toHaveBeenCalledTimes(1);
  });

  it('a network error says so', async () => {
    server.use(mswHttp.get(url('/n'), () => HttpResponse.error()));
    await expect(get(url('/n'))).rejects.toMatchObject({ kind: 'network' });
    await expectToasts(['网络连接异常，请检查网络后重试']);
  });

  it('a time-out says 请求超时', async () => {
    server.use(mswHttp.get(url('/slow'), async () => (await delay(200), HttpResponse.json({ code: 200 }))));
    await expect(get(url('/slow'), undefined, { timeout: 30 })).rejects.toMatchObject({ kind: 'timeout' });
    await expectToasts(['请求超时']);
  });

  it('an aborted call rejects without a toast', async () => {
    server.use(mswHttp.get(url('/slow'), async () => (await delay(200), HttpResponse.json({ code: 200 }))));
    const controller = new AbortController();
    const pending = get(url('/slow'), undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'CanceledError' });
    await expectNoToast();
  });
});

// A host's index.html (a static host's fallback), or a gateway's SSO page: status 200, no envelope.
const UNREADABLE = '服务器返回的数据无法识别，请稍后重试';
const htmlPage = () =>
  new HttpResponse('<!doctype html><html><body><div id="root"></div></body></html>', {
    headers: { 'Content-Type': 'text/html' },
  });

describe('answers that are not an envelope', () => {
  it('a 200 HTML page is an error with a clear message, never data', async () => {
    server.use(mswHttp.get(url('/list'), htmlPage));
    await expect(get(url('/list'))).rejects.toMatchObject({
      kind: 'malformed',
      status: 200,
      message: UNREADABLE,
      notified: true,
    });
    await expectToasts([UNREADABLE]);
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['JSON without code or resultCode', () => HttpResponse.json({ list: [], total: 0 })],
    ['a JSON array', () => HttpResponse.json([{ id: 1 }])],
    ['plain text', () => new HttpResponse('OK', { headers: { 'Content-Type': 'text/plain' } })],
  ])('%s answering a save is an error, not a success', async (_what, answer) => {
    server.use(mswHttp.post(url('/save'), answer));
    await expect(post(url('/save'), { a: 1 })).rejects.toMatchObject({ kind: 'malformed', message: UNREADABLE });
    await expectToasts([UNREADABLE]);
  });

  it('calls that take the whole body (rawBody) are refused it as well', async () => {
    server.use(mswHttp.get(url('/raw'), htmlPage));
    await expect(get(url('/raw'), undefined, { rawBody: true })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('a silent call rejects without a toast', async () => {
    server.use(mswHttp.post(url('/save'), htmlPage));
    await expect(post(url('/save'), {}, { silent: true })).rejects.toMatchObject({
      kind: 'malformed',
      notified: false,
    });
    await expectNoToast();
  });
});

// Large answers come by the fetch adapter (LARGE_ANSWER): what a user is told must not depend on it.
describe('a large answer, read by fetch, is judged as every answer', () => {
  const slow = async () => (await delay(200), HttpResponse.json({ code: 200, data: [] }));
  it.each([
    ['its data', () => HttpResponse.json({ code: 200, data: [{ id: 'd1' }] }), { ok: [{ id: 'd1' }] }],
    [
      'a failure envelope',
      () => HttpResponse.json({ code: 500, message: '查询失败' }),
      { kind: 'server', message: '查询失败' },
    ],
    ['a 200 HTML page', htmlPage, { kind: 'malformed', message: UNREADABLE }],
    ['an empty body', () => new HttpResponse(null, { status: 200 }), { kind: 'malformed', message: UNREADABLE }],
    ['a network error', () => HttpResponse.error(), { kind: 'network', message: '网络连接异常，请检查网络后重试' }],
    ['a bare 404', () => new HttpResponse(null, { status: 404 }), { kind: 'transport', status: 404 }],
  ] as const)('%s', async (_what, answer, expected) => {
    server.use(mswHttp.get(url('/tree'), answer));
    const reading = get(url('/tree'), undefined, LARGE_ANSWER);
    if ('ok' in expected) return expect(reading).resolves.toEqual(expected.ok);
    await expect(reading).rejects.toMatchObject(expected);
  });

  it('a time-out says 请求超时 and an abort rejects without a toast', async () => {
    server.use(mswHttp.get(url('/tree'), slow));
    await expect(get(url('/tree'), undefined, { ...LARGE_ANSWER, timeout: 30 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    await expectToasts(['请求超时']);
    const controller = new AbortController();
    const pending = get(url('/tree'), undefined, { ...LARGE_ANSWER, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'CanceledError' });
  });
});
