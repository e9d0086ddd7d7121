import { http as mswHttp, HttpResponse } from 'msw';
import * as v from 'valibot';
import { QueryClient } from '@tanstack/react-query';
import { server } from '@/sandbox/node';
import { callKey, defineCall, isAbsent, request, requestEnvelope } from '@/lib/contract/define';
import { absentCalls } from '@/lib/http/absent-calls';
import { contractMismatches } from '@/lib/http/contract-mismatch';
import { ApiError, CONTRACT_MISMATCH, isNotFound } from '@/lib/http/errors';
import { configureSession, resetSessionEnding } from '@/lib/http/session-hooks';
import { clearUserScope } from '@/stores/reset-all';
import { useTips } from '@/lib/feedback/tips';
import { expectNoToast, expectToasts } from '../../toasts';
import { mountToastHost } from '../../toast-host';

// An assumed call the host lacks (docs/assumed-contract.md "Calls a host may lack"), and codes other
// than 200 that answer a call successfully (okCodes).

const Row = v.object({ id: v.string() });
const define = (status: 'assumed' | 'specified', path: string) =>
  defineCall({ method: 'GET', service: 'enterprise', path, status, summary: '测试功能', answer: v.array(Row) });
const assumedCall = define('assumed', '/absent/rows');
const specifiedCall = define('specified', '/absent/specified');
const pointsCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/absent/points',
  status: 'specified',
  summary: '点数',
  answer: v.object({ value: v.number() }),
  okCodes: { ENTERPRISE_0072: '成功' },
});

/** any 404's toast (platform-shell §8), for an assumed call too */
const NOT_FOUND = '请求地址出错: /enterprise-server/absent/rows';
const answer = (path: string, response: () => Response) =>
  server.use(mswHttp.get(`*/enterprise-server${path}`, response));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

beforeEach(mountToastHost);
beforeEach(() => {
  configureSession({ getToken: () => 't', onExpired: vi.fn(), onUnauthenticated: vi.fn() });
  resetSessionEnding();
  absentCalls.clear();
});

describe('an assumed call the host lacks', () => {
  it('an HTTP 404: the spec’s toast and tip, kind unavailable with its summary, remembered for the session', async () => {
    answer('/absent/rows', () => new HttpResponse(null, { status: 404 }));
    expect(isAbsent(assumedCall)).toBe(false);
    const error = await failure(request(assumedCall));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: NOT_FOUND,
      notified: true,
      data: { summary: '测试功能' },
    });
    expect(useTips.getState().tips.map((t) => t.text)).toContain('请求失败，错误代码404。');
    // not a missing object: a page offers no 返回 for what the host never had
    expect(isNotFound(error)).toBe(false);
    await expectToasts([NOT_FOUND]);
    expect(isAbsent(assumedCall)).toBe(true);
    expect(absentCalls.list()).toEqual(['GET /enterprise-server/absent/rows']);
  });

  it('a 200 that is no envelope (a gateway’s page, which may pass) is no proof: 服务器返回的数据无法识别, not remembered', async () => {
    answer('/absent/rows', () => HttpResponse.html('<!doctype html><title>门户</title>'));
    const error = await failure(request(assumedCall));
    expect(error).toMatchObject({ kind: 'malformed', notified: true });
    await expectToasts(['服务器返回的数据无法识别，请稍后重试']);
    expect(isAbsent(assumedCall)).toBe(false);
  });

  it('the whole-envelope calls too', async () => {
    answer('/absent/rows', () => new HttpResponse('Not Found', { status: 404 }));
    await expect(requestEnvelope(assumedCall)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(isAbsent(assumedCall)).toBe(true);
  });

  it('a silent call is told nobody, and is still remembered', async () => {
    answer('/absent/rows', () => new HttpResponse(null, { status: 404 }));
    const error = await failure(request(assumedCall, {}, { silent: true }));
    expect(error).toMatchObject({ kind: 'unavailable', notified: false });
    await expectNoToast();
    expect(isAbsent(assumedCall)).toBe(true);
  });

  it('is forgotten with the other per-user stores (login, logout, enterprise switch)', async () => {
    answer('/absent/rows', () => new HttpResponse(null, { status: 404 }));
    await failure(request(assumedCall, {}, { silent: true }));
    clearUserScope(new QueryClient());
    expect(isAbsent(assumedCall)).toBe(false);
  });

  it('a refusal in an envelope is the service answering, not a missing path', async () => {
    answer('/absent/rows', () => HttpResponse.json({ code: 500, message: '不行' }));
    await expect(request(assumedCall)).rejects.toMatchObject({ kind: 'server', message: '不行' });
    expect(isAbsent(assumedCall)).toBe(false);
  });
});

describe('a specified call answered 404', () => {
  it('keeps the transport message with the URL, and is not remembered', async () => {
    answer('/absent/specified', () => new HttpResponse(null, { status: 404 }));
    const error = await failure(request(specifiedCall));
    expect(error).toMatchObject({ kind: 'transport', status: 404 });
    await expectToasts(['请求地址出错: /enterprise-server/absent/specified']);
    expect(isAbsent(specifiedCall)).toBe(false);
    expect(absentCalls.list()).toEqual([]);
  });

  it('a 200 with no envelope stays 服务器返回的数据无法识别', async () => {
    answer('/absent/specified', () => HttpResponse.html('<html></html>'));
    await expect(request(specifiedCall)).rejects.toMatchObject({ kind: 'malformed' });
    await expectToasts(['服务器返回的数据无法识别，请稍后重试']);
  });
});

describe('okCodes: codes that answer a call successfully', () => {
  it('returns the data checked against the answer schema, no toast', async () => {
    answer('/absent/points', () =>
      HttpResponse.json({ code: 500, errorCode: 'ENTERPRISE_0072', success: false, data: { value: 0 } }),
    );
    await expect(request(pointsCall)).resolves.toEqual({ value: 0 });
    answer('/absent/points', () => HttpResponse.json({ code: 'ENTERPRISE_0072', data: { value: 5 } }));
    await expect(request(pointsCall)).resolves.toEqual({ value: 5 });
    await expectNoToast();
  });

  it('a drifted data under an ok code is a contract mismatch', async () => {
    answer('/absent/points', () => HttpResponse.json({ code: 'ENTERPRISE_0072', data: { value: '5' } }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(request(pointsCall)).rejects.toMatchObject({ kind: 'contract', message: CONTRACT_MISMATCH });
    error.mockRestore();
    contractMismatches.clear();
    await expectToasts([CONTRACT_MISMATCH]);
  });

  it('any other code is still a refusal', async () => {
    answer('/absent/points', () => HttpResponse.json({ code: 500, errorCode: 'ENTERPRISE_0073', message: '失败' }));
    await expect(request(pointsCall)).rejects.toMatchObject({ kind: 'server', message: '失败' });
    await expectToasts(['失败']);
  });
});

it('the key names the call as the contract spells it', () => {
  expect(callKey(assumedCall)).toBe('GET /enterprise-server/absent/rows');
});
