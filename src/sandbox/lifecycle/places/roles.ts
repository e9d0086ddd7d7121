import type { FieldChange } from '../../changelog';
import type { StaffRow } from '../../org-tables';
import { roleMemberRows, roleRows } from '../../seed/modules/roles';
import type { LifecycleContext } from '../context';
import type { ReferencePlace } from '../registry';
import { personReference } from './references';

// Role membership (docs/product.md Part D §2 "role members"): a scope. With a hand-over the receiver
// gets the leaver's roles; without one the leaver is just removed. Nothing comes back on re-hire.

const rowsOf = (e: string) => roleMemberRows().filter((m) => m.enterpriseNumber === e);
const roleName = (c: LifecycleContext, roleId: string) =>
  c
    .memo(
      'roles:names',
      () =>
        new Map(
          roleRows()
            .filter((r) => r.enterpriseNumber === c.e)
            .map((r) => [r.id, r.roleName]),
        ),
    )
    .get(roleId) ?? roleId;

/** Takes `p` out of the roles (those of `roleIds`, else all); `to` takes their place where not already a member. */
function replace(c: LifecycleContext, p: StaffRow, to: StaffRow | null, roleIds?: ReadonlySet<string>): FieldChange[] {
  const all = roleMemberRows();
  const changes: FieldChange[] = [];
  for (let i = all.length - 1; i >= 0; i--) {
    const m = all[i];
    if (m.enterpriseNumber !== c.e || m.lenovoId !== p.lenovoId || (roleIds && !roleIds.has(m.roleId))) continue;
    const taken =
      to && all.some((x) => x.enterpriseNumber === c.e && x.roleId === m.roleId && x.lenovoId === to.lenovoId);
    if (to && !taken) all[i] = { ...m, lenovoId: to.lenovoId };
    else all.splice(i, 1);
    changes.unshift({ field: `角色「${roleName(c, m.roleId)}」成员`, before: p.name, after: to?.name ?? '' });
  }
  return changes;
}

/** 角色: the receiver (optional) gets the role. */
const roleMember: ReferencePlace = {
  kind: 'roleMember',
  label: '角色',
  unit: '个',
  handover: 'optional',
  released: '直接移除',
  holdings: (c, p) =>
    rowsOf(c.e)
      .filter((m) => m.lenovoId === p.lenovoId)
      .map((m) => ({ id: m.roleId, name: roleName(c, m.roleId) })),
  handOver: (c, p, to, items) => replace(c, p, to, new Set(items.map((i) => i.id))),
  release: (c, p) => replace(c, p, null),
  references: (e) => {
    const names = new Map(
      roleRows()
        .filter((r) => r.enterpriseNumber === e)
        .map((r) => [r.id, r.roleName]),
    );
    return rowsOf(e).map((m) =>
      personReference(`角色「${names.get(m.roleId) ?? m.roleId}」成员`, 'lenovoId', m.lenovoId),
    );
  },
};

export const rolePlaces: readonly ReferencePlace[] = [roleMember];
