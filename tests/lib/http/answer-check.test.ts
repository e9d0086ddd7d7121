import { http as mswHttp, HttpResponse } from 'msw';
import * as v from 'valibot';
import { QueryClient } from '@tanstack/react-query';
import { server } from '@/sandbox/node';
import { defineCall, request } from '@/lib/contract/define';
import { count, id, list, record, text } from '@/lib/contract/fields';
import { contractMismatches } from '@/lib/http/contract-mismatch';
import { ApiError, CONTRACT_MISMATCH } from '@/lib/http/errors';
import { configureSession, resetSessionEnding } from '@/lib/http/session-hooks';
import { expectNoToast, expectToasts } from '../../toasts';
import { mountToastHost } from '../../toast-host';

// The answers' check at the one HTTP layer (lib/http/answer-check.ts), with a call of the shape the
// modules define: a list of rows with an id, a name, a figure and a secondary list.

const Row = record({ id, name: v.string(), total: count, tags: list(v.string()), note: text });
const rowsCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/drift/rows',
  status: 'assumed',
  summary: 'test rows',
  answer: v.array(Row),
});

const answerWith = (data: unknown) =>
  server.use(mswHttp.get('*/enterprise-server/drift/rows', () => HttpResponse.json({ code: 200, data })));

const good = { id: 'r1', name: '一行', total: 3, tags: ['a'], note: '备注' };

beforeEach(mountToastHost);
beforeEach(() => {
  configureSession({ getToken: () => 't', onExpired: vi.fn(), onUnauthenticated: vi.fn() });
  resetSessionEnding();
});

/** The call's rejection, and what the developer was told in the console. */
async function rejection(data: unknown) {
  answerWith(data);
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const failure = await request(rowsCall).then(
    () => null,
    (e: unknown) => e,
  );
  const logged = error.mock.calls.map((c) => String(c[0])).join('\n');
  error.mockRestore();
  const mismatches = contractMismatches.list();
  contractMismatches.clear();
  return { failure, logged, mismatches };
}

describe('an answer checked against its call’s schema', () => {
  it('passes a matching answer through, ids normalised and defaults filled in', async () => {
    answerWith([good, { id: 7, name: '二', total: 0 }]);
    await expect(request(rowsCall)).resolves.toEqual([good, { id: '7', name: '二', total: 0, tags: [], note: '' }]);
    await expectNoToast();
  });

  it('keeps a field the schema does not know (never an error, and a record saved again keeps it)', async () => {
    answerWith([{ ...good, extra: { kept: true } }]);
    await expect(request(rowsCall)).resolves.toEqual([{ ...good, extra: { kept: true } }]);
  });

  it('rejects a changed field type with the administrator’s message and the field path for the developer', async () => {
    const { failure, logged, mismatches } = await rejection([good, { ...good, total: '3' }]);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'contract', message: CONTRACT_MISMATCH, notified: true });
    await expectToasts([CONTRACT_MISMATCH]);
    expect(logged).toContain('GET /enterprise-server/drift/rows');
    expect(logged).toMatch(/data\.1\.total: .*number.*"3"/);
    expect(mismatches).toEqual([
      expect.objectContaining({
        call: 'GET /enterprise-server/drift/rows',
        issues: [expect.objectContaining({ path: 'data.1.total' })],
      }),
    ]);
  });

  it('rejects a missing required field', async () => {
    const { name: _, ...nameless } = good;
    const { failure, logged } = await rejection([nameless]);
    expect(failure).toMatchObject({ kind: 'contract' });
    expect(logged).toContain('data.0.name');
  });

  it('rejects null where the answer is a list', async () => {
    const { failure, logged } = await rejection(null);
    expect(failure).toMatchObject({ kind: 'contract' });
    expect(logged).toMatch(/data: .*Array.*null/);
  });

  it('rejects data of another shape (a page object where a list was expected)', async () => {
    const { failure } = await rejection({ list: [good], total: 1 });
    expect(failure).toMatchObject({ kind: 'contract', message: CONTRACT_MISMATCH });
  });

  it('caches nothing from a rejected answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    answerWith([{ ...good, total: 'many' }]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(client.fetchQuery({ queryKey: ['rows'], queryFn: () => request(rowsCall) })).rejects.toMatchObject({
      kind: 'contract',
    });
    error.mockRestore();
    contractMismatches.clear();
    expect(client.getQueryData(['rows'])).toBeUndefined();
  });

  it('tells nobody when the call is silent, and still rejects', async () => {
    answerWith({});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(request(rowsCall, {}, { silent: true })).rejects.toMatchObject({ kind: 'contract', notified: false });
    error.mockRestore();
    contractMismatches.clear();
    await expectNoToast();
  });
});
