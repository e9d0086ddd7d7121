import { departmentsOf, staffOf, type DepartmentRow, type StaffRow } from './org-tables';
import type { DepartNode, Member } from '@/components/directory/types';
import { dbVersion, touchTables, viewKey } from './db';

// Read models of the directory: department nodes and staff summaries, with per-enterprise
// indexes rebuilt only after a write that used the department or staff table (the large seed has
// 10,000 departments and 50,000 staff). Read-only POST routes (searches) are declared { read: true }
// so they do not expire them.

export type { DepartNode };
/** A staff summary as the lookups return it. */
export type StaffSummary = Member;

interface Index {
  key: string;
  byId: Map<string, DepartmentRow>;
  children: Map<string, DepartmentRow[]>;
  members: Map<string, StaffRow[]>;
  /** active members of a department and all below it, each person once */
  totals: Map<string, number>;
  /** the enterprise's staff in table order, departed included (what staff searches filter) */
  people: StaffRow[];
  /** per person of `people`: name, phone and email in lower case, for the keyword search */
  searchText: string[];
  /** answers built from the index, kept until it expires (e.g. the serialised /depart/tree) */
  memo: Map<string, unknown>;
}

const cache = new Map<string, Index>();

/** The tables the index reads: a write that used them expires it. */
const DIRECTORY_TABLES = ['departments', 'staff'];

export function directoryIndex(enterpriseNumber: string): Index {
  // a write handler reaching rows through the index may change them
  touchTables(...DIRECTORY_TABLES);
  const key = dbVersion(...DIRECTORY_TABLES);
  // a scoped administrator's read sees its own index (scope/lens.ts)
  const name = enterpriseNumber + viewKey();
  const hit = cache.get(name);
  if (hit && hit.key === key) return hit;
  const deps = departmentsOf(enterpriseNumber);
  const people = staffOf(enterpriseNumber);
  const byId = new Map(deps.map((d) => [d.id, d]));
  const children = new Map<string, DepartmentRow[]>();
  for (const d of deps) {
    const list = children.get(d.parentDepartId);
    if (list) list.push(d);
    else children.set(d.parentDepartId, [d]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort);
  const members = new Map<string, StaffRow[]>();
  for (const p of people) {
    if (p.status === 'departure') continue;
    for (const id of p.departIds) {
      const list = members.get(id);
      if (list) list.push(p);
      else members.set(id, [p]);
    }
  }
  const searchText = people.map((p) => `${p.name}\u0000${p.telephone}\u0000${p.email}`.toLowerCase());
  const index = {
    key,
    byId,
    children,
    members,
    totals: memberTotals(byId, people),
    people,
    searchText,
    memo: new Map<string, unknown>(),
  };
  cache.set(name, index);
  return index;
}

/** One pass over the staff: each person counts once in every department on the way up from each
 *  of their departments (a marker per department stops a person counting twice where two of their
 *  departments share ancestors). O(staff × depth), about 0.3 M steps on the large seed. */
function memberTotals(byId: Map<string, DepartmentRow>, people: StaffRow[]): Map<string, number> {
  const totals = new Map<string, number>();
  const lastCounted = new Map<string, number>();
  people.forEach((p, n) => {
    if (p.status === 'departure') return;
    for (const start of p.departIds) {
      for (let d = byId.get(start); d && lastCounted.get(d.id) !== n; d = byId.get(d.parentDepartId)) {
        lastCounted.set(d.id, n);
        totals.set(d.id, (totals.get(d.id) ?? 0) + 1);
      }
    }
  });
  return totals;
}

/** An answer derived from the index alone, built once per index (expires with it). */
export function memoised<T>(index: Index, name: string, build: () => T): T {
  if (!index.memo.has(name)) index.memo.set(name, build());
  return index.memo.get(name) as T;
}

/** Within a write handler, before reading back what it just changed (the cache expires by itself
 *  after every write). */
export const invalidateDirectory = (enterpriseNumber: string) => cache.delete(enterpriseNumber);

export function nodeOf(index: Index, d: DepartmentRow): DepartNode {
  return {
    id: d.id,
    departName: d.departName,
    departNum: d.departNum,
    parentDepartId: d.parentDepartId,
    enable: d.enable,
    memberCount: index.members.get(d.id)?.length ?? 0,
    memberTotal: index.totals.get(d.id) ?? 0,
    hasChildren: (index.children.get(d.id)?.length ?? 0) > 0,
  };
}

export function fullTree(index: Index, parentId = '0'): DepartNode[] {
  return (index.children.get(parentId) ?? []).map((d) => ({ ...nodeOf(index, d), departTree: fullTree(index, d.id) }));
}

export function summary(index: Index, p: StaffRow): StaffSummary {
  return {
    id: p.id,
    lenovoId: p.lenovoId,
    name: p.name,
    telephone: p.telephone,
    email: p.email,
    position: p.position,
    status: p.status,
    departmentList: p.departIds.map((id) => ({ id, departName: index.byId.get(id)?.departName ?? '' })),
  };
}

/** A department and all below it. */
export function subtreeIds(index: Index, rootId: string): string[] {
  const out: string[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    out.push(id);
    for (const c of index.children.get(id) ?? []) stack.push(c.id);
  }
  return out;
}

/** The departments a staff filter by `departId` keeps, or null for everyone the caller sees: the
 *  tree's only root (the enterprise's root department) holds everyone, people without a department
 *  included. A scoped administrator's tree has several roots, re-parented to '0' by her lens
 *  (scope/lens.ts), so a root of hers counts only what lies below it. */
export function departmentFilter(index: Index, departId: string): Set<string> | null {
  const roots = index.children.get('0') ?? [];
  if (roots.length === 1 && roots[0].id === departId) return null;
  return new Set(subtreeIds(index, departId));
}
