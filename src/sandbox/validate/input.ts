// Server-side checks of request fields shared by the sandbox's handlers: types, lengths, enums,
// formats and id lists. A failure is a Reject (400 unless said otherwise) with a Chinese message.
import { Reject } from '../respond';
import { isDayTime, pageArgs } from './values';

/** Mainland mobile number. */
export const PHONE = /^1[3-9]\d{9}$/;
/** A standard address pattern; an empty e-mail is accepted where the field is optional (platform-shell §5). */
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** The longest e-mail address stored. */
export const EMAIL_MAX = 64;
/** 身份证号: 15 digits, or 17 and a check digit or X. */
export const ID_NUMBER = /^(\d{15}|\d{17}[\dXx])$/;
/** 银行卡号: 12 to 19 digits. */
export const BANK_CARD = /^\d{12,19}$/;
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** Industries and scales offered when an enterprise is created or edited (docs/assumed-contract.md): the
 *  create page offers 政府机构 where the settings page offers 专业服务, so both are accepted. */
export const INDUSTRIES = [
  '信息技术',
  '制造业',
  '金融',
  '教育',
  '医疗健康',
  '零售',
  '物流',
  '建筑',
  '专业服务',
  '政府机构',
  '其他',
];
export const SCALES = ['1-50人', '51-200人', '201-500人', '501-1000人', '1000人以上'];

interface TextRule {
  /** Chinese name of the field, for messages */
  label: string;
  max?: number;
  required?: boolean;
}

/** A string field, trimmed: absent or null is ''; another JSON kind is refused. */
export function text(body: Record<string, unknown>, key: string, { label, max, required = false }: TextRule): string {
  const raw = body[key];
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number')
    throw new Reject(400, `参数${key}格式错误`);
  const value = raw === undefined || raw === null ? '' : String(raw).trim();
  if (required && !value) throw new Reject(400, `${label}不能为空`);
  if (max !== undefined && value.length > max) throw new Reject(400, `${label}不能超过${max}个字符`);
  return value;
}

/** An optional phone: '' or a mainland mobile number. */
export function phone(body: Record<string, unknown>, key: string, label = '手机号', required = false): string {
  const value = text(body, key, { label, required });
  if (value && !PHONE.test(value)) throw new Reject(400, `${label}格式不正确`);
  return value;
}

/** An optional e-mail: accepted when empty, otherwise the standard pattern. */
export function email(body: Record<string, unknown>, key: string, label = '邮箱'): string {
  const value = text(body, key, { label, max: EMAIL_MAX });
  if (value && !EMAIL.test(value)) throw new Reject(400, `${label}格式不正确`);
  return value;
}

/** A value from a fixed list; absent is `fallback` when given, else refused. */
export function oneOf<T extends string | number>(value: unknown, allowed: readonly T[], key: string, fallback?: T): T {
  if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
  const hit = allowed.find((a) => String(a) === String(value));
  if (hit === undefined || typeof value === 'object') throw new Reject(400, `参数${key}不正确`);
  return hit;
}

/** A non-empty list of ids (strings or numbers), deduplicated. */
export function idList(value: unknown, key: string): string[] {
  if (value === undefined || value === null || (Array.isArray(value) && !value.length))
    throw new Reject(400, `参数${key}不能为空`);
  if (!Array.isArray(value) || value.some((v) => (typeof v !== 'string' && typeof v !== 'number') || v === ''))
    throw new Reject(400, `参数${key}格式错误`);
  return [...new Set(value.map(String))];
}

/** The ids of the rows an export is for (body.ids); none chosen: 请选择要导出的`what`. */
export function exportIds(body: Record<string, unknown>, what: string): Set<string> {
  const ids = Array.isArray(body.ids) ? new Set(body.ids.map(String)) : null;
  if (!ids?.size) throw new Reject(400, `请选择要导出的${what}`);
  return ids;
}

/** page and size of a list call, checked before the call's other work (values.ts's pageArgs). */
export function paging(body: Record<string, unknown>) {
  pageArgs(body.page, body.size);
}

/** A date or date-time filter ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'), '' when absent; it must
 *  match `pattern` and exist (2026-02-31 and 25:00 do not). */
export function dateArg(body: Record<string, unknown>, key: string, pattern: RegExp = DAY_TIME): string {
  const v = body[key];
  if (v === undefined || v === null || v === '') return '';
  if (typeof v !== 'string' || !pattern.test(v) || !isDayTime(v)) throw new Reject(400, `参数${key}日期格式不正确`);
  return v;
}

/** startTime ≤ endTime when both are given. */
export function range(start: string, end: string) {
  if (start && end && start.slice(0, end.length) > end) throw new Reject(400, '开始时间不能晚于结束时间');
}
