import type { FieldChange } from '../changelog';
import type { PlanConflict, PlanProblem } from '@/features/org-chart/api/plan-types';
import { departmentsNamed, staffNamed } from './change-input';
import { departmentDrift, staffDrift, type Live } from './live';
import { PlanOrg } from './plan-org';
import type { StoredChange } from './plan-table';
import { step } from './step';
import { describe } from './words';

// A plan run over the live organisation, change by change in the order recorded
// (docs/assumed-contract.md "Restructure plans"): the organisation it leaves, its problems, each
// change in words, and what changed live since each change was recorded.

export interface Computed {
  org: PlanOrg;
  problems: PlanProblem[];
  conflicts: PlanConflict[];
  labels: Map<string, string>;
  logRows: FieldChange[];
  /** department id → the changes that touch it */
  touching: Map<string, string[]>;
  /** staff id → the changes that move them */
  moving: Map<string, string[]>;
}

const add = (map: Map<string, string[]>, key: string, id: string) => {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
};

/** What changed live since the change was recorded: one conflict per department or person. */
export function conflictsOf(live: Live, c: StoredChange, org: PlanOrg): PlanConflict[] {
  const out: PlanConflict[] = [];
  for (const [id, was] of Object.entries(c.found.departments)) {
    if (!was) continue;
    const drift = departmentDrift(live, id, was);
    if (drift === null) out.push({ kind: 'department', id, name: was.departName, message: '已被删除', changeId: c.id });
    else if (drift.length)
      out.push({
        kind: 'department',
        id,
        name: was.departName || org.nameOf(id),
        message: `${drift.join('、')}已被修改`,
        changeId: c.id,
      });
  }
  for (const [id, was] of Object.entries(c.found.staff)) {
    if (!was) continue;
    const drift = staffDrift(live, id, was);
    const name = live.staffById.get(id)?.name ?? '未知人员';
    if (drift === null) out.push({ kind: 'staff', id, name, message: '已离职', changeId: c.id });
    else if (drift.length)
      out.push({ kind: 'staff', id, name, message: `${drift.join('、')}已被修改`, changeId: c.id });
  }
  return out;
}

export function computePlan(live: Live, changes: readonly StoredChange[]): Computed {
  const org = new PlanOrg(live);
  const out: Computed = {
    org,
    problems: [],
    conflicts: [],
    labels: new Map(),
    logRows: [],
    touching: new Map(),
    moving: new Map(),
  };
  for (const c of changes) {
    const words = describe(org, c);
    out.labels.set(c.id, words.label);
    for (const conflict of conflictsOf(live, c, org)) {
      out.conflicts.push(conflict);
      // a person or department gone is a problem of its own (missing) when the change needs it
      if (conflict.message !== '已被删除' && conflict.message !== '已离职')
        out.problems.push({
          code: 'conflict',
          message: `“${conflict.name}”在方案创建后已被修改（${conflict.message.replace(/已被修改$/, '')}）`,
          changeId: c.id,
          departId: conflict.kind === 'department' ? conflict.id : '',
        });
    }
    // a merge's sub-departments move with it
    const carried = c.kind === 'merge' && org.has(c.departId) ? [...org.children(c.departId)] : [];
    const found = step(org, c);
    if (found) {
      out.problems.push(found);
      continue;
    }
    out.logRows.push(words.row);
    for (const id of departmentsNamed(c)) if (id !== '0') add(out.touching, id, c.id);
    for (const id of carried) add(out.touching, id, c.id);
    for (const id of staffNamed(c)) if (c.kind === 'moveStaff') add(out.moving, id, c.id);
  }
  // the people a merge moved are moved by it
  for (const id of org.movedStaff())
    if (!out.moving.has(id))
      for (const c of changes)
        if (c.kind === 'merge' && live.staffById.get(id)?.departIds.includes(c.departId)) add(out.moving, id, c.id);
  return out;
}
