import type { FieldChange } from './changelog';
import { departmentNames, peopleNames, type DepartmentRow } from './org-tables';

// Before → after of an edit, field by field, as the change log shows it (names, not ids).

export type FieldValues = Record<string, string>;

/** The fields that differ between two snapshots taken with the same labels. */
export const diffFields = (before: FieldValues, after: FieldValues): FieldChange[] =>
  Object.keys({ ...before, ...after })
    .filter((field) => (before[field] ?? '') !== (after[field] ?? ''))
    .map((field) => ({ field, before: before[field] ?? '', after: after[field] ?? '' }));

/** A department's editable fields: 部门名称, 部门编号, 上级部门, 部门主管. */
export function departmentDiffFields(e: string, d: DepartmentRow): FieldValues {
  return {
    部门名称: d.departName,
    部门编号: d.departNum,
    上级部门: d.parentDepartId === '0' ? '' : departmentNames(e, [d.parentDepartId])[0],
    部门主管: d.departSupervisorId ? peopleNames(e, [d.departSupervisorId], 'id')[0] : '',
  };
}
