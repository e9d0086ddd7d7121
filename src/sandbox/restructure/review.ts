import type { DepartmentMark, PersonMove, PlanReview, ReviewDepartment } from '@/features/org-chart/api/plan-types';
import type { Computed } from './compute';
import type { Live } from './live';
import type { PlanOrg } from './plan-org';

// GET /restructure/plan/review's chart (docs/assumed-contract.md "Restructure plans"): every
// department of the plan's organisation and every one it removes, marked against live, with members
// and totals before → after; the people it moves. One pass over the staff for the totals.

/** Active members of each department and all below it, each person once (as directory-views). */
function totalsAfter(org: PlanOrg, live: Live): Map<string, number> {
  const totals = new Map<string, number>();
  const lastCounted = new Map<string, number>();
  const parentOf = new Map<string, string | null>();
  const parent = (id: string) => {
    let p = parentOf.get(id);
    if (p === undefined) parentOf.set(id, (p = org.department(id)?.parentDepartId ?? null));
    return p;
  };
  const count = (n: number, departIds: readonly string[]) => {
    for (const start of departIds)
      for (let id: string | null = start; id && id !== '0' && lastCounted.get(id) !== n; id = parent(id)) {
        if (!org.department(id)) break;
        lastCounted.set(id, n);
        totals.set(id, (totals.get(id) ?? 0) + 1);
      }
  };
  live.index.people.forEach((p, n) => {
    if (p.status !== 'departure') count(n, org.departIdsOf(p.id));
  });
  return totals;
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
      members: { before: membersBefore, after: now ? org.membersOf(id).size : 0 },
      total: { before: index.totals.get(id) ?? 0, after: now ? (after.get(id) ?? 0) : 0 },
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
  return { plan, departments, people, problems: computed.problems };
}
