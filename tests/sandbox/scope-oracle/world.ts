import { db } from '@/sandbox/db';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// The scope oracle's own reading of the store (issue: "judged by a function that reads the row's
// people and departments itself"): which people and departments a 管理范围 covers, computed here
// from the raw tables, with none of the sandbox's scope code.

type Row = Record<string, unknown>;
export interface Person {
  id: string;
  lenovoId: string;
  name: string;
}

export interface World {
  /** the scope: department ids as granted */
  granted: string[];
  inPeople: Person[];
  outPeople: Person[];
  inDepartments: string[];
  outDepartments: string[];
  /** every id (staff id, lenovoId, department id) outside, canonical */
  outside: Set<string>;
  /** names of people and departments outside that nobody inside shares */
  outsideNames: Set<string>;
  /** ids of rows of every other table, by table */
  objects: Record<string, string[]>;
}

/** The oracle's own canonical form of an id (a number, padding, leading zeros, a zero fraction). */
export function canonical(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? canonical(String(value)) : null;
  if (typeof value !== 'string') return null;
  const t = value.trim();
  const m = /^\+?0*(\d+?)(?:\.0*)?$/.exec(t);
  return m ? m[1] : t;
}

const rowsOf = (name: string) =>
  ((db().tables[name] ?? []) as Row[]).filter((r) => r && (r.enterpriseNumber ?? MAIN_ENTERPRISE) === MAIN_ENTERPRISE);

/** A table's own id field as the oracle reads it: `id`, else a unique string `…Id`. */
export function ownIdField(rows: readonly Row[]): string | null {
  const first = rows[0];
  if (!first) return null;
  if (typeof first.id === 'string') return 'id';
  return (
    Object.keys(first).find(
      (k) => k.endsWith('Id') && typeof first[k] === 'string' && new Set(rows.map((r) => r[k])).size === rows.length,
    ) ?? null
  );
}

/** What `granted` covers, for the administrator `caller` (her own account is hers to change). */
export function worldOf(granted: string[], caller: string): World {
  const departments = rowsOf('departments');
  const covered = new Set<string>();
  let frontier = granted.filter((id) => departments.some((d) => d.id === id));
  while (frontier.length) {
    frontier.forEach((id) => covered.add(id));
    frontier = departments
      .filter((d) => covered.has(String(d.parentDepartId)) && !covered.has(String(d.id)))
      .map((d) => String(d.id));
  }
  const staff = rowsOf('staff');
  const person = (p: Row): Person => ({ id: String(p.id), lenovoId: String(p.lenovoId), name: String(p.name) });
  const isIn = (p: Row) => (p.departIds as string[]).some((d) => covered.has(d));
  const inPeople = staff.filter(isIn).map(person);
  const outPeople = staff.filter((p) => !isIn(p)).map(person);
  const inLenovo = new Set(inPeople.map((p) => p.lenovoId));
  const outside = new Set<string>();
  for (const p of outPeople) {
    if (p.lenovoId === caller) continue;
    outside.add(p.id);
    if (!inLenovo.has(p.lenovoId)) outside.add(p.lenovoId);
  }
  const outDepartments = departments.filter((d) => !covered.has(String(d.id))).map((d) => String(d.id));
  outDepartments.forEach((id) => outside.add(id));
  const insideNames = new Set([
    ...inPeople.map((p) => p.name),
    ...departments.filter((d) => covered.has(String(d.id))).map((d) => String(d.departName)),
  ]);
  const outsideNames = new Set(
    [
      ...outPeople.map((p) => p.name),
      // the enterprise's root department carries the enterprise's own name, which anyone may read
      ...departments
        .filter((d) => !covered.has(String(d.id)) && d.parentDepartId !== '0')
        .map((d) => String(d.departName)),
    ].filter((n) => !insideNames.has(n)),
  );
  const objects: Record<string, string[]> = {};
  for (const name of Object.keys(db().tables)) {
    if (name === 'staff' || name === 'departments') continue;
    const rows = rowsOf(name);
    const field = ownIdField(rows);
    if (field) objects[name] = rows.map((r) => String(r[field]));
  }
  return {
    granted,
    inPeople,
    outPeople,
    inDepartments: [...covered],
    outDepartments,
    outside,
    outsideNames,
    objects,
  };
}

/** Every id a value names, however nested (keys too), canonical. */
export function namedIds(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => namedIds(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      const key = canonical(k);
      if (key) out.add(key);
      namedIds(v, out);
    }
  else {
    const id = canonical(value);
    if (id) out.add(id);
  }
  return out;
}
