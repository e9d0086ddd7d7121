import { departmentsOf, staffOf, type DepartmentRow } from '../../org-tables';
import type { LifecycleContext } from '../context';
import type { ReferencePlace } from '../registry';
import { departmentReference, personReference } from './references';
import { leaverSwaps } from './scope-list';

// The organisation's own places (docs/product.md Part D §2): a department's supervisor and a
// person's departments.

const supervised = (c: LifecycleContext) =>
  c.memo('org:supervised', () => {
    const by = new Map<string, DepartmentRow[]>();
    for (const d of departmentsOf(c.e))
      if (d.departSupervisorId) by.set(d.departSupervisorId, [...(by.get(d.departSupervisorId) ?? []), d]);
    return by;
  });

/** 主管部门: a responsibility. Without a receiver the department has no supervisor (未设主管). */
const supervisor: ReferencePlace = {
  kind: 'supervisor',
  label: '主管部门',
  unit: '个',
  handover: 'mandatory',
  released: '改为未设主管',
  holdings: (c, p) => (supervised(c).get(p.id) ?? []).map((d) => ({ id: d.id, name: d.departName })),
  ...leaverSwaps(
    (e, p) => departmentsOf(e).filter((d) => d.departSupervisorId === p.id),
    (d) => d.id,
    (d, p, to) => {
      d.departSupervisorId = to?.id ?? '';
      return { field: `部门「${d.departName}」主管`, before: p.name, after: to?.name ?? '' };
    },
  ),
  references: (e) =>
    departmentsOf(e)
      .filter((d) => d.departSupervisorId)
      .map((d) => personReference(`部门「${d.departName}」主管`, 'id', d.departSupervisorId)),
};

/** A person's departments: a member's must exist; a departed person's are history (a deleted one
 *  is named by its tombstone). Deleting a department with active members is refused by the event. */
const staffDepartments: ReferencePlace = {
  kind: 'staffDepartments',
  label: '所在部门',
  unit: '个',
  references: (e) =>
    staffOf(e).flatMap((p) =>
      p.departIds.map((id) =>
        departmentReference(`${p.name}的所在部门`, id, p.status === 'departure' ? 'known' : 'living'),
      ),
    ),
};

export const orgPlaces: readonly ReferencePlace[] = [supervisor, staffDepartments];
