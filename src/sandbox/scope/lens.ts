import type { TableView } from '../db';
import type { ChangeRow } from '../changelog';
import type { DepartmentRow, StaffRow } from '../org-tables';
import type { Covered } from './effective-scope';

// A scoped administrator's view of the store (assumed contract "Scoped administrators"). While one
// of her reads runs, every table holds only what her 管理范围 covers: the staff and departments it
// covers (those whose parent it does not cover are roots, parentDepartId '0'), and of every other
// table the rows that are not a person or department outside (a leave balance, an IT administrator,
// a role membership of someone outside), and change-log entries about nobody outside. So every
// list, search, total, tree and export a handler builds is in scope without the handler's help.

/** Tables of the platform, not of the enterprise's people: seen whole. */
const WHOLE = new Set(['accounts', 'enterprises', 'menus', 'sessions', 'oneTimeCodes']);

type Row = Record<string, unknown>;

/** A row that is, or belongs to, a person or department outside: any of its own fields names one
 *  (a leave balance's lenovoId, a group chat's owner). */
export function outsideRow(covered: Covered, row: Row) {
  return Object.values(row).some((v) => typeof v === 'string' && covered.outside.has(v));
}

/** A list entry naming someone or some department outside: an id, or an object whose own fields
 *  name one (an application's visible user { lenovoId, name }). */
const namesOutside = (covered: Covered, x: unknown) =>
  typeof x === 'string'
    ? covered.outside.has(x)
    : !!x && typeof x === 'object' && !Array.isArray(x) && outsideRow(covered, x as Row);

/** How many entries of each list of a row the lens left out (the row as she sees it → per field). */
const hiddenCounts = new WeakMap<object, Record<string, number>>();

/** How many entries of `field` the row she read holds outside her scope (0 when none, or when she
 *  sees all): what her form says it keeps without showing (assumed contract "Partial writes"). */
export const hiddenCountOf = (row: object, field: string) => hiddenCounts.get(row)?.[field] ?? 0;

/** A row listing people or departments (an attendance group's members, a group chat's) as she sees
 *  it: without those outside, so its lists and counts are hers. */
function withoutOutsiders(covered: Covered, row: Row): Row {
  let copy: Row | null = null;
  const counts: Record<string, number> = {};
  for (const [k, v] of Object.entries(row))
    if (Array.isArray(v) && v.some((x) => namesOutside(covered, x))) {
      copy ??= { ...row };
      copy[k] = v.filter((x) => !namesOutside(covered, x));
      counts[k] = v.length - (copy[k] as unknown[]).length;
    }
  if (copy) hiddenCounts.set(copy, counts);
  return copy ?? row;
}

/** An entry about someone or some department outside (whoever made it): by their ids, else by
 *  names that are no covered person's, or the name of a department outside. */
function outsideChange(covered: Covered, known: Known, row: ChangeRow) {
  if (
    row.personIds?.length
      ? row.personIds.some((id) => covered.outside.has(id))
      : row.people?.some((n) => !known.people.has(n))
  )
    return true;
  return !!row.objects?.some((o) => known.outsideDepartments.has(o));
}

interface Known {
  /** names of the people she sees */
  people: Set<string>;
  /** names of departments outside that none of hers shares */
  outsideDepartments: Set<string>;
}

const knownOf = new WeakMap<Covered, Known>();
const big = new WeakMap<Covered, Map<string, { all: unknown[]; rows: unknown[] }>>();

export function lensOf(
  enterpriseNumber: string,
  covered: Covered,
  whole: { staff: () => StaffRow[]; departments: () => DepartmentRow[] },
): TableView {
  const mine = (row: { enterpriseNumber?: unknown }) =>
    row.enterpriseNumber === undefined || row.enterpriseNumber === enterpriseNumber;
  const roots = new Set(covered.roots);
  // read now, before the view applies (once per scope and store version)
  const knownNames = (): Known => {
    const deps = whole.departments().filter((d) => d.enterpriseNumber === enterpriseNumber);
    const mineNames = new Set(deps.filter((d) => covered.departments.has(d.id)).map((d) => d.departName));
    return {
      people: new Set(
        whole
          .staff()
          .filter((p) => covered.staffIds.has(p.id))
          .map((p) => p.name),
      ),
      outsideDepartments: new Set(
        deps.filter((d) => !covered.departments.has(d.id) && !mineNames.has(d.departName)).map((d) => d.departName),
      ),
    };
  };
  let known = knownOf.get(covered);
  if (!known) knownOf.set(covered, (known = knownNames()));
  const k = known;
  const seen = (name: string, all: unknown[]): unknown[] => {
    // her people with only her departments
    if (name === 'staff')
      return (all as StaffRow[]).flatMap((p) =>
        !mine(p)
          ? [p]
          : covered.staffIds.has(p.id)
            ? [withoutOutsiders(covered, p as unknown as Row) as unknown as StaffRow]
            : [],
      );
    if (name === 'departments')
      return (all as DepartmentRow[]).flatMap((d) => {
        if (!mine(d)) return [d];
        if (!covered.departments.has(d.id)) return [];
        return [roots.has(d.id) ? { ...d, parentDepartId: '0' } : d];
      });
    if (name === 'changelog') {
      return (all as ChangeRow[]).filter((r) => !mine(r) || !outsideChange(covered, k, r));
    }
    return (all as Row[]).flatMap((r) => {
      if (!r || typeof r !== 'object' || !mine(r)) return [r];
      return outsideRow(covered, r) ? [] : [withoutOutsiders(covered, r)];
    });
  };
  return {
    key: `|scope:${covered.key}`,
    rows(name, all) {
      if (WHOLE.has(name)) return all;
      if (name !== 'staff' && name !== 'departments') return seen(name, all);
      // the large seed's 50,000 staff: filtered once per scope and store version
      let memo = big.get(covered);
      if (!memo) big.set(covered, (memo = new Map()));
      const hit = memo.get(name);
      if (hit && hit.all === all) return hit.rows;
      const rows = seen(name, all);
      memo.set(name, { all, rows });
      return rows;
    },
  };
}
