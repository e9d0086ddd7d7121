import { Reject } from '../respond';
import { newId } from '../random';
import { nowStamp } from '../org-tables';
import { text } from '../validate/input';
import type { PlanChangeInput } from '@/features/org-chart/api/plan-types';
import { departmentsNamed, staffNamed } from './change-input';
import { computePlan } from './compute';
import { foundNow, type Live } from './live';
import { plansOf, planRows, type PlanRow, type StoredChange } from './plan-table';
import { step } from './step';
import { describe } from './words';

// The plans' own rules (docs/assumed-contract.md "Restructure plans", "Calls"): names, drafts only,
// recording a change against the plan as it stands.

export interface Caller {
  e: string;
  lenovoId: string;
  name: string;
}

export const MAX_CHANGES = 1000;

export function planOf(e: string, id: unknown): PlanRow {
  const plan = plansOf(e).find((p) => p.id === String(id ?? ''));
  if (!plan) throw new Reject(404, '方案不存在');
  return plan;
}

export function draftOf(e: string, id: unknown): PlanRow {
  const plan = planOf(e, id);
  if (plan.status !== 'draft') throw new Reject(400, '方案已应用，不能修改');
  return plan;
}

/** name and note as sent, checked; a draft's name is unique among the enterprise's drafts. */
export function nameAndNote(e: string, body: Record<string, unknown>, self = '') {
  const name = text(body, 'name', { label: '方案名称', max: 30 });
  if (!name) throw new Reject(400, '参数name不能为空');
  const note = text(body, 'note', { label: '生效说明', max: 200 });
  if (plansOf(e).some((p) => p.status === 'draft' && p.id !== self && p.name === name))
    throw new Reject(400, '已存在同名方案');
  return { name, note };
}

export function touchPlan(plan: PlanRow, who: Caller) {
  plan.updaterId = who.lenovoId;
  plan.updaterName = who.name;
  plan.updateTime = nowStamp();
}

export function newPlan(who: Caller, name: string, note: string): PlanRow {
  const time = nowStamp();
  const plan: PlanRow = {
    id: newId('plan-'),
    enterpriseNumber: who.e,
    name,
    note,
    status: 'draft',
    creatorId: who.lenovoId,
    creatorName: who.name,
    createTime: time,
    updaterId: who.lenovoId,
    updaterName: who.name,
    updateTime: time,
    appliedTime: '',
    appliedById: '',
    appliedByName: '',
    revertDeadline: '',
    revertedTime: '',
    changes: [],
  };
  planRows().push(plan);
  return plan;
}

/** Refuses what names a department or person the plan does not have. */
function checkNamed(live: Live, known: (id: string) => boolean, change: PlanChangeInput) {
  for (const id of departmentsNamed(change)) if (!known(id)) throw new Reject(400, `部门不存在或已删除：${id}`);
  for (const id of staffNamed(change)) if (!live.activeMember(id)) throw new Reject(400, `员工不存在或已离职：${id}`);
}

/** Records a change that applies to the plan as it stands; else refuses it with the check's message. */
export function addChange(live: Live, plan: PlanRow, who: Caller, input: PlanChangeInput): StoredChange {
  if (plan.changes.length >= MAX_CHANGES) throw new Reject(400, `一个方案最多${MAX_CHANGES}项调整`);
  if (input.kind === 'moveStaff' && input.fromDepartId === input.toDepartId)
    throw new Reject(400, '参数toDepartId不正确');
  const { org } = computePlan(live, plan.changes);
  checkNamed(live, (id) => !!org.department(id), input);
  const change: StoredChange = {
    ...input,
    id: newId('pc-'),
    createdDepartId: input.kind === 'create' ? newId(`d-${who.e}-`) : '',
    authorId: who.lenovoId,
    authorName: who.name,
    time: nowStamp(),
    label: '',
    found: { departments: {}, staff: {} },
  };
  change.label = describe(org, change).label;
  const problem = step(org, change);
  if (problem) throw new Reject(400, problem.message);
  change.found = foundNow(
    live,
    departmentsNamed(change).filter((id) => live.index.byId.has(id)),
    staffNamed(change),
  );
  plan.changes.push(change);
  touchPlan(plan, who);
  return change;
}

/** Every change takes the live organisation as its starting point again. */
export function rebase(live: Live, plan: PlanRow) {
  for (const c of plan.changes)
    c.found = foundNow(
      live,
      departmentsNamed(c).filter((id) => live.index.byId.has(id)),
      staffNamed(c),
    );
}

/** A copy of the plan's changes with new ids; a created department gets a new reserved id, and the
 *  copy's later changes follow it. */
export function copiedChanges(e: string, changes: readonly StoredChange[]): StoredChange[] {
  const ids = new Map<string, string>();
  const map = (id: string) => ids.get(id) ?? id;
  return changes.map((c) => {
    const copy = JSON.parse(JSON.stringify(c)) as StoredChange;
    copy.id = newId('pc-');
    if (copy.kind === 'create') {
      const reserved = newId(`d-${e}-`);
      ids.set(copy.createdDepartId, reserved);
      copy.createdDepartId = reserved;
      copy.parentDepartId = map(copy.parentDepartId);
    } else if (copy.kind === 'move') {
      copy.departId = map(copy.departId);
      copy.parentDepartId = map(copy.parentDepartId);
    } else if (copy.kind === 'merge') {
      copy.departId = map(copy.departId);
      copy.targetId = map(copy.targetId);
    } else if (copy.kind === 'moveStaff') {
      copy.fromDepartId = map(copy.fromDepartId);
      copy.toDepartId = map(copy.toDepartId);
    } else copy.departId = map(copy.departId);
    return copy;
  });
}

/** `<name>（副本）`, then （副本2）, … */
export function copyName(e: string, name: string): string {
  const taken = new Set(plansOf(e).map((p) => p.name));
  for (let n = 1; ; n++) {
    const candidate = `${name}（副本${n === 1 ? '' : n}）`;
    if (!taken.has(candidate)) return candidate;
  }
}
