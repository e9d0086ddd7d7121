import { readEnvelope } from '@/lib/http/envelope';
import { transportMessage, failureTip, TRANSPORT_MESSAGES } from '@/lib/http/errors';

describe('readEnvelope', () => {
  it('code 200 is success and yields data', () => {
    expect(readEnvelope({ code: 200, data: { a: 1 }, message: '成功' })).toEqual({ kind: 'ok', data: { a: 1 } });
  });
  it('resultCode 0 is success in the legacy envelope', () => {
    expect(readEnvelope({ resultCode: 0, resultMsg: 'ok', data: [1] })).toEqual({ kind: 'ok', data: [1] });
  });
  it('a legacy failure carries resultMsg', () => {
    expect(readEnvelope({ resultCode: 3, resultMsg: '失败了' })).toMatchObject({
      kind: 'fail',
      code: 3,
      message: '失败了',
    });
  });
  it('code 0 + COMMON_0001 is an expired session', () => {
    expect(readEnvelope({ code: 0, errorCode: 'COMMON_0001', message: 'x' })).toEqual({ kind: 'expired' });
  });
  it('code 0 without COMMON_0001 is an ordinary failure', () => {
    expect(readEnvelope({ code: 0, errorCode: 'OTHER', message: 'x' }).kind).toBe('fail');
  });
  it('401 with 请先登录 means unauthenticated; 401 with another text is a failure', () => {
    expect(readEnvelope({ code: 401, message: '请先登录' })).toEqual({ kind: 'unauthenticated' });
    expect(readEnvelope({ code: 401, message: '别的' }).kind).toBe('fail');
  });
  it('other codes fail with code, errorCode and message; a blank message is absent', () => {
    expect(readEnvelope({ code: 500, errorCode: 'ENTERPRISE_0088', message: '邀请' })).toMatchObject({
      kind: 'fail',
      code: 500,
      errorCode: 'ENTERPRISE_0088',
      message: '邀请',
    });
    expect(readEnvelope({ code: 403, message: '  ' })).toMatchObject({ kind: 'fail', code: 403, message: undefined });
  });
  it('a body that is not an envelope is never a success', () => {
    for (const body of [
      '<!doctype html><html></html>',
      '',
      undefined,
      null,
      [1, 2],
      { list: [] },
      { code: { value: 200 } },
    ]) {
      expect(readEnvelope(body)).toEqual({ kind: 'malformed' });
    }
  });
});

describe('transport messages (platform-shell §8)', () => {
  it.each([
    [400, '请求参数错误'],
    [401, '未授权，请登录'],
    [403, '跨域拒绝访问'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
  ])('%i → %s', (status, text) => {
    expect(transportMessage(status)).toBe(text);
  });
  it('404 names the URL', () => {
    expect(transportMessage(404, '/enterprise-server/nowhere')).toBe('请求地址出错: /enterprise-server/nowhere');
  });
  it('covers exactly the eleven statuses of the spec', () => {
    expect(Object.keys(TRANSPORT_MESSAGES).map(Number)).toEqual([
      400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505,
    ]);
  });
  it('the common tip text', () => {
    expect(failureTip(502)).toBe('请求失败，错误代码502。');
  });
});
