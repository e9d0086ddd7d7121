import type { AuthedInput } from './route';
import { Reject } from './respond';
import { newId } from './random';
import { enterpriseNumberOf, note, nowStamp } from './org-tables';
import { peopleOf, type PeopleLookup } from './people';
import { departmentFilter, directoryIndex } from './directory-views';
import { isDay } from './validate/values';
import { chinaDayOf, chinaDaySeconds } from './china-time';
import {
  balances,
  DEFAULT_END,
  DEFAULT_START,
  ledger,
  leaveTypes,
  OVERLAP,
  type BalanceRow,
  type LeaveTypeRow,
  type LedgerRow,
} from './leave-tables';
import type { BalanceTerms, LeaveBalance, LedgerAction } from '@/features/leave/api/types';

// The leave service's own rules (admin-modules §3 "Leave balance", §5 "Leave balance time ranges
// must not overlap", §8 code 999 'time is error', §9 default range), shared by its handlers.

export const LINES_MAX = 9999;
/** A leave change-log note naming the people and objects (leave types, departments) it touched. */
export const log = (keyword: string, touched: { people?: string[]; objects?: string[] } = {}) =>
  note('f12', keyword, touched);
export const hours = (n: number) => `${Math.round(n * 10) / 10} 小时`;

export interface LeaveCtx {
  e: string;
  people: PeopleLookup;
  input: AuthedInput;
}

export function leaveCtx(input: AuthedInput): LeaveCtx {
  const e = enterpriseNumberOf(input);
  return { e, people: peopleOf(e), input };
}

export const typesOf = (e: string) => leaveTypes().filter((t) => t.enterpriseNumber === e);

export function typeOf(e: string, id: unknown): LeaveTypeRow {
  if (!id) throw new Reject(400, '请选择假期类型');
  const row = leaveTypes().find((t) => t.enterpriseNumber === e && t.id === String(id));
  if (!row) throw new Reject(404, '假期类型不存在或已被删除');
  return row;
}

export function personOf(ctx: LeaveCtx, lenovoId: unknown) {
  if (!lenovoId) throw new Reject(400, '请选择员工');
  const p = ctx.people.byLenovoId.get(String(lenovoId));
  if (!p) throw new Reject(404, '员工不存在或已离职');
  return p;
}

/** Why hours are not acceptable, or ''. */
export function linesProblem(value: unknown): string {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (
    typeof n !== 'number' ||
    !Number.isFinite(n) ||
    n < 0 ||
    n > LINES_MAX ||
    Math.abs(Math.round(n * 10) - n * 10) > 1e-9
  ) {
    return `请输入0至${LINES_MAX}之间的小时数，最多一位小数`;
  }
  return '';
}

/** Why a period is not acceptable, or ''. */
export function periodProblem(startTime: number, endTime: number): string {
  if (!Number.isInteger(startTime) || !Number.isInteger(endTime) || startTime < DEFAULT_START || endTime > DEFAULT_END)
    return '起止时间须在2002-01-01至2200-12-31之间';
  if (endTime <= startTime) return '结束时间须晚于开始时间';
  return '';
}

/** Hours and period of a body; an absent period is the default range. */
export function readTerms(body: Record<string, unknown>): BalanceTerms {
  const problem = linesProblem(body.lines);
  if (problem) throw new Reject(400, problem);
  const startTime =
    body.startTime === undefined || body.startTime === null || body.startTime === ''
      ? DEFAULT_START
      : Number(body.startTime);
  const endTime =
    body.endTime === undefined || body.endTime === null || body.endTime === '' ? DEFAULT_END : Number(body.endTime);
  const period = periodProblem(startTime, endTime);
  if (period) throw new Reject(400, period);
  return { lines: Number(body.lines), startTime, endTime };
}

export function readRemark(body: Record<string, unknown>): string {
  const remark = String(body.remark ?? '').trim();
  if (remark.length > 100) throw new Reject(400, '备注不能超过100个字符');
  return remark;
}

