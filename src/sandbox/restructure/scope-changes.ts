import type { ManageScope } from '@/lib/scope/manage-scope';
import type { PlanScopeChange } from '@/features/org-chart/api/plan-types';
import { memberships } from '../core-tables';
import { readQuietly } from '../db';
import { personNames } from '../people';
import { roleRows } from '../seed/modules/roles';
import type { PlanOrg } from './plan-org';

// The review's 管理范围 warnings (docs/assumed-contract.md "Restructure plans", "Scope changes"): a
// plan changes whom an administrator's or an admin role's scope covers without anyone editing it
// (a merge re-points the merged department to its target, a move brings a department under a
// scoped one or takes it out, a deleted department leaves the scope, people move in and out). Each
// scope whose people the plan widens or narrows is listed, to be confirmed before applying.

interface Holder {
  kind: PlanScopeChange['kind'];
  id: string;
  name: string;
  departmentIds: readonly string[];
}

const departmentsOf = (scope: ManageScope | undefined) => (scope?.type === 'departments' ? scope.departmentIds : null);

function holdersOf(e: string): Holder[] {
  const admins = memberships().flatMap((m) => {
    const ids = m.enterpriseNumber === e && m.admin ? departmentsOf(m.manageScope) : null;
    return ids ? [{ lenovoId: m.lenovoId, ids }] : [];
  });
  const names = personNames(
    e,
    admins.map((a) => a.lenovoId),
  );
  const roles = roleRows().flatMap((r) => {
    const ids = r.enterpriseNumber === e && r.memberType === 'admin' ? departmentsOf(r.manageScope) : null;
    return ids ? [{ kind: 'role' as const, id: r.id, name: r.roleName, departmentIds: ids }] : [];
  });
  return [
    ...admins.map((a, i) => ({ kind: 'admin' as const, id: a.lenovoId, name: names[i], departmentIds: a.ids })),
    ...roles,
  ];
}

/** Active people under `roots` (each department with all below it), by the given tree. */
function covered(
  roots: readonly string[],
  children: (id: string) => Iterable<string>,
  members: (id: string) => Iterable<string>,
) {
  const seen = new Set<string>();
  const people = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const p of members(id)) people.add(p);
    stack.push(...children(id));
  }
  return people;
}

/** Where a scope's department is once the plan applies: a merge's target (a chain to its end), or
 *  nowhere when deleted (as the apply re-points and removes, lifecycle/places/manage-scopes.ts). */
function afterPlan(org: PlanOrg, id: string): string | null {
  let at = id;
  for (let steps = 0; org.mergedInto.has(at) && steps < 10000; steps++) at = org.mergedInto.get(at)!;
  return org.has(at) ? at : null;
}

export function scopeChangesOf(org: PlanOrg): PlanScopeChange[] {
  const { live } = org;
  const { index } = live;
  const holders = readQuietly(() => holdersOf(live.e));
  const liveChildren = (id: string) => (index.children.get(id) ?? []).map((d) => d.id);
  const liveMembers = (id: string) => (index.members.get(id) ?? []).map((p) => p.id);
  return holders.flatMap((h) => {
    const before = h.departmentIds.filter((id) => index.byId.has(id));
    const after = [...new Set(h.departmentIds.map((id) => afterPlan(org, id)).filter((id) => id !== null))];
    const was = covered(before, liveChildren, liveMembers);
    const now = covered(
      after,
      (id) => org.children(id),
      (id) => org.membersOf(id),
    );
    const gained = [...now].filter((p) => !was.has(p)).length;
    const lost = [...was].filter((p) => !now.has(p)).length;
    if (!gained && !lost) return [];
    return [
      {
        kind: h.kind,
        id: h.id,
        name: h.name,
        before: before.map((id) => index.byId.get(id)!.departName),
        after: after.map((id) => org.nameOf(id)),
        gained,
        lost,
      },
    ];
  });
}
