import type { ManageScope } from '@/lib/scope/manage-scope';
import type { FieldChange } from '../../changelog';
import { memberships } from '../../core-tables';
import { departmentsOf } from '../../org-tables';
import { personNames } from '../../people';
import { roleRows } from '../../seed/modules/roles';
import type { LifecycleContext } from '../context';
import type { ReferencePlace } from '../registry';
import { departmentReference } from './references';
import { swapDepartment } from './scope-list';

// Administrators' and admin roles' 管理范围 (docs/product.md Part D §2, assumed contract "Scoped
// administrators"): configuration naming departments. Deleting a department a scope names is not
// refused: the department leaves every scope, and a scope left with no department stays a scope of
// no department (it covers nobody; it never becomes 全公司). A merge of a restructure plan hands the
// merged department's place in a scope to its target. Both are named in the change log.

/** The text a scope's departments are logged as; an emptied scope reads 无部门. */
export const NO_DEPARTMENT = '无部门';

interface Scoped {
  manageScope?: ManageScope;
}

/** Every departments scope of the enterprise, each with how the change log names it. */
function scopesOf(e: string): Array<{ row: Scoped; where: string }> {
  const admins = memberships().filter((m) => m.enterpriseNumber === e && m.manageScope?.type === 'departments');
  const names = personNames(
    e,
    admins.map((m) => m.lenovoId),
  );
  const roles = roleRows().filter((r) => r.enterpriseNumber === e && r.manageScope?.type === 'departments');
  return [
    ...admins.map((row, i) => ({ row, where: `管理员「${names[i]}」管理范围` })),
    ...roles.map((row) => ({ row, where: `角色「${row.roleName}」管理范围` })),
  ];
}

const idsOf = (row: Scoped) => (row.manageScope?.type === 'departments' ? row.manageScope.departmentIds : []);

function namesOf(c: LifecycleContext, ids: readonly string[]): string {
  const byId = c.memo('manageScopes:departments', () => new Map(departmentsOf(c.e).map((d) => [d.id, d.departName])));
  return ids.length ? ids.map((id) => byId.get(id) ?? id).join('、') : NO_DEPARTMENT;
}

const manageScope: ReferencePlace = {
  kind: 'manageScope',
  label: '管理范围',
  unit: '项',
  departmentsRemoved: (c, gone) =>
    scopesOf(c.e).flatMap(({ row, where }): FieldChange[] => {
      const before = idsOf(row);
      if (!before.some((id) => gone.has(id))) return [];
      const after = before.filter((id) => !gone.has(id));
      // names are read before the departments go (the deletion buries them after the places)
      const change = { field: where, before: namesOf(c, before), after: namesOf(c, after) };
      row.manageScope = { type: 'departments', departmentIds: after };
      return [change];
    }),
  departmentReplaced: (c, from, to) =>
    scopesOf(c.e).flatMap(({ row, where }) => {
      const next = swapDepartment(idsOf(row), from, to);
      if (!next) return [];
      row.manageScope = { type: 'departments', departmentIds: next };
      return [where];
    }),
  references: (e) =>
    scopesOf(e).flatMap(({ row, where }) => idsOf(row).map((value) => departmentReference(where, value))),
};

export const manageScopePlaces: readonly ReferencePlace[] = [manageScope];
