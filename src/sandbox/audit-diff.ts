import type { FieldChange } from './changelog';
import { departmentNames, peopleNames, type DepartmentRow } from './org-tables';
import type { RoleRow } from './seed/modules/roles';

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

const MEMBER_TYPE: Record<string, string> = { admin: '管理员', member: '成员' };

/** A role's editable fields: 角色名称, 角色描述, 成员类型, 菜单 (names), 权限数. */
export function roleDiffFields(r: RoleRow, menus: ReadonlyMap<string, { name: string }>): FieldValues {
  return {
    角色名称: r.roleName,
    角色描述: r.description,
    成员类型: MEMBER_TYPE[r.memberType] ?? r.memberType,
    菜单: r.menuIds.map((id) => menus.get(id)?.name ?? id).join('、'),
    权限数: String(r.permissions.length),
  };
}
