import { Reject } from '../respond';
import { departments, type DepartmentRow } from '../org-tables';
import { touchTables } from '../db';
import { invalidateDirectory } from '../directory-views';
import type { FieldChange } from '../changelog';
import { lifecycleContext, type Actor } from '../lifecycle/context';
import { PLACES } from '../lifecycle/registry';
import { buryDepartments } from '../lifecycle/tombstones';
import { changesSince, restore, snapshot, type ApplyRecord } from './capture';
import { computePlan, type Computed } from './compute';
import { liveOf } from './live';
import type { PlanRow } from './plan-table';
import { CONFLICT, INVALID } from './refusals';

// POST /restructure/plan/apply (docs/assumed-contract.md "Restructure plans", "Apply and revert"):
// everything is computed and checked first, then written in one step; a write that throws part-way
// puts every row back. Returns what the revert needs and what the change log says.

export interface Applied {
  record: ApplyRecord;
  logRows: FieldChange[];
  /** the departments and people touched, by name; the people also by id (their history) */
  objects: string[];
  people: string[];
  personIds: string[];
}

/** Refuses a plan with problems (RESTRUCTURE_INVALID) or conflicts with live (RESTRUCTURE_CONFLICT). */
export function checked(e: string, plan: PlanRow): Computed {
  const computed = computePlan(liveOf(e), plan.changes);
  if (computed.problems.some((p) => p.code !== 'conflict'))
    throw new Reject(400, `方案存在${computed.problems.length}个问题，请先处理后再应用`, INVALID, {
      problems: computed.problems,
    });
  if (computed.conflicts.length)
    throw new Reject(409, '组织架构已变更，请更新方案后再应用', CONFLICT, { conflicts: computed.conflicts });
  return computed;
}

function writeDepartments(e: string, computed: Computed) {
  const { org } = computed;
  const rows = departments();
  const byId = org.live.index.byId;
  const siblings = (parentId: string) => org.children(parentId).size;
  let n = 0;
  for (const id of org.changedDepartments()) {
    const d = org.department(id);
    if (!d) continue;
    const row = byId.get(id);
    if (!row) {
      const created: DepartmentRow = {
        id,
        enterpriseNumber: e,
        departName: d.departName,
        departNum: `D${Date.now().toString(36).toUpperCase()}${(n++).toString(36).toUpperCase()}`,
        departSupervisorId: d.supervisorId,
        parentDepartId: d.parentDepartId,
        enable: true,
        sort: siblings(d.parentDepartId),
      };
      rows.push(created);
      continue;
    }
    if (row.parentDepartId !== d.parentDepartId) row.sort = siblings(d.parentDepartId);
    row.departName = d.departName;
    row.parentDepartId = d.parentDepartId;
    row.departSupervisorId = d.supervisorId;
  }
}

/** Merges hand their references to the target, in the plan's order (a chain A→B→C ends at C);
 *  what a merged or deleted department leaves goes as /depart/del lets it go. Answers the places a
 *  merge re-pointed or a removal changed (a 管理范围 narrowed, a department group chat made
 *  ordinary), by name. */
function writePlaces(e: string, actor: Actor, plan: PlanRow): string[] {
  const c = lifecycleContext(e, actor);
  const repointed: string[] = [];
  for (const change of plan.changes) {
    if (change.kind === 'merge')
      for (const place of PLACES)
        repointed.push(...(place.departmentReplaced?.(c, change.departId, change.targetId) ?? []));
    if (change.kind === 'merge' || change.kind === 'delete')
      for (const place of PLACES)
        repointed.push(...(place.departmentsRemoved?.(c, new Set([change.departId])) ?? []).map((x) => x.field));
  }
  c.finish();
  return repointed;
}

function removeGone(computed: Computed) {
  const { org } = computed;
  const gone = new Set([...org.goneNames.keys()].filter((id) => org.live.index.byId.has(id)));
  const rows = departments();
  const removed = rows.filter((d) => gone.has(d.id));
  buryDepartments(removed.map((d) => ({ ...d, departName: org.goneNames.get(d.id) ?? d.departName })));
  for (let i = rows.length - 1; i >= 0; i--) if (gone.has(rows[i].id)) rows.splice(i, 1);
}

export function applyChecked(e: string, actor: Actor, plan: PlanRow, computed: Computed): Applied {
  const { org } = computed;
  const snap = snapshot();
  const staff: ApplyRecord['staff'] = [];
  let repointed: string[] = [];
  touchTables('departments', 'staff', 'deletedDepartments');
  try {
    writeDepartments(e, computed);
    repointed = writePlaces(e, actor, plan);
    for (const id of org.movedStaff()) {
      const p = org.live.staffById.get(id)!;
      const after = [...org.departIdsOf(id)];
      staff.push({ id, before: [...p.departIds], after });
      p.departIds = after;
    }
    removeGone(computed);
  } catch (err) {
    restore(changesSince(snap));
    for (const s of staff) org.live.staffById.get(s.id)!.departIds = s.before;
    invalidateDirectory(e);
    throw err;
  }
  invalidateDirectory(e);
  const people = [...new Set(staff.map((s) => org.live.staffById.get(s.id)!.name))];
  const objects = [
    ...new Set([
      ...[...computed.touching.keys()].map((id) => org.nameOf(id)).filter((n) => n !== '未知部门'),
      ...repointed,
    ]),
  ];
  const personIds = staff.map((s) => s.id);
  return { record: { tables: changesSince(snap), staff }, logRows: computed.logRows, objects, people, personIds };
}
