import type { DepartmentMark, PersonMove, PlanReview, ReviewDepartment } from '@/features/org-chart/api/plan-types';
import type { Computed } from './compute';
import type { Live } from './live';
import type { PlanOrg } from './plan-org';
import { scopeChangesOf } from './scope-changes';

// GET /restructure/plan/review's chart (docs/assumed-contract.md "Restructure plans"): every
// department of the plan's organisation and every one it removes, marked against live, with members
// and totals before → after; the people it moves; the 管理范围 it widens or narrows. One pass over the staff for the totals.

/** Every department on the way up from each of `departIds` (each once), by `parentOf`. */
function above(departIds: readonly string[], parentOf: (id: string) => string, has: (id: string) => boolean) {
  const out = new Set<string>();
  for (const start of departIds)
    for (let id = start; id && id !== '0' && !out.has(id) && has(id); id = parentOf(id)) out.add(id);
  return out;
}

/** Active members of each department and all below it once the plan applies, each person once:
 *  live's totals plus what changes for the people the plan moves or moves the departments of (the
 *  members of every department under one that moves). Never a pass over all 50,000 staff. */
function totalsAfter(org: PlanOrg, live: Live): (id: string) => number {
  const { index } = live;
  const moved = org
    .changedDepartments()
    .filter((id) => index.byId.has(id) && org.has(id) && org.parentOf(id) !== index.byId.get(id)!.parentDepartId);
  const people = new Set(org.movedStaff());
  const stack = [...moved];
  while (stack.length) {
    const id = stack.pop()!;
    for (const p of index.members.get(id) ?? []) people.add(p.id);
    for (const child of index.children.get(id) ?? []) stack.push(child.id);
  }
  const delta = new Map<string, number>();
  const add = (id: string, n: number) => delta.set(id, (delta.get(id) ?? 0) + n);
  const liveParent = (id: string) => index.byId.get(id)?.parentDepartId ?? '';
  for (const id of people) {
    const p = live.staffById.get(id);
    if (!p || p.status === 'departure') continue;
    const before = above(p.departIds, liveParent, (x) => index.byId.has(x));
    const after = above(
      org.departIdsOf(id),
      (x) => org.parentOf(x),
      (x) => org.has(x),
    );
    for (const x of after) if (!before.has(x)) add(x, 1);
    for (const x of before) if (!after.has(x)) add(x, -1);
  }
  return (id) => (org.has(id) ? (index.totals.get(id) ?? 0) + (delta.get(id) ?? 0) : 0);
}

function marksOf(
  org: PlanOrg,
  id: string,
  before: ReviewDepartment['before'],
  membersMoved: boolean,
): DepartmentMark[] {
  if (org.created.has(id)) return ['added', ...(membersMoved ? (['members'] as const) : [])];
  if (org.mergedInto.has(id)) return ['merged'];
  const d = org.department(id);
  if (!d) return ['deleted'];
  const marks: DepartmentMark[] = [];
  if (before && d.parentDepartId !== before.parentDepartId) marks.push('moved');
  if (before && d.departName !== before.departName) marks.push('renamed');
  if (before && d.supervisorId !== before.supervisorId) marks.push('supervisor');
  if (membersMoved) marks.push('members');
  return marks;
}

export function reviewOf(plan: PlanReview['plan'], computed: Computed): PlanReview {
  const { org } = computed;
  const { live } = org;
  const { index } = live;
  const name = (id: string) => (id ? (live.staffById.get(id)?.name ?? '') : '');
  const changedMembers = new Set(
    org.membersChanged().filter((id) => {
      const now = org.membersOf(id);
      const was = index.members.get(id) ?? [];
      return now.size !== was.length || was.some((p) => !now.has(p.id));
    }),
  );
  const after = totalsAfter(org, live);
  const ids = [...index.byId.keys(), ...org.created];
  const departments: ReviewDepartment[] = ids.map((id) => {
    const live = index.byId.get(id);
    const now = org.department(id);
    const before = live
      ? {
          departName: live.departName,
          parentDepartId: live.parentDepartId,
          supervisorId: live.departSupervisorId,
          supervisorName: name(live.departSupervisorId),
        }
      : null;
    const membersBefore = index.members.get(id)?.length ?? 0;
    return {
      id,
      departName: now?.departName ?? org.nameOf(id),
      parentDepartId: now?.parentDepartId ?? before?.parentDepartId ?? '0',
      supervisorId: now?.supervisorId ?? '',
      supervisorName: name(now?.supervisorId ?? ''),
      before,
      gone: !now,
      mergedInto: org.mergedInto.get(id) ?? '',
      marks: marksOf(org, id, before, changedMembers.has(id)),
      members: { before: membersBefore, after: now ? org.memberCount(id) : 0 },
      total: { before: index.totals.get(id) ?? 0, after: after(id) },
      changeIds: computed.touching.get(id) ?? [],
    };
  });
  const people: PersonMove[] = org.movedStaff().flatMap((id) => {
    const p = live.staffById.get(id);
    const afterIds = [...org.departIdsOf(id)];
    if (!p || afterIds.join() === p.departIds.join()) return [];
    return [
      {
        staffId: id,
        name: p.name,
        beforeDepartIds: [...p.departIds],
        afterDepartIds: afterIds,
        changeIds: computed.moving.get(id) ?? [],
      },
    ];
  });
  return { plan, departments, people, problems: computed.problems, scopeChanges: scopeChangesOf(org) };
}
