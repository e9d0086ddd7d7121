import { route } from '../route';
import { paginate, Reject, required } from '../respond';
import { newId } from '../random';
import { enterpriseNumberOf, nowStamp } from '../org-tables';
import { refLookup } from '../lifecycle/ref-lookup';
import { balances, ledger, leaveTypes, type LeaveTypeRow } from '../leave-tables';
import {
  balanceView,
  hours,
  leaveCtx,
  log,
  newBalance,
  nowSeconds,
  personOf,
  readRemark,
  readTerms,
  record,
  refuseOverlap,
  searchBalances,
  termsOf,
  typeNamesOf,
  typeOf,
  typesOf,
} from '../leave-service';
import { namesOf } from '../people';
import { throughView } from '../db';
import { callerCover } from '../scope/effective-scope';
import type { LeaveBalance, LedgerEntry, UserHolidaySummary } from '@/features/leave/api/types';

// Leave types, balances and the ledger (admin-modules §7 "Leave"). Every balance change lands in
// its person's ledger (who, when, before → after) and in the change log.
const L = '/leave-server';
const NAME_MAX = 20;
/** What a write's change-log line needs beyond its answer (the state before it), by request body. */
const before = new WeakMap<object, string>();
const deleted = new WeakMap<object, { labels: string[]; people: string[]; objects: string[] }>();
/** People whose balances went with a deleted leave type. */
const holders = new WeakMap<object, string[]>();

/** A leave type as the calls answer it. */
const typeView = ({ id, name, createTime }: LeaveTypeRow) => ({ id, name, createTime });

function readTypeName(e: string, body: Record<string, unknown>, selfId?: string) {
  const name = String(body.name ?? '').trim();
  if (!name) throw new Reject(400, '请输入假期名称');
  if (name.length > NAME_MAX) throw new Reject(400, `假期名称不能超过${NAME_MAX}个字符`);
  if (typesOf(e).some((t) => t.id !== selfId && t.name === name)) throw new Reject(500, `假期名称 ${name} 已存在`);
  return name;
}

/** Whether a leave type has balances of people outside a scoped administrator's 管理范围 (her read
 *  does not see those balances, so they are counted on the whole store): its 删除 would take them,
 *  and the server refuses it (scope/hidden-parts.ts), so the list says so (assumed contract
 *  "Partial writes"). Never for an administrator who sees all. */
function heldOutsideOf(e: string, callerLenovoId: string): (typeId: string) => boolean {
  const held = throughView(null, () => {
    const covered = callerCover(e, callerLenovoId);
    if (!covered) return new Set<string>();
    return new Set(
      balances()
        .filter((b) => b.enterpriseNumber === e && covered.outside.has(b.lenovoId))
        .map((b) => b.holidayId),
    );
  });
  return (id) => held.has(id);
}

/** A balance of the enterprise by its id; 404 when it is gone. */
function balanceOf(e: string, id: string) {
  const row = balances().find((b) => b.enterpriseNumber === e && b.id === id);
  if (!row) throw new Reject(404, '假期余额不存在或已被删除');
  return row;
}

/** What a balance write reads from its body: the terms (refused when they overlap another balance of
 *  the person's of that type, `selfId` apart) and the remark. */
function readBalanceWrite(
  e: string,
  body: Record<string, unknown>,
  lenovoId: string,
  holidayId: string,
  selfId?: string,
) {
  const terms = readTerms(body);
  const remark = readRemark(body);
  refuseOverlap(e, lenovoId, holidayId, terms, selfId);
  return { terms, remark };
}

/** The change-log line of a write on one balance: its person and leave type. */
const balanceLog = (text: string, b: LeaveBalance) => log(text, { people: [b.name], objects: [b.holidayName] });

