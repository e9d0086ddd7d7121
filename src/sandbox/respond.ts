import { HttpResponse } from 'msw';
import { Reject } from './reject';
import { pageArgs } from './validate/values';
import type { PrunedRef } from './lifecycle/pruned';

export { Reject };

// The service envelopes (platform-shell §7): { code: 200, data, message } and the legacy
// { resultCode: 0, resultMsg, data }.

/** The success envelope; `pruned` (what a save left out, lifecycle/pruned.ts) only when there is any. */
export const ok = (data: unknown = null, message = '成功', pruned: readonly PrunedRef[] = []) =>
  HttpResponse.json({ code: 200, success: true, data, message, ...(pruned.length ? { pruned } : {}) });

/** ok()'s envelope around data already serialised, encoded once for a cached answer (a 2 MB tree
 *  is then neither stringified nor UTF-8 encoded again per call). */
export const okEncoded = (dataJson: string, message = '成功') =>
  new TextEncoder().encode(`{"code":200,"success":true,"data":${dataJson},"message":${JSON.stringify(message)}}`);

/** An answer from okEncoded's bytes (a Response copies them: the cache stays intact). */
export const answerEncoded = (body: Uint8Array) =>
  new HttpResponse(body, { headers: { 'content-type': 'application/json' } });

export const fail = (code: number | string, message: string, errorCode?: string, data: unknown = null) =>
  HttpResponse.json({ code, success: false, message, errorCode, data });

/** A page of rows: { list, total, page, size } (shape assumed, see docs/assumed-contract.md). page and
 *  size are the request's as sent (absent: 1 and `defaultSize`); anything but positive integers is
 *  refused with 400 参数KEY不正确, under the keys the call spells them with. */
export function paginate<T>(
  rows: T[],
  page: unknown,
  size: unknown,
  defaultSize = 10,
  keys?: readonly [string, string],
) {
  const { page: p, size: s } = pageArgs(page, size, { defaultSize, keys });
  return { list: rows.slice((p - 1) * s, p * s), total: rows.length, page: p, size: s };
}

/** Required-field check with the service's usual message. */
export function required(body: Record<string, unknown>, fields: string[]) {
  for (const f of fields) {
    const v = body[f];
    if (v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length)) {
      throw new Reject(400, `参数${f}不能为空`);
    }
  }
}
