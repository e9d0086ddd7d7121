import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { downloadXlsx, fileNameFromDisposition } from '@/lib/http/download';
import { upload } from '@/lib/http/upload';
import { expectToasts } from '../../toasts';

const url = 'http://localhost/enterprise-server/admin/userListExport';

function captureSaves() {
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, click };
}

describe('downloads', () => {
  it('reads RFC 5987 and plain file names', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E5%91%98%E5%B7%A5.xlsx")).toBe('员工.xlsx');
    expect(fileNameFromDisposition('attachment; filename="list.xlsx"')).toBe('list.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('saves with the server file name when it sends one', async () => {
    const { names } = captureSaves();
    server.use(mswHttp.post(url, () => new HttpResponse(new Uint8Array([80, 75]), { headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': "attachment; filename*=UTF-8''%E5%91%98%E5%B7%A5%E5%88%97%E8%A1%A8.xlsx" } })));
    await expect(downloadXlsx(url, { method: 'post', body: { ids: [] } })).resolves.toBe('员工列表.xlsx');
    expect(names).toEqual(['员工列表.xlsx']);
  });

  it('defaults to 表格.xlsx', async () => {
    const { names } = captureSaves();
    server.use(mswHttp.get(url, () => new HttpResponse(new Uint8Array([80, 75]), { headers: { 'Content-Type': 'application/octet-stream' } })));
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
    await expect(upload('http://localhost/up', file, { params: { enterpriseId: 'e1' }, fields: { kind: 'staff' } })).resolves.toEqual({ importId: 'imp-1' });
    expect(seen).toEqual({ size: 3, kind: 'staff', q: 'e1' });
  });
});
