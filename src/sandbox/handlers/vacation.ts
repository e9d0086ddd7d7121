import { route } from '../route';
import { paginate, Reject } from '../respond';
import { newId } from '../random';
import { nowStamp } from '../org-tables';
import { directoryIndex, subtreeIds } from '../directory-views';
import { balances, grants, type BalanceRow, type GrantRow } from '../leave-tables';
import {
  hours,
  leaveCtx,
  LINES_MAX,
  log,
  newBalance,
  nowSeconds,
  readRemark,
  readTerms,
  record,
  termsOf,
  typeOf,
  typesOf,
} from '../leave-service';
import { namesOf } from '../people';
import { keepLiving } from '../lifecycle/keep-living';
import type { GrantResult, GrantSkip, VacationSummary } from '@/features/leave/api/types';

// Vacation management (assumed calls, on the vacation service): grant hours of a leave type to
// departments and people in ONE call, the grants made, and per-type figures. The balances are the
// leave service's; every grant lands in each person's ledger.
const V = '/vacation-manage-server';

/** The people a grant gave hours to, and the type and departments it named, for its change-log note. */
const touchedBy = new WeakMap<object, { people: string[]; objects: string[] }>();

const ids = (v: unknown) => (Array.isArray(v) ? [...new Set(v.map(String).filter(Boolean))] : []);

const vacationHandlers = [
  route(
    'post',
    V,
    '/vacation/grant',
    (input) => {
      const ctx = leaveCtx(input);
      const type = typeOf(ctx.e, input.body.holidayId);
      const terms = readTerms(input.body);
      if (terms.lines <= 0) throw new Reject(400, '发放额度须大于0');
      const remark = readRemark(input.body);
      // departments deleted and people who left since the dialog opened are left out, as if not sent
      // (docs/product.md Part D §3)
      const { departIds, lenovoIds } = keepLiving(ctx.e, {
        departIds: ids(input.body.departIds),
        lenovoIds: ids(input.body.lenovoIds),
      });
      if (!departIds.length && !lenovoIds.length) throw new Reject(400, '请选择发放的部门或人员');
      const index = directoryIndex(ctx.e);
      const unknownDept = departIds.find((id) => !index.byId.has(id));
      if (unknownDept) throw new Reject(404, `部门不存在：${unknownDept}`);
      const unknownPerson = lenovoIds.find((id) => !ctx.people.byLenovoId.has(id));
      if (unknownPerson) throw new Reject(404, `员工不存在或已离职：${unknownPerson}`);
      // Everyone chosen: members of the departments and their sub-departments, then the people picked.
      const chosen = new Set<string>();
      for (const id of departIds)
        for (const d of subtreeIds(index, id)) for (const p of index.members.get(d) ?? []) chosen.add(p.lenovoId);
      for (const id of lenovoIds) chosen.add(id);
      if (!chosen.size) throw new Reject(500, '所选部门中没有员工');
      // One pass over the type's balances, grouped by person.
      const held = new Map<string, BalanceRow[]>();
      for (const b of balances()) {
        if (b.enterpriseNumber !== ctx.e || b.holidayId !== type.id || !chosen.has(b.lenovoId)) continue;
        const list = held.get(b.lenovoId);
        if (list) list.push(b);
        else held.set(b.lenovoId, [b]);
      }
      const skipped: GrantSkip[] = [];
      const given: string[] = [];
      let created = 0;
      let increased = 0;
      for (const lenovoId of chosen) {
        const mine = held.get(lenovoId) ?? [];
        const same = mine.find((b) => b.startTime === terms.startTime && b.endTime === terms.endTime);
        const name = ctx.people.byLenovoId.get(lenovoId)?.name ?? lenovoId;
        if (same) {
          if (same.lines + terms.lines > LINES_MAX) {
            skipped.push({ lenovoId, name, reason: `发放后余额将超过${LINES_MAX}小时` });
            continue;
          }
          const before = termsOf(same);
          same.lines = Math.round((same.lines + terms.lines) * 10) / 10;
          same.updateTime = nowStamp();
          record(ctx, same, type.name, 'grant', before, termsOf(same), remark);
          given.push(name);
          increased++;
        } else if (mine.some((b) => b.startTime <= terms.endTime && terms.startTime <= b.endTime)) {
          skipped.push({ lenovoId, name, reason: '该假期时间段与已有余额重叠，请修改起止时间' });
        } else {
          const row = newBalance(ctx.e, lenovoId, type.id, terms);
          balances().push(row);
          record(ctx, row, type.name, 'grant', null, termsOf(row), remark);
          given.push(name);
          created++;
        }
      }
      const targets = [
        ...departIds.map((id) => index.byId.get(id)!.departName),
        ...lenovoIds.map((id) => ctx.people.byLenovoId.get(id)!.name),
      ];
      const grant: GrantRow = {
        id: newId('vg-'),
        enterpriseNumber: ctx.e,
        holidayId: type.id,
        holidayName: type.name,
        ...terms,
        targets: namesOf(targets, 5, '项'),
        count: created + increased,
        skipped: skipped.length,
        operatorName: input.account.username,
        createTime: nowStamp(),
        remark,
      };
      grants().unshift(grant);
      touchedBy.set(input.body, {
        people: given,
        objects: [type.name, ...departIds.map((id) => index.byId.get(id)!.departName)],
      });
      return { grantId: grant.id, count: grant.count, created, increased, skipped } satisfies GrantResult;
    },
    {
      log: (i, r) => {
        const g = grants().find((x) => x.id === (r as GrantResult).grantId)!;
        return log(
          `发放${g.holidayName} ${hours(g.lines)}：${g.targets}，共${g.count}人${g.skipped ? `（${g.skipped}人未发放）` : ''}`,
          touchedBy.get(i.body),
        );
      },
    },
  ),

  route(
    'post',
    V,
    '/vacation/grantList',
    (input) => {
      const ctx = leaveCtx(input);
      const holidayId = String(input.body.holidayId ?? '');
      const rows = grants().filter((g) => g.enterpriseNumber === ctx.e && (!holidayId || g.holidayId === holidayId));
      const page = paginate(rows, input.body.page, input.body.size);
      return { ...page, list: page.list.map(({ enterpriseNumber: _e, ...g }) => g) };
    },
    { read: true },
  ),

  route('get', V, '/vacation/summary', (input) => {
    const ctx = leaveCtx(input);
    const now = nowSeconds();
    const figures = new Map(typesOf(ctx.e).map((t) => [t.id, { people: new Set<string>(), totalLines: 0 }]));
    for (const b of balances()) {
      if (
        b.enterpriseNumber !== ctx.e ||
        b.startTime > now ||
        now > b.endTime ||
        !ctx.people.byLenovoId.has(b.lenovoId)
      )
        continue;
      const f = figures.get(b.holidayId);
      if (!f) continue;
      f.people.add(b.lenovoId);
      f.totalLines += b.lines;
    }
    return typesOf(ctx.e).map((t): VacationSummary => {
      const f = figures.get(t.id)!;
      return {
        holidayId: t.id,
        holidayName: t.name,
        people: f.people.size,
        totalLines: Math.round(f.totalLines * 10) / 10,
      };
    });
  }),
];

export default vacationHandlers;