const leaveHandlers = [
  route('get', L, '/adminLeave/searchHolidayAll', (input) => typesOf(enterpriseNumberOf(input)).map(typeView)),

  route(
    'post',
    L,
    '/adminLeave/searchHoliday',
    (input) => {
      const name = String(input.body.name ?? '').trim();
      const e = enterpriseNumberOf(input);
      const heldOutside = heldOutsideOf(e, input.account.lenovoId);
      const rows = typesOf(e)
        .filter((t) => t.name.includes(name))
        .map((t) => ({ ...typeView(t), ...(heldOutside(t.id) ? { heldOutside: true } : {}) }));
      return paginate(rows, input.body.page, input.body.size);
    },
    { read: true },
  ),

  route(
    'post',
    L,
    '/adminLeave/addHoliday',
    (input) => {
      const e = enterpriseNumberOf(input);
      const row: LeaveTypeRow = {
        id: newId('ht-'),
        enterpriseNumber: e,
        name: readTypeName(e, input.body),
        createTime: nowStamp(),
      };
      leaveTypes().push(row);
      return typeView(row);
    },
    { log: (_i, r) => log(`新增假期类型 ${(r as LeaveTypeRow).name}`, { objects: [(r as LeaveTypeRow).name] }) },
  ),

  route(
    'post',
    L,
    '/adminLeave/updateHoliday',
    (input) => {
      const e = enterpriseNumberOf(input);
      const row = typeOf(e, input.body.id);
      const name = readTypeName(e, input.body, row.id);
      before.set(input.body, row.name);
      row.name = name;
      return typeView(row);
    },
    {
      log: (i, r) =>
        log(`修改假期类型 ${before.get(i.body)} → ${(r as LeaveTypeRow).name}`, {
          objects: [...new Set([before.get(i.body) ?? '', (r as LeaveTypeRow).name])].filter(Boolean),
        }),
    },
  ),

  route(
    'post',
    L,
    '/adminLeave/delHoliday',
    (input) => {
      const ctx = leaveCtx(input);
      const row = typeOf(ctx.e, input.body.id);
      const rows = balances();
      let count = 0;
      const people = new Set<string>();
      for (let i = rows.length - 1; i >= 0; i--) {
        const b = rows[i];
        if (b.enterpriseNumber !== ctx.e || b.holidayId !== row.id) continue;
        record(ctx, b, row.name, 'typeDelete', termsOf(b), null);
        people.add(ctx.people.byLenovoId.get(b.lenovoId)?.name ?? b.lenovoId);
        rows.splice(i, 1);
        count++;
      }
      leaveTypes().splice(leaveTypes().indexOf(row), 1);
      holders.set(input.body, [...people]);
      return { name: row.name, balances: count };
    },
    {
      log: (i, r) => {
        const x = r as { name: string; balances: number };
        return log(`删除假期类型 ${x.name}（同时删除余额 ${x.balances} 条）`, {
          people: holders.get(i.body) ?? [],
          objects: [x.name],
        });
      },
    },
  ),

  route(
    'post',
    L,
    '/adminLeave/addHolidayUser',
    (input) => {
      const ctx = leaveCtx(input);
      const p = personOf(ctx, input.body.lenovoId);
      const type = typeOf(ctx.e, input.body.holidayId);
      const { terms, remark } = readBalanceWrite(ctx.e, input.body, p.lenovoId, type.id);
      const row = newBalance(ctx.e, p.lenovoId, type.id, terms);
      balances().push(row);
      record(ctx, row, type.name, 'add', null, termsOf(row), remark);
      return balanceView(ctx, row, typeNamesOf(ctx.e));
    },
    {
      log: (_i, r) => {
        const b = r as LeaveBalance;
        return balanceLog(`为 ${b.name} 增加${b.holidayName} ${hours(b.lines)}`, b);
      },
    },
  ),

  route(
    'post',
    L,
    '/adminLeave/updateHolidayUser',
    (input) => {
      const ctx = leaveCtx(input);
      required(input.body, ['id']);
      const row = balanceOf(ctx.e, String(input.body.id));
      const { terms, remark } = readBalanceWrite(ctx.e, input.body, row.lenovoId, row.holidayId, row.id);
      const was = termsOf(row);
      Object.assign(row, terms, { updateTime: nowStamp() });
      record(ctx, row, typeOf(ctx.e, row.holidayId).name, 'update', was, termsOf(row), remark);
      before.set(input.body, String(was.lines));
      return balanceView(ctx, row, typeNamesOf(ctx.e));
    },
    {
      log: (i, r) => {
        const b = r as LeaveBalance;
        return balanceLog(`修改 ${b.name} 的${b.holidayName}余额：${before.get(i.body)} → ${hours(b.lines)}`, b);
      },
    },
  ),

  route(
    'post',
    L,
    '/adminLeave/delHolidayUser',
    (input) => {
      const ctx = leaveCtx(input);
      const ids = Array.isArray(input.body.ids)
        ? [...new Set(input.body.ids.map(String))]
        : input.body.id
          ? [String(input.body.id)]
          : [];
      if (!ids.length) throw new Reject(400, '请选择要删除的假期余额');
      const rows = balances();
      const gone = ids.map((id) => balanceOf(ctx.e, id));
      const names = typeNamesOf(ctx.e);
      const labels: string[] = [];
      const people = new Set<string>();
      const objects = new Set<string>();
      for (const b of gone) {
        record(ctx, b, names.get(b.holidayId) ?? '', 'delete', termsOf(b), null);
        rows.splice(rows.indexOf(b), 1);
        const person = ctx.people.byLenovoId.get(b.lenovoId)?.name ?? b.lenovoId;
        labels.push(`${person}（${names.get(b.holidayId) ?? ''}）`);
        people.add(person);
        objects.add(names.get(b.holidayId) ?? '');
      }
      deleted.set(input.body, { labels, people: [...people], objects: [...objects].filter(Boolean) });
      return { count: gone.length };
    },
    {
      log: (i) => {
        const d = deleted.get(i.body);
        return log(`删除假期余额 ${namesOf(d?.labels ?? [], 3, '条')}`, {
          people: d?.people ?? [],
          objects: d?.objects ?? [],
        });
      },
    },
  ),

  route(
    'post',
    L,
    '/adminLeave/searchHolidayUser',
    (input) => {
      const ctx = leaveCtx(input);
      const page = paginate(searchBalances(ctx.e, input.body, ctx.people), input.body.page, input.body.size);
      const names = typeNamesOf(ctx.e);
      return { ...page, list: page.list.map((b) => balanceView(ctx, b, names)) };
    },
    { read: true },
  ),

  route(
    'post',
    L,
    '/adminLeave/selectHolidayUser',
    (input) => {
      const ctx = leaveCtx(input);
      const p = personOf(ctx, input.body.lenovoId);
      const names = typeNamesOf(ctx.e);
      const order = new Map(typesOf(ctx.e).map((t, i) => [t.id, i]));
      return balances()
        .filter((b) => b.enterpriseNumber === ctx.e && b.lenovoId === p.lenovoId)
        .sort((a, b) => (order.get(a.holidayId) ?? 0) - (order.get(b.holidayId) ?? 0) || a.startTime - b.startTime)
        .map((b) => balanceView(ctx, b, names));
    },
    { read: true },
  ),

  route('get', L, '/selectHolidayByUser', (input) => {
    const ctx = leaveCtx(input);
    const p = personOf(ctx, input.query.get('lenovoId'));
    const now = nowSeconds();
    const mine = balances().filter((b) => b.enterpriseNumber === ctx.e && b.lenovoId === p.lenovoId);
    return typesOf(ctx.e).map((t): UserHolidaySummary => {
      const of = mine.filter((b) => b.holidayId === t.id);
      const lines = of.filter((b) => b.startTime <= now && now <= b.endTime).reduce((sum, b) => sum + b.lines, 0);
      return { holidayId: t.id, holidayName: t.name, lines: Math.round(lines * 10) / 10, balances: of.length };
    });
  }),

  route(
    'post',
    L,
    '/adminLeave/searchHolidayLogByLenovoId',
    (input) => {
      const e = enterpriseNumberOf(input);
      const lenovoId = String(input.body.lenovoId ?? '');
      if (!lenovoId) throw new Reject(400, '请选择员工');
      // departed and deleted people keep their ledger (history, docs/product.md Part D §1)
      const person = refLookup(e).personByLenovoId(lenovoId);
      if (!person) throw new Reject(404, '员工不存在');
      const holidayId = String(input.body.holidayId ?? '');
      const names = typeNamesOf(e);
      const rows = ledger().filter(
        (l) => l.enterpriseNumber === e && l.lenovoId === lenovoId && (!holidayId || l.holidayId === holidayId),
      );
      const page = paginate(rows, input.body.page, input.body.size);
      const list = page.list.map(({ enterpriseNumber: _e, ...l }): LedgerEntry => ({
        ...l,
        name: person.name,
        holidayName: names.get(l.holidayId) ?? l.holidayName,
      }));
      return { ...page, list };
    },
    { read: true },
  ),
];

export default leaveHandlers;
