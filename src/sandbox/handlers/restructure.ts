import { route, type AuthedInput, type RouteOptions } from '../route';
import { paginate, Reject, required } from '../respond';
import { readQuietly } from '../db';
import { enterpriseNumberOf, note, nowStamp } from '../org-tables';
import { oneOf } from '../validate/input';
import { callerCover } from '../scope/effective-scope';
import { BEYOND_OWN } from '../scope/scope-input';
import type { ApplyResult, PlanReview, PlanStatus } from '@/features/org-chart/api/plan-types';
import { applyChecked, checked } from '../restructure/apply';
import { changeInput } from '../restructure/change-input';
import { computePlan } from '../restructure/compute';
import { liveOf } from '../restructure/live';
import {
  copiedChanges,
  copyName,
  draftOf,
  nameAndNote,
  newPlan,
  planOf,
  rebase,
  addChange,
  touchPlan,
  type Caller,
} from '../restructure/plan-store';
import { detailOf, planRows, plansOf, summaryOf } from '../restructure/plan-table';
import { CONFLICT } from '../restructure/refusals';
import { reviewOf } from '../restructure/review';
import { revertConflicts, revertRecord } from '../restructure/revert';

// Restructure plans (docs/assumed-contract.md "Restructure plans"): 组织架构调整 → 调整方案. A
// reorganisation spans the enterprise, so a scoped administrator is refused every call.
const E = '/enterprise-server';
const STATUSES: readonly PlanStatus[] = ['draft', 'applied', 'reverted'];
const REVERT_DAYS = 7;

function callerOf(input: AuthedInput): Caller {
  const e = enterpriseNumberOf(input);
  if (callerCover(e, input.account.lenovoId)) throw new Reject(403, BEYOND_OWN);
  return { e, lenovoId: input.account.lenovoId, name: input.account.username };
}

/** The live organisation for a write that does not change it: its tables are not counted as used,
 *  so the directory caches (10,000 departments on the large seed) survive. */
const quietLive = (e: string) => readQuietly(() => liveOf(e));

const plan = (name: string) => `调整方案“${name}”`;
const logged = (keyword: string) => note('f02', keyword, { objects: [] });
/** The log of a write that answers the plan's name: `verb` and the plan. */
const namedLog = (verb: string) => (_i: AuthedInput, r: unknown) =>
  logged(`${verb}${plan((r as { name: string }).name)}`);

/** A write on the plans: every one is the caller's (refused when scoped), each with its required `ids` (the plan's by default). */
function planWrite(
  path: string,
  run: (input: AuthedInput, who: Caller) => unknown,
  options: RouteOptions,
  ids: string[] = ['id'],
) {
  return route(
    'post',
    E,
    path,
    (input) => {
      const who = callerOf(input);
      required(input.body, ids);
      return run(input, who);
    },
    options,
  );
}

