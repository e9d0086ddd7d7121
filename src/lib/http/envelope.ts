// The two response envelopes (platform-shell §7): { code: 200, data, message } and the legacy
// { resultCode: 0, resultMsg, data }. A body that is neither (a host's index.html, a gateway's SSO
// page, an empty body, JSON of another shape) is malformed: never a success (docs/product.md §8).

export const SUCCESS_CODE = 200;
export const EXPIRED_ERROR_CODE = 'COMMON_0001';
export const LOGIN_FIRST = '请先登录';

export type Verdict =
  | { kind: 'ok'; data: unknown }
  | { kind: 'expired' }
  | { kind: 'unauthenticated' }
  | { kind: 'fail'; code: number | string; errorCode?: string; message?: string; data?: unknown }
  | { kind: 'malformed' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCode = (v: unknown): v is number | string => typeof v === 'number' || typeof v === 'string';
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

export function readEnvelope(body: unknown): Verdict {
  if (!isRecord(body)) return { kind: 'malformed' };
  if ('resultCode' in body) {
    if (!isCode(body.resultCode)) return { kind: 'malformed' };
    if (Number(body.resultCode) === 0) return { kind: 'ok', data: 'data' in body ? body.data : body.resultData };
    return { kind: 'fail', code: body.resultCode, message: text(body.resultMsg), data: body.data };
  }
  if (!isCode(body.code)) return { kind: 'malformed' };
  const code = body.code;
  const errorCode = text(body.errorCode);
  const message = text(body.message) ?? text(body.msg);
  if (Number(code) === SUCCESS_CODE) return { kind: 'ok', data: body.data };
  if (Number(code) === 0 && errorCode === EXPIRED_ERROR_CODE) return { kind: 'expired' };
  if (Number(code) === 401 && message === LOGIN_FIRST) return { kind: 'unauthenticated' };
  return { kind: 'fail', code, errorCode, message, data: body.data };
}
