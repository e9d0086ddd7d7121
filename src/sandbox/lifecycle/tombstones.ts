import { table } from '../db';
import { nowStamp, type DepartmentRow, type StaffRow } from '../org-tables';

// What is left of a deleted person or department (docs/product.md Part D §1): history (a departed
// person's departments, the change log, approval versions) still names them.

export interface DeletedStaffRow {
  id: string;
  enterpriseNumber: string;
  lenovoId: string;
  name: string;
  deletedAt: string;
}

export interface DeletedDepartmentRow {
  id: string;
  enterpriseNumber: string;
  departName: string;
  parentDepartId: string;
  deletedAt: string;
}

export const deletedStaff = () => table<DeletedStaffRow>('deletedStaff');
export const deletedDepartments = () => table<DeletedDepartmentRow>('deletedDepartments');

export function buryStaff(rows: readonly StaffRow[]) {
  const deletedAt = nowStamp();
  deletedStaff().push(
    ...rows.map((p) => ({
      id: p.id,
      enterpriseNumber: p.enterpriseNumber,
      lenovoId: p.lenovoId,
      name: p.name,
      deletedAt,
    })),
  );
}

export function buryDepartments(rows: readonly DepartmentRow[]) {
  const deletedAt = nowStamp();
  deletedDepartments().push(
    ...rows.map((d) => ({
      id: d.id,
      enterpriseNumber: d.enterpriseNumber,
      departName: d.departName,
      parentDepartId: d.parentDepartId,
      deletedAt,
    })),
  );
}

/** A deleted department's name (history), else its id. */
export const departmentNameOf = (e: string, id: string) =>
  deletedDepartments().find((d) => d.enterpriseNumber === e && d.id === id)?.departName ?? id;