/** The person's balance of the type sharing at least one second with the period (other than `selfId`). */
export function overlapping(
  e: string,
  lenovoId: string,
  holidayId: string,
  t: Pick<BalanceTerms, 'startTime' | 'endTime'>,
  selfId?: string,
) {
  return balances().find(
    (b) =>
      b.enterpriseNumber === e &&
      b.lenovoId === lenovoId &&
      b.holidayId === holidayId &&
      b.id !== selfId &&
      b.startTime <= t.endTime &&
      t.startTime <= b.endTime,
  );
}

export function refuseOverlap(e: string, lenovoId: string, holidayId: string, t: BalanceTerms, selfId?: string) {
  if (overlapping(e, lenovoId, holidayId, t, selfId)) throw new Reject(OVERLAP.code, OVERLAP.message);
}

export function newBalance(e: string, lenovoId: string, holidayId: string, t: BalanceTerms): BalanceRow {
  return { id: newId('hb-'), enterpriseNumber: e, lenovoId, holidayId, ...t, updateTime: nowStamp() };
}

export const termsOf = (b: BalanceTerms): BalanceTerms => ({
  lines: b.lines,
  startTime: b.startTime,
  endTime: b.endTime,
});

/** One ledger entry, newest first. */
export function record(
  ctx: LeaveCtx,
  b: BalanceRow,
  holidayName: string,
  action: LedgerAction,
  before: BalanceTerms | null,
  after: BalanceTerms | null,
  remark = '',
): LedgerRow {
  const row: LedgerRow = {
    id: newId('hl-'),
    enterpriseNumber: ctx.e,
    lenovoId: b.lenovoId,
    holidayId: b.holidayId,
    holidayName,
    balanceId: b.id,
    action,
    before,
    after,
    operatorId: ctx.input.account.lenovoId,
    operatorName: ctx.input.account.username,
    createTime: nowStamp(),
    remark,
  };
  ledger().unshift(row);
  return row;
}

/** A balance as the lists answer it. */
export function balanceView(ctx: LeaveCtx, b: BalanceRow, typeNames: Map<string, string>): LeaveBalance {
  const p = ctx.people.byLenovoId.get(b.lenovoId);
  return {
    id: b.id,
    lenovoId: b.lenovoId,
    holidayId: b.holidayId,
    lines: b.lines,
    startTime: b.startTime,
    endTime: b.endTime,
    name: p?.name ?? '',
    departName: p ? ctx.people.departName(p) : '',
    holidayName: typeNames.get(b.holidayId) ?? '',
    updateTime: b.updateTime,
  };
}

export const typeNamesOf = (e: string) => new Map(typesOf(e).map((t) => [t.id, t.name]));

/** 'YYYY-MM-DD' (China time; also 'YYYY/M/D') → seconds at the day's start or end; null if not a date. */
export function dayToSeconds(day: string, edge: 'start' | 'end'): number | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(day.trim().replace(/\//g, '-'));
  const text = m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : '';
  return isDay(text) ? chinaDaySeconds(text, edge) : null;
}

/** Seconds → 'YYYY-MM-DD' in China time. */
export const secondsToDay = chinaDayOf;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Balances of the enterprise, newest first, filtered by type, department (with sub-departments) and name or phone. */
export function searchBalances(e: string, body: Record<string, unknown>, people: PeopleLookup): BalanceRow[] {
  const holidayId = String(body.holidayId ?? '');
  if (holidayId) typeOf(e, holidayId);
  const departId = String(body.departId ?? '');
  let within: Set<string> | null = null;
  if (departId) {
    const index = directoryIndex(e);
    if (!index.byId.has(departId)) throw new Reject(404, '部门不存在');
    within = departmentFilter(index, departId);
  }
  const keyword = String(body.keyword ?? '')
    .trim()
    .toLowerCase();
  const match = (lenovoId: string) => {
    const p = people.byLenovoId.get(lenovoId);
    if (!p) return false;
    if (within && !p.departIds.some((id) => within.has(id))) return false;
    return !keyword || p.name.toLowerCase().includes(keyword) || p.telephone.includes(keyword);
  };
  const rows = balances();
  const out: BalanceRow[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const b = rows[i];
    if (b.enterpriseNumber === e && (!holidayId || b.holidayId === holidayId) && match(b.lenovoId)) out.push(b);
  }
  return out;
}
