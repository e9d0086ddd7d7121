import { readQuietly } from '../db';
import { directoryIndex, memoised } from '../directory-views';
import type { StaffRow } from '../org-tables';
import { lifecycleContext } from '../lifecycle/context';
import { PLACES } from '../lifecycle/registry';
import { deletedDepartments } from '../lifecycle/tombstones';
import type { DepartmentPrint, Found, StaffPrint } from './plan-table';

// The live organisation as a plan reads it (docs/assumed-contract.md "Restructure plans"): the
// directory index (built once per store version: 10,000 departments and 50,000 staff on the large
// seed), people by id, where each department is used, tombstones' names. No per-change scans.

export type Live = ReturnType<typeof liveOf>;

export function liveOf(e: string) {
  const index = directoryIndex(e);
  const staffById = memoised(index, 'restructure:staffById', () => new Map(index.people.map((p) => [p.id, p])));
  const c = lifecycleContext(e, { lenovoId: '', name: '' });
  const uses = new Map<string, string[]>();
  let buried: Map<string, string> | null = null;
  return {
    e,
    index,
    staffById,
    /** where the department is used, as /depart/del names it (docs/product.md Part D §2) */
    usesOf(departId: string): string[] {
      let found = uses.get(departId);
      // a lookup: the places' tables are not counted as used by the write being answered
      if (!found)
        uses.set(departId, (found = readQuietly(() => PLACES.flatMap((p) => p.departmentUses?.(c, departId) ?? []))));
      return found;
    },
    /** a deleted department's name (history) */
    buriedName(id: string): string | undefined {
      buried ??= readQuietly(
        () => new Map(deletedDepartments().flatMap((d) => (d.enterpriseNumber === e ? [[d.id, d.departName]] : []))),
      );
      return buried.get(id);
    },
    activeMember: (id: string): StaffRow | undefined => {
      const p = staffById.get(id);
      return p && p.status !== 'departure' ? p : undefined;
    },
  };
}

export function departmentPrint(live: Live, id: string): DepartmentPrint | null {
  const d = live.index.byId.get(id);
  return d ? { departName: d.departName, parentDepartId: d.parentDepartId, supervisorId: d.departSupervisorId } : null;
}

export function staffPrint(live: Live, id: string): StaffPrint | null {
  const p = live.staffById.get(id);
  return p ? { departIds: [...p.departIds], active: p.status !== 'departure' } : null;
}

/** What the named departments and people are live now. */
export function foundNow(live: Live, departIds: readonly string[], staffIds: readonly string[]): Found {
  return {
    departments: Object.fromEntries(departIds.map((id) => [id, departmentPrint(live, id)])),
    staff: Object.fromEntries(staffIds.map((id) => [id, staffPrint(live, id)])),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** What differs between a change's print of a department and live now ([] = the same; null = gone). */
export function departmentDrift(live: Live, id: string, was: DepartmentPrint): string[] | null {
  const now = departmentPrint(live, id);
  if (!now) return null;
  return [
    now.parentDepartId !== was.parentDepartId ? '上级部门' : '',
    now.departName !== was.departName ? '名称' : '',
    now.supervisorId !== was.supervisorId ? '主管' : '',
  ].filter(Boolean);
}

/** Whether a person is no longer where the change found them ([] = the same; null = gone or departed). */
export function staffDrift(live: Live, id: string, was: StaffPrint): string[] | null {
  const now = staffPrint(live, id);
  if (!now || (was.active && !now.active)) return null;
  return sameList(now.departIds, was.departIds) ? [] : ['所在部门'];
}
