import { directCall } from './direct-call';
import { memberships } from '@/sandbox/core-tables';
import { roleRows } from '@/sandbox/seed/modules/roles';
import type { ManageScope } from '@/lib/scope/manage-scope';

// 管理范围 in the lifecycle property test (docs/product.md Part D §2): the administrators' and admin
// roles' scopes as a form opened before the random events holds them; after the events each is saved
// as it was, and no save may fail because a department it names was deleted meanwhile.

interface Form {
  kind: 'admin' | 'role';
  id: string;
  body: Record<string, unknown>;
}

const copy = (scope: ManageScope): ManageScope => JSON.parse(JSON.stringify(scope)) as ManageScope;

/** Puts `departIds` in the scope of every scoped administrator and of every admin role. */
export function nameInScopes(e: string, departIds: readonly string[]) {
  const admins = memberships().filter(
    (m) => m.enterpriseNumber === e && m.admin && m.manageScope?.type === 'departments',
  );
  for (const m of admins) (m.manageScope as { departmentIds: string[] }).departmentIds.push(...departIds);
  const roles = roleRows().filter((r) => r.enterpriseNumber === e && r.memberType === 'admin');
  roles.forEach((r, i) => {
    // one role holds only these departments: deleting them all leaves it a scope of none
    if (i === 0 || r.manageScope?.type !== 'departments') r.manageScope = { type: 'departments', departmentIds: [] };
    (r.manageScope as { departmentIds: string[] }).departmentIds.push(...departIds);
  });
  if (!admins.length || !roles.length) throw new Error('the seed has no scoped administrator or admin role');
}

/** The save bodies of every scoped administrator and admin role, as their forms hold them now. */
export function scopeForms(e: string): Form[] {
  return [
    ...memberships()
      .filter((m) => m.enterpriseNumber === e && m.admin && m.manageScope?.type === 'departments')
      .map((m) => ({
        kind: 'admin' as const,
        id: m.lenovoId,
        body: { lenovoId: m.lenovoId, menuIds: m.menuIds, manageScope: copy(m.manageScope!) },
      })),
    ...roleRows()
      .filter((r) => r.enterpriseNumber === e && r.memberType === 'admin' && r.manageScope)
      .map((r) => ({
        kind: 'role' as const,
        id: r.id,
        body: {
          id: r.id,
          roleName: r.roleName,
          memberType: r.memberType,
          menuIds: [...r.menuIds],
          permissions: [...r.permissions],
          manageScope: copy(r.manageScope!),
        },
      })),
  ];
}

/** Saves each form as it was opened; answers the saves refused (an administrator who has left
 *  since is no longer one, so that form is not sent), and `stale`: whether a form sent a department
 *  deleted since (the server left it out). */
export async function refusedScopeSaves(
  token: string,
  e: string,
  forms: readonly Form[],
): Promise<string[] & { stale: boolean }> {
  const out = Object.assign([] as string[], { stale: false });
  for (const f of forms) {
    const still =
      f.kind === 'admin'
        ? memberships().some((m) => m.enterpriseNumber === e && m.admin && m.lenovoId === f.id)
        : roleRows().some((r) => r.enterpriseNumber === e && r.id === f.id);
    if (!still) continue;
    const res =
      f.kind === 'admin'
        ? await directCall(token, 'POST', '/enterprise-server/admin/editPrivilege', f.body)
        : await directCall(token, 'POST', '/user-server/api/role/insert', f.body);
    if (res.body.code !== 200) out.push(`${f.kind} ${f.id}: ${res.body.code} ${res.body.message ?? ''}`);
    if ((res.body as { pruned?: unknown[] }).pruned?.length) out.stale = true;
  }
  return out;
}
