import type { ManageScope } from '@/lib/scope/manage-scope';
import { findEnterprise, memberships } from '../core-tables';
import { dbVersion } from '../db';
import { departmentsOf, staffOf } from '../org-tables';
import { roleMemberRows, roleRows } from '../seed/modules/roles';

// The caller's effective 管理范围 and what it covers (assumed contract "Scoped administrators"):
// the enterprise administrator → all; else the union of every admin grant they hold (their
// 管理员权限 membership and each admin-type role); any grant of all, or no admin grant → all.

export const ALL: ManageScope = { type: 'all' };

export function effectiveScope(enterpriseNumber: string, lenovoId: string): ManageScope {
  if (findEnterprise(enterpriseNumber)?.adminLenovoId === lenovoId) return ALL;
  const grants: ManageScope[] = [];
  const membership = memberships().find((m) => m.enterpriseNumber === enterpriseNumber && m.lenovoId === lenovoId);
  if (membership?.admin) grants.push(membership.manageScope ?? ALL);
  const mine = new Set(
    roleMemberRows()
      .filter((m) => m.enterpriseNumber === enterpriseNumber && m.lenovoId === lenovoId)
      .map((m) => m.roleId),
  );
  for (const r of roleRows())
    if (r.enterpriseNumber === enterpriseNumber && r.memberType === 'admin' && mine.has(r.id))
      grants.push(r.manageScope ?? ALL);
  if (!grants.length || grants.some((g) => g.type === 'all')) return ALL;
  const ids = grants.flatMap((g) => (g.type === 'departments' ? g.departmentIds : []));
  return { type: 'departments', departmentIds: [...new Set(ids)] };
}

/** What a scope covers: its departments with every sub-department, and the people in any of them. */
export interface Covered {
  /** names the scope and the store version it was computed for */
  key: string;
  departments: Set<string>;
  /** staff row ids */
  staffIds: Set<string>;
  lenovoIds: Set<string>;
  /** the departments of the answer's trees: covered departments whose parent is not covered */
  roots: string[];
  /** the ids (staff ids, lenovoIds, department ids) of the enterprise's people and departments it
   *  does not cover */
  outside: Set<string>;
}

const cache = new Map<string, Covered>();

/** The departments and people a departments scope covers, computed once per store version (the
 *  large seed has 10,000 departments and 50,000 staff). */
export function coveredBy(enterpriseNumber: string, departmentIds: readonly string[]): Covered {
  const key = `${enterpriseNumber}|${[...departmentIds].sort().join(',')}|${dbVersion('departments', 'staff')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const deps = departmentsOf(enterpriseNumber);
  const children = new Map<string, string[]>();
  for (const d of deps) {
    const list = children.get(d.parentDepartId);
    if (list) list.push(d.id);
    else children.set(d.parentDepartId, [d.id]);
  }
  const known = new Set(deps.map((d) => d.id));
  const departments = new Set<string>();
  const stack = departmentIds.filter((id) => known.has(id));
  while (stack.length) {
    const id = stack.pop()!;
    if (departments.has(id)) continue;
    departments.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  const staffIds = new Set<string>();
  const lenovoIds = new Set<string>();
  for (const p of staffOf(enterpriseNumber))
    if (p.departIds.some((id) => departments.has(id))) {
      staffIds.add(p.id);
      lenovoIds.add(p.lenovoId);
    }
  const roots = deps.filter((d) => departments.has(d.id) && !departments.has(d.parentDepartId)).map((d) => d.id);
  const outside = new Set<string>();
  for (const d of deps) if (!departments.has(d.id)) outside.add(d.id);
  for (const p of staffOf(enterpriseNumber))
    if (!staffIds.has(p.id)) {
      outside.add(p.id);
      // a lenovoId shared with an in-scope row (none in practice) stays in scope
      if (!lenovoIds.has(p.lenovoId)) outside.add(p.lenovoId);
    }
  const covered = { key, departments, staffIds, lenovoIds, roots, outside };
  if (cache.size > 20) cache.clear();
  cache.set(key, covered);
  return covered;
}

/** null for a caller who sees the whole enterprise, else what their scope covers. */
export function callerCover(enterpriseNumber: string, lenovoId: string): Covered | null {
  const scope = effectiveScope(enterpriseNumber, lenovoId);
  return scope.type === 'all' ? null : coveredBy(enterpriseNumber, scope.departmentIds);
}
