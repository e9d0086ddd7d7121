import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { downloadXlsx, fileNameFromDisposition } from '@/lib/http/download';
import { upload } from '@/lib/http/upload';
import { configureSession, resetSessionEnding } from '@/lib/http/session-hooks';
import { expectNoToast, expectToasts } from '../../toasts';
import { mountToastHost } from '../../toast-host';

const url = 'http://localhost/enterprise-server/admin/userListExport';

function captureSaves() {
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, click };
}

// toasts go through antd's in-app holder (src/lib/feedback/feedback-api.ts)
beforeEach(mountToastHost);

describe('downloads', () => {
  it('reads RFC 5987 and plain file names', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E5%91%98%E5%B7%A5.xlsx")).toBe('员工.xlsx');
    expect(fileNameFromDisposition('attachment; filename="list.xlsx"')).toBe('list.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('saves with the server file name when it sends one', async () => {
    const { names } = captureSaves();
    server.use(
      mswHttp.post(
        url,
        () =>
          new HttpResponse(new Uint8Array([80, 75]), {
            headers: {
              'Content-Type': 'application/octet-stream',
              'Content-Disposition': "attachment; filename*=UTF-8''%E5%91%98%E5%B7%A5%E5%88%97%E8%A1%A8.xlsx",
            },
          }),
      ),
    );
    await expect(downloadXlsx(url, { method: 'post', body: { ids: [] } })).resolves.toBe('员工列表.xlsx');
    expect(names).toEqual(['员工列表.xlsx']);
  });

  it('defaults to 表格.xlsx', async () => {
    const { names } = captureSaves();
    server.use(
      mswHttp.get(
        url,
        () => new HttpResponse(new Uint8Array([80, 75]), { headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    await downloadXlsx(url);
    expect(names).toEqual(['表格.xlsx']);
  });

  it('a JSON error instead of a file is shown like any failure', async () => {
    const { names } = captureSaves();
    server.use(mswHttp.get(url, () => HttpResponse.json({ code: 500, message: '没有可导出的数据' })));
    await expect(downloadXlsx(url)).rejects.toMatchObject({ message: '没有可导出的数据' });
    expect(names).toEqual([]);
    await expectToasts(['没有可导出的数据']);
  });
});

describe('downloads go through the same session endings and error rules as every call', () => {
  const hooks = { getToken: vi.fn(() => 'stored-token'), onExpired: vi.fn(), onUnauthenticated: vi.fn() };
  beforeEach(() => {
    hooks.onExpired.mockReset();
    configureSession(hooks);
    resetSessionEnding();
  });
  afterEach(resetSessionEnding);

  it('a COMMON_0001 answer inside an export ends the session once, with no toast', async () => {
    const { names } = captureSaves();
    server.use(
      mswHttp.post(url, () =>
        HttpResponse.json({ code: 0, success: false, errorCode: 'COMMON_0001', message: '登录已过期' }),
      ),
    );
    const results = await Promise.allSettled([
      downloadXlsx(url, { method: 'post' }),
      downloadXlsx(url, { method: 'post' }),
    ]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as { kind?: string }).kind)).toEqual([
      'session',
      'session',
    ]);
    expect(hooks.onExpired).toHaveBeenCalledTimes(1);
    expect(names).toEqual([]);
    await expectNoToast();
  });

  it('an HTTP 403 on a file shows the server message', async () => {
    server.use(
      mswHttp.get(url, () =>
        HttpResponse.json({ code: 403, success: false, message: '无权限访问该功能，请联系管理员' }, { status: 403 }),
      ),
    );
    await expect(downloadXlsx(url)).rejects.toMatchObject({ status: 403, message: '无权限访问该功能，请联系管理员' });
    await expectToasts(['无权限访问该功能，请联系管理员']);
  });

  it('a bare HTTP 403 on a file still says 跨域拒绝访问', async () => {
    server.use(
      mswHttp.get(url, () => new HttpResponse('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain' } })),
    );
    await expect(downloadXlsx(url)).rejects.toMatchObject({ status: 403, message: '跨域拒绝访问' });
    await expectToasts(['跨域拒绝访问']);
  });

  it('an HTML page instead of the file saves nothing and says so', async () => {
    const { names } = captureSaves();
    server.use(
      mswHttp.get(
        url,
        () => new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(downloadXlsx(url)).rejects.toMatchObject({ kind: 'malformed' });
    expect(names).toEqual([]);
    await expectToasts(['服务器返回的数据无法识别，请稍后重试']);
  });
});

describe('uploads', () => {
  it('sends multipart with the file, extra fields and the query', async () => {
    let seen: Record<string, unknown> = {};
    server.use(
      mswHttp.post('http://localhost/up', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        seen = { size: file.size, kind: form.get('kind'), q: new URL(request.url).searchParams.get('enterpriseId') };
        return HttpResponse.json({ code: 200, data: { importId: 'imp-1' } });
      }),
    );
    const file = new File(['abc'], 'staff.xlsx');
    await expect(
      upload('http://localhost/up', file, { params: { enterpriseId: 'e1' }, fields: { kind: 'staff' } }),
    ).resolves.toEqual({ importId: 'imp-1' });
    expect(seen).toEqual({ size: 3, kind: 'staff', q: 'e1' });
  });
});
