import { send } from './send';
import { department, E_MAIN, ordinary } from './lifecycle-fixtures';
import { SCOPED_ADMIN } from '../sign-in';
import { changeRows } from '@/sandbox/changelog';
import { memberships } from '@/sandbox/core-tables';
import { departments } from '@/sandbox/org-tables';
import { roleMemberRows, roleRows } from '@/sandbox/seed/modules/roles';
import { effectiveScope } from '@/sandbox/scope/effective-scope';
import { brokenReferences } from '@/sandbox/lifecycle/invariants';

// 管理范围 through the lifecycle (docs/product.md Part D §2): deleting a department a scope names
// takes it out of every scope with a change-log entry; a scope left with none covers nobody (never
// the whole enterprise); a save that still sends the deleted department is accepted without it.
const E = '/enterprise-server';

const her = () => memberships().find((m) => m.enterpriseNumber === E_MAIN && m.lenovoId === SCOPED_ADMIN)!;
const adminRole = () => roleRows().find((r) => r.enterpriseNumber === E_MAIN && r.memberType === 'admin')!;
const idsOf = (scope: { type: string; departmentIds?: string[] } | undefined) => scope?.departmentIds;

async function emptyDepartment(name: string) {
  const finance = department('财务部');
  const root = departments().find((d) => d.enterpriseNumber === E_MAIN && d.parentDepartId === '0')!;
  const res = await send(`${E}/depart/insert`, {
    departName: name,
    parentDepartId: finance.id,
    enterpriseNumber: E_MAIN,
    departIdList: [root.id, finance.id],
    usedIds: [],
  });
  expect(res.code).toBe(200);
  return department(name);
}

const deleteDepartment = (id: string) => send(`${E}/depart/del`, { departId: id, del: true }, { method: 'PUT' });

/** 欧阳敏 scoped to her two departments and 预算组; the first admin role scoped to 预算组 alone. */
async function scopesNaming() {
  const gone = await emptyDepartment('预算组');
  const scope = her().manageScope as { type: 'departments'; departmentIds: string[] };
  const kept = [...scope.departmentIds];
  scope.departmentIds.push(gone.id);
  adminRole().manageScope = { type: 'departments', departmentIds: [gone.id] };
  return { gone, kept };
}

describe('a department deleted that a 管理范围 names', () => {
  it('leaves every scope, each named in the change log, and no reference is left broken', async () => {
    const { gone, kept } = await scopesNaming();
    expect(brokenReferences(E_MAIN)).toEqual([]);
    expect((await deleteDepartment(gone.id)).code).toBe(200);
    expect(idsOf(her().manageScope)).toEqual(kept);
    expect(idsOf(adminRole().manageScope)).toEqual([]);
    expect(changeRows()[0].changes).toEqual(
      expect.arrayContaining([
        { field: '管理员「欧阳敏」管理范围', before: '销售部、市场部、预算组', after: '销售部、市场部' },
        { field: `角色「${adminRole().roleName}」管理范围`, before: '预算组', after: '无部门' },
      ]),
    );
    expect(changeRows()[0].keyword).toContain('管理员「欧阳敏」管理范围改为销售部、市场部');
    expect(brokenReferences(E_MAIN)).toEqual([]);
  });

  it('a scope left with no department covers nobody, never the whole enterprise', async () => {
    const { gone } = await scopesNaming();
    const granted = new Set([...roleMemberRows(), ...memberships()].map((m) => m.lenovoId));
    const p = ordinary().find((x) => !granted.has(x.lenovoId))!;
    roleMemberRows().push({ enterpriseNumber: E_MAIN, roleId: adminRole().id, lenovoId: p.lenovoId });
    expect(effectiveScope(E_MAIN, p.lenovoId)).toEqual({ type: 'departments', departmentIds: [gone.id] });
    await deleteDepartment(gone.id);
    expect(effectiveScope(E_MAIN, p.lenovoId)).toEqual({ type: 'departments', departmentIds: [] });
  });

  it('a save that still sends the deleted department is accepted without it and says so', async () => {
    const { gone, kept } = await scopesNaming();
    await deleteDepartment(gone.id);
    const sent = { type: 'departments', departmentIds: [...kept, gone.id] };
    const edit = await send(`${E}/admin/editPrivilege`, {
      lenovoId: SCOPED_ADMIN,
      menuIds: her().menuIds,
      manageScope: sent,
    });
    expect(edit).toMatchObject({ code: 200, pruned: [{ kind: 'department', id: gone.id, name: '预算组' }] });
    expect(idsOf(her().manageScope)).toEqual(kept);

    const r = adminRole();
    const save = await send('/user-server/api/role/insert', {
      id: r.id,
      roleName: r.roleName,
      memberType: r.memberType,
      menuIds: r.menuIds,
      permissions: r.permissions,
      manageScope: { type: 'departments', departmentIds: [gone.id] },
    });
    expect(save).toMatchObject({ code: 200, pruned: [{ kind: 'department', id: gone.id }] });
    expect(adminRole().manageScope).toEqual({ type: 'departments', departmentIds: [] });
  });

  it('still refuses an id the enterprise never had, and an empty choice', async () => {
    const body = (departmentIds: string[]) => ({
      lenovoId: SCOPED_ADMIN,
      menuIds: her().menuIds,
      manageScope: { type: 'departments', departmentIds },
    });
    expect(await send(`${E}/admin/editPrivilege`, body(['nope']))).toMatchObject({ code: 404 });
    expect(await send(`${E}/admin/editPrivilege`, body([]))).toMatchObject({
      code: 400,
      message: '请选择管理范围',
    });
  });
});