const restructureHandlers = [
  route('get', E, '/restructure/plans', (input) => {
    const { e } = callerOf(input);
    const status = input.query.get('status');
    const wanted = status ? oneOf(status, STATUSES, 'status') : null;
    const rows = plansOf(e)
      .filter((p) => !wanted || p.status === wanted)
      .map((p, i) => ({ p, i }))
      .sort((a, b) => b.p.updateTime.localeCompare(a.p.updateTime) || b.i - a.i)
      .map(({ p }) => summaryOf(p));
    return paginate(rows, input.query.get('page') ?? undefined, input.query.get('size') ?? undefined);
  }),

  route('get', E, '/restructure/plan/review', (input): PlanReview => {
    const { e } = callerOf(input);
    const found = planOf(e, input.query.get('id'));
    if (found.status !== 'draft')
      return { plan: detailOf(found), departments: [], people: [], problems: [], scopeChanges: [] };
    const computed = computePlan(liveOf(e), found.changes);
    const changes = found.changes.map((c) => ({ ...c, label: computed.labels.get(c.id) ?? c.label }));
    return reviewOf(detailOf(found, changes), computed);
  }),

  planWrite(
    '/restructure/plan/create',
    (input, who) => {
      const { name, note: text } = nameAndNote(who.e, input.body);
      return summaryOf(newPlan(who, name, text));
    },
    { log: namedLog('新建') },
    [],
  ),

  planWrite(
    '/restructure/plan/edit',
    (input, who) => {
      const found = draftOf(who.e, input.body.id);
      const { name, note: text } = nameAndNote(who.e, input.body, found.id);
      found.name = name;
      found.note = text;
      touchPlan(found, who);
      return summaryOf(found);
    },
    { log: namedLog('修改') },
  ),

  planWrite(
    '/restructure/plan/duplicate',
    (input, who) => {
      const source = planOf(who.e, input.body.id);
      const copy = newPlan(who, copyName(who.e, source.name), source.note);
      copy.changes = copiedChanges(who.e, source.changes);
      return summaryOf(copy);
    },
    { log: (_i, r) => logged(`复制调整方案为“${(r as { name: string }).name}”`) },
  ),

  planWrite(
    '/restructure/plan/delete',
    (input, who) => {
      const found = planOf(who.e, input.body.id);
      if (found.status === 'applied') throw new Reject(400, '已应用的方案不能删除，请先撤销');
      const rows = planRows();
      rows.splice(rows.indexOf(found), 1);
      return { name: found.name };
    },
    { log: namedLog('删除') },
  ),

  planWrite(
    '/restructure/plan/change',
    (input, who) => {
      const found = draftOf(who.e, input.body.planId);
      const change = addChange(quietLive(who.e), found, who, changeInput(input.body.change));
      return { changeId: change.id, name: found.name, label: change.label };
    },
    {
      log: (_i, r) => {
        const { name, label } = r as { name: string; label: string };
        return logged(`${plan(name)}：${label}`);
      },
      answer: (r) => ({ changeId: (r as { changeId: string }).changeId }),
    },
    ['planId'],
  ),

  planWrite(
    '/restructure/plan/undoChange',
    (input, who) => {
      const found = draftOf(who.e, input.body.planId);
      const at = found.changes.findIndex((c) => c.id === String(input.body.changeId));
      if (at < 0) throw new Reject(404, '调整项不存在');
      const [gone] = found.changes.splice(at, 1);
      touchPlan(found, who);
      return { name: found.name, label: gone.label };
    },
    {
      log: (_i, r) => {
        const { name, label } = r as { name: string; label: string };
        return logged(`${plan(name)}：撤销“${label}”`);
      },
      answer: () => null,
    },
    ['planId', 'changeId'],
  ),

  planWrite(
    '/restructure/plan/rebase',
    (input, who) => {
      const found = draftOf(who.e, input.body.id);
      rebase(quietLive(who.e), found);
      touchPlan(found, who);
      return { name: found.name };
    },
    { log: namedLog('更新'), answer: () => null },
  ),

  planWrite(
    '/restructure/plan/apply',
    (input, who) => {
      const found = draftOf(who.e, input.body.id);
      if (!found.changes.length) throw new Reject(400, '方案没有调整项');
      const computed = checked(who.e, found);
      const applied = applyChecked(who.e, who, found, computed);
      const time = nowStamp();
      Object.assign(found, {
        status: 'applied',
        appliedTime: time,
        appliedById: who.lenovoId,
        appliedByName: who.name,
        revertDeadline: nowStamp(new Date(Date.now() + REVERT_DAYS * 24 * 3600 * 1000)),
        record: applied.record,
      });
      for (const c of found.changes) c.label = computed.labels.get(c.id) ?? c.label;
      touchPlan(found, who);
      return { changeCount: found.changes.length, appliedTime: time, applied, name: found.name };
    },
    {
      log: (_i, r) => {
        const { changeCount, applied, name } = r as {
          changeCount: number;
          name: string;
          applied: ReturnType<typeof applyChecked>;
        };
        return note('f02', `应用${plan(name)}：${changeCount}项调整`, {
          objects: applied.objects,
          people: applied.people,
          personIds: applied.personIds,
          changes: applied.logRows,
        });
      },
      answer: (r): ApplyResult => {
        const { changeCount, appliedTime } = r as ApplyResult;
        return { changeCount, appliedTime };
      },
    },
  ),

  planWrite(
    '/restructure/plan/revert',
    (input, who) => {
      const found = planOf(who.e, input.body.id);
      if (found.status !== 'applied' || !found.record) throw new Reject(400, '方案未应用');
      if (nowStamp() > found.revertDeadline) throw new Reject(400, '方案应用已超过7天，不能撤销');
      const conflicts = revertConflicts(who.e, found.record);
      if (conflicts.length) throw new Reject(409, '方案应用后组织架构又有变更，不能撤销', CONFLICT, { conflicts });
      revertRecord(who.e, found.record);
      found.status = 'reverted';
      found.revertedTime = nowStamp();
      delete found.record;
      touchPlan(found, who);
      return { changeCount: found.changes.length, name: found.name };
    },
    {
      log: (_i, r) => {
        const { changeCount, name } = r as { changeCount: number; name: string };
        return logged(`撤销${plan(name)}：${changeCount}项调整`);
      },
      answer: (r) => ({ changeCount: (r as { changeCount: number }).changeCount }),
    },
  ),
];

export default restructureHandlers;
