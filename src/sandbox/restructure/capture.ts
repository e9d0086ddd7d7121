import { db, touchTables } from '../db';

// Every row an apply changed, in every table, before and after (docs/assumed-contract.md
// "Restructure plans", "Apply and revert"): the revert checks each is still as the apply left it
// and puts it back; a failed apply puts everything back the same way. The staff table (50,000 rows
// on the large seed) is recorded by the apply itself, person by person (ApplyRecord.staff).

export interface RowChange {
  /** position before the apply (-1: the apply added it) */
  beforeIndex: number;
  /** position after the apply (-1: the apply removed it) */
  afterIndex: number;
  before: unknown;
  after: unknown;
}

export interface ApplyRecord {
  tables: Record<string, RowChange[]>;
  staff: Array<{ id: string; before: string[]; after: string[] }>;
}

/** Tables an apply never writes through the places, or that change for reasons of their own. */
const SKIPPED = new Set(['staff', 'changelog', 'sessions', 'oneTimeCodes', 'restructurePlans']);

export type Snapshot = Map<string, { rows: unknown[]; json: string[] }>;

export function snapshot(): Snapshot {
  const out: Snapshot = new Map();
  for (const [name, rows] of Object.entries(db().tables))
    if (!SKIPPED.has(name)) out.set(name, { rows: rows.slice(), json: rows.map((r) => JSON.stringify(r)) });
  return out;
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The rows changed since `snap`, per table (rows compared by identity, then content). */
export function changesSince(snap: Snapshot): Record<string, RowChange[]> {
  const out: Record<string, RowChange[]> = {};
  for (const [name, rows] of Object.entries(db().tables)) {
    if (SKIPPED.has(name)) continue;
    const was = snap.get(name) ?? { rows: [], json: [] };
    const position = new Map(was.rows.map((r, i) => [r, i]));
    const list: RowChange[] = [];
    const kept = new Set<number>();
    rows.forEach((row, afterIndex) => {
      const i = position.get(row);
      if (i === undefined) return list.push({ beforeIndex: -1, afterIndex, before: null, after: clone(row) });
      kept.add(i);
      const json = JSON.stringify(row);
      if (json !== was.json[i])
        list.push({ beforeIndex: i, afterIndex, before: JSON.parse(was.json[i]), after: clone(row) });
    });
    was.rows.forEach((_r, i) => {
      if (!kept.has(i)) list.push({ beforeIndex: i, afterIndex: -1, before: JSON.parse(was.json[i]), after: null });
    });
    if (list.length) out[name] = list;
  }
  return out;
}

/** Where each row the apply left is now (-1: no longer as the apply left it), for the changes that
 *  left a row. */
export function locate(name: string, changes: readonly RowChange[]): Map<RowChange, number> {
  const rows = db().tables[name] ?? [];
  const json = new Map<number, string>();
  const at = (i: number) => {
    let s = json.get(i);
    if (s === undefined) json.set(i, (s = JSON.stringify(rows[i])));
    return s;
  };
  const taken = new Set<number>();
  const out = new Map<RowChange, number>();
  for (const c of changes) {
    if (c.after === null) continue;
    const wanted = JSON.stringify(c.after);
    let found =
      c.afterIndex < rows.length && !taken.has(c.afterIndex) && at(c.afterIndex) === wanted ? c.afterIndex : -1;
    if (found < 0) found = rows.findIndex((_r, i) => !taken.has(i) && at(i) === wanted);
    if (found >= 0) taken.add(found);
    out.set(c, found);
  }
  return out;
}

/** Puts every row back as it was before the apply (the rows located first, see `locate`). */
export function restore(tables: Record<string, RowChange[]>) {
  for (const [name, changes] of Object.entries(tables)) {
    touchTables(name);
    const rows = (db().tables[name] ??= []);
    const where = locate(name, changes);
    for (const c of changes) if (c.before !== null && c.after !== null) rows[where.get(c)!] = clone(c.before);
    const removals = changes
      .filter((c) => c.before === null)
      .map((c) => where.get(c)!)
      .sort((a, b) => b - a);
    for (const i of removals) if (i >= 0) rows.splice(i, 1);
    const inserts = changes.filter((c) => c.after === null).sort((a, b) => a.beforeIndex - b.beforeIndex);
    for (const c of inserts) rows.splice(c.beforeIndex, 0, clone(c.before));
  }
}
