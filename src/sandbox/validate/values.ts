// Server-side checks of the values every service reads the same way: yes/no flags, page and size,
// and dates and times that exist (docs/assumed-contract.md, "A sandbox that checks for itself").
// A value of the wrong kind is refused with 400, never read as something else: the string "true"
// is not true, 1.5 is no page, 2026-02-31 is no day.
import { Reject } from '../reject';

/** A boolean field: absent is `fallback` when given, else 参数KEY不能为空; anything but true or
 *  false (the strings "true" and "false", 1 and 0 included) is 参数KEY格式错误. */
export function flag(body: Record<string, unknown>, key: string, fallback?: boolean): boolean {
  const v = body[key];
  if (v === undefined || v === null) {
    if (fallback !== undefined) return fallback;
    throw new Reject(400, `参数${key}不能为空`);
  }
  if (typeof v !== 'boolean') throw new Reject(400, `参数${key}格式错误`);
  return v;
}

/** Largest page size a list answers. */
export const MAX_PAGE_SIZE = 500;

/** A positive integer as JSON gives it (a number) or a query does (digits); absent is `fallback`. */
function count(value: unknown, key: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Reject(400, `参数${key}不正确`);
  return n;
}

/** page and size of a list call (or the names a call spells them with, e.g. pageNumber and pageSzie):
 *  positive integers, size at most 500; absent, page 1 and `defaultSize`. */
export function pageArgs(
  page: unknown,
  size: unknown,
  { defaultSize = 10, keys = ['page', 'size'] }: { defaultSize?: number; keys?: readonly [string, string] } = {},
) {
  return { page: count(page, keys[0], 1), size: count(size, keys[1], defaultSize, MAX_PAGE_SIZE) };
}

const pad2 = /^\d{2}$/;

/** 'YYYY-MM' with a month 01–12. */
export function isMonth(value: unknown): value is string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** 'YYYY-MM-DD' naming a day of the calendar (leap years included). */
export function isDay(value: unknown): value is string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m || !isMonth(`${m[1]}-${m[2]}`)) return false;
  const day = Number(m[3]);
  return day >= 1 && day <= new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
}

/** 'HH:mm' (or 'HH:mm:ss' with `seconds`) of a day: 00:00 to 23:59. */
export function isClock(value: unknown, { seconds = false } = {}): value is string {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  if (parts.length !== (seconds ? 3 : 2) || !parts.every((p) => pad2.test(p))) return false;
  const [h, m, s = 0] = parts.map(Number);
  return h <= 23 && m <= 59 && s <= 59;
}

/** A day, optionally followed by a time of day: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or
 *  'YYYY-MM-DD HH:mm:ss'; the caller's pattern says which forms it takes. */
export function isDayTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const [day, time, ...rest] = value.split(' ');
  if (rest.length || !isDay(day)) return false;
  return time === undefined || isClock(time) || isClock(time, { seconds: true });
}

/** A time given as milliseconds since 1970 (a non-negative integer), null when absent. */
export function instantArg(body: Record<string, unknown>, key: string): number | null {
  const v = body[key];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new Reject(400, `参数${key}日期格式不正确`);
  return v;
}
