import { memberships } from '../../core-tables';
import { roleRows } from '../../seed/modules/roles';
import type { ReferencePlace } from '../registry';
import { swapDepartment } from './scope-list';

// Administrators' and admin roles' 管理范围 (assumed contract "Scoped administrators"): a merge of a
// restructure plan hands the merged department's place in a scope to its target (assumed contract
// "Restructure plans", "Changes"). Deleting a department a scope names is not refused (a scope
// covers what is left of it), so the place lists no references of its own.

function swapped(
  rows: ReadonlyArray<{ manageScope?: { type: 'all' } | { type: 'departments'; departmentIds: string[] } }>,
  from: string,
  to: string,
  where: (i: number) => string,
): string[] {
  return rows.flatMap((row, i) => {
    const scope = row.manageScope;
    const next = scope?.type === 'departments' && swapDepartment(scope.departmentIds, from, to);
    if (!scope || scope.type !== 'departments' || !next) return [];
    scope.departmentIds = next;
    return [where(i)];
  });
}

const manageScope: ReferencePlace = {
  kind: 'manageScope',
  label: '管理范围',
  unit: '项',
  departmentReplaced: (c, from, to) => {
    const admins = memberships().filter((m) => m.enterpriseNumber === c.e);
    const roles = roleRows().filter((r) => r.enterpriseNumber === c.e);
    return [
      ...swapped(admins, from, to, () => '管理员管理范围'),
      ...swapped(roles, from, to, (i) => `角色「${roles[i].roleName}」管理范围`),
    ];
  },
  references: () => [],
};

export const manageScopePlaces: readonly ReferencePlace[] = [manageScope];
