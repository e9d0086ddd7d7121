import type { StaffRow } from '../../org-tables';
import { appsOf, type AppRow } from '../../seed/modules/apps';
import type { ReferencePlace } from '../registry';
import { departmentReference, personReference } from './references';
import { leaverSwaps, swapDepartment, takeUserPlace } from './scope-list';

// Applications (docs/product.md Part D §2): the people an application is visible to are a scope (a
// receiver may take the leaver's place); a department it is visible to cannot be deleted while it is.
// An application left with nobody stays limited (无人可见) until an administrator sets it again.

const seeing = (e: string, p: StaffRow) =>
  appsOf(e).filter((a) => a.visibleUsers.some((u) => u.lenovoId === p.lenovoId));

function swap(a: AppRow, p: StaffRow, to: StaffRow | null) {
  a.visibleUsers = takeUserPlace(a.visibleUsers, p, to);
  return { field: `应用「${a.name}」可见人员`, before: p.name, after: to?.name ?? '' };
}

/** 应用可见范围: the applications that name the person among those who see them. */
const appVisibility: ReferencePlace = {
  kind: 'appVisibility',
  label: '应用可见范围',
  unit: '个',
  handover: 'optional',
  released: '直接移除',
  holdings: (c, p) => seeing(c.e, p).map((a) => ({ id: a.id, name: a.name })),
  ...leaverSwaps(seeing, (a) => a.id, swap),
  departmentUses: (c, departId) =>
    appsOf(c.e)
      .filter((a) => a.visibleDepartIds.includes(departId))
      .map((a) => `应用「${a.name}」可见范围`),
  departmentReplaced: (c, from, to) =>
    appsOf(c.e).flatMap((a) => {
      const next = swapDepartment(a.visibleDepartIds, from, to);
      if (!next) return [];
      a.visibleDepartIds = next;
      return [`应用「${a.name}」可见部门`];
    }),
  references: (e) =>
    appsOf(e).flatMap((a) => [
      ...a.visibleUsers.map((u) => personReference(`应用「${a.name}」可见人员`, 'lenovoId', u.lenovoId)),
      ...a.visibleDepartIds.map((id) => departmentReference(`应用「${a.name}」可见部门`, id)),
    ]),
};

export const appPlaces: readonly ReferencePlace[] = [appVisibility];
