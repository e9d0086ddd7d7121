import { send } from './send';
import { ADMIN, SCOPED_ADMIN, signInAs } from '../sign-in';
import { memberships, menuCatalogue } from '@/sandbox/core-tables';
import { departmentsOf } from '@/sandbox/org-tables';
import { roleRows } from '@/sandbox/seed/modules/roles';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// 管理范围 stored and answered (assumed contract "Scoped administrators"): on administrators, on admin
// roles, and the caller's effective scope in getPermission.
const E = '/enterprise-server/admin';
const R = '/user-server/api/role';
const dept = (name: string) => departmentsOf(MAIN_ENTERPRISE).find((d) => d.departName === name)!.id;
const scopeOf = (lenovoId: string) =>
  memberships().find((m) => m.enterpriseNumber === MAIN_ENTERPRISE && m.lenovoId === lenovoId)?.manageScope;
const menuId = (url: string) => menuCatalogue().find((m) => m.url === url)!.id;
/** Gives the scoped administrator a menu page her seed lacks, to reach its calls. */
const grantMenu = (url: string) => {
  const m = memberships().find((x) => x.enterpriseNumber === MAIN_ENTERPRISE && x.lenovoId === SCOPED_ADMIN)!;
  (m.menuIds as string[]).push(menuId(url));
};
const departments = (...ids: string[]) => ({ type: 'departments' as const, departmentIds: ids });

describe('the seed', () => {
  it('has 欧阳敏, scoped to 销售部 and 市场部, and getPermission answers her effective scope', async () => {
    const mine = await send('/user-server/api/menu/getPermission', {}, { token: signInAs(SCOPED_ADMIN) });
    expect(mine.data).toMatchObject({ manageScope: departments(dept('销售部'), dept('市场部')) });
    const his = await send('/user-server/api/menu/getPermission', {}, { token: signInAs(ADMIN) });
    expect(his.data).toMatchObject({ manageScope: { type: 'all' } });
  });

  it('searchAdmin answers every administrator with manageScope', async () => {
    const { data } = await send(`${E}/searchAdmin`, undefined, { method: 'GET' });
    const list = data as Array<{ name: string; manageScope: unknown }>;
    expect(list.find((a) => a.name === '欧阳敏')?.manageScope).toEqual(departments(dept('销售部'), dept('市场部')));
    expect(list.find((a) => a.name === '张伟')?.manageScope).toEqual({ type: 'all' });
  });
});

describe('addAdmin and editPrivilege', () => {
  const add = (manageScope?: unknown) =>
    send(`${E}/addAdmin`, { lenovoIds: ['20000030'], menuIds: [menuId('organization')], manageScope });

  it('stores the scope given, and all when absent', async () => {
    expect((await add(departments(dept('财务部')))).code).toBe(200);
    expect(scopeOf('20000030')).toEqual(departments(dept('财务部')));
    expect((await send(`${E}/addAdmin`, { lenovoIds: ['20000031'], menuIds: [menuId('organization')] })).code).toBe(
      200,
    );
    expect(scopeOf('20000031')).toEqual({ type: 'all' });
  });

  it('refuses an empty, an oversized or an unknown scope, and adds nobody', async () => {
    expect(await add(departments())).toMatchObject({ code: 400, message: '请选择管理范围' });
    const many = Array.from({ length: 101 }, (_, i) => `d-x-${i}`);
    expect(await add(departments(...many))).toMatchObject({ code: 400, message: '管理范围最多选择100个部门' });
    expect(await add(departments('d-gone'))).toMatchObject({ code: 404, message: '部门不存在或已删除：d-gone' });
    expect(scopeOf('20000030')).toBeUndefined();
  });

  it('editPrivilege keeps the scope when absent and replaces it when given', async () => {
    const body = { lenovoId: SCOPED_ADMIN, menuIds: [menuId('organization')] };
    expect((await send(`${E}/editPrivilege`, body)).code).toBe(200);
    expect(scopeOf(SCOPED_ADMIN)).toEqual(departments(dept('销售部'), dept('市场部')));
    expect((await send(`${E}/editPrivilege`, { ...body, manageScope: { type: 'all' } })).code).toBe(200);
    expect(scopeOf(SCOPED_ADMIN)).toEqual({ type: 'all' });
  });

  it('a scoped caller may grant only within her own scope (sub-departments included)', async () => {
    grantMenu('administratorbefore');
    const token = signInAs(SCOPED_ADMIN);
    const body = { lenovoIds: ['20000030'], menuIds: [menuId('organization')] };
    expect(await send(`${E}/addAdmin`, { ...body, manageScope: departments(dept('财务部')) }, { token })).toMatchObject(
      { code: 403, message: '超出您的管理范围' },
    );
    expect(await send(`${E}/addAdmin`, body, { token })).toMatchObject({ code: 403, message: '超出您的管理范围' });
    expect(scopeOf('20000030')).toBeUndefined();
    const within = await send(`${E}/addAdmin`, { ...body, manageScope: departments(dept('华北大区')) }, { token });
    expect(within.code).toBe(200);
    // 王芳 holds the whole enterprise: beyond 欧阳敏's, so she may not edit her
    const edit = await send(
      `${E}/editPrivilege`,
      { lenovoId: '10000003', menuIds: [menuId('organization')] },
      { token },
    );
    expect(edit).toMatchObject({ code: 403, message: '超出您的管理范围' });
  });
});

describe('roles', () => {
  const save = (body: Record<string, unknown>, token?: string) =>
    send(`${R}/insert`, { memberType: 'admin', menuIds: [menuId('organization')], ...body }, token ? { token } : {});

  it('an admin role stores and answers its scope; list and detail show it', async () => {
    const { data } = await save({ roleName: '销售人事', manageScope: departments(dept('销售部')) });
    const id = (data as { id: string }).id;
    expect(roleRows().find((r) => r.id === id)?.manageScope).toEqual(departments(dept('销售部')));
    const detail = await send(`${R}/detail`, { id });
    expect(detail.data).toMatchObject({ manageScope: departments(dept('销售部')) });
    const list = (await send(`${R}/getList`, { roleName: '', userId: '' })).data as Array<Record<string, unknown>>;
    expect(list.find((r) => r.id === id)?.manageScope).toEqual(departments(dept('销售部')));
    expect(list.find((r) => r.id === 'r3')?.manageScope).toEqual({ type: 'all' });
  });

  it('refuses a bad scope, and a scoped caller a role beyond hers', async () => {
    expect(await save({ roleName: '空范围', manageScope: departments() })).toMatchObject({
      code: 400,
      message: '请选择管理范围',
    });
    grantMenu('administrator');
    const token = signInAs(SCOPED_ADMIN);
    expect(await save({ roleName: '越权', manageScope: departments(dept('财务部')) }, token)).toMatchObject({
      code: 403,
      message: '超出您的管理范围',
    });
    expect(roleRows().some((r) => r.roleName === '越权' || r.roleName === '空范围')).toBe(false);
  });

  it('the union of admin grants is the effective scope; any grant of all makes it all', async () => {
    const r4 = roleRows().find((r) => r.id === 'r4')!;
    r4.manageScope = departments(dept('财务部'));
    const { roleMemberRows } = await import('@/sandbox/seed/modules/roles');
    roleMemberRows().push({ enterpriseNumber: MAIN_ENTERPRISE, roleId: 'r4', lenovoId: SCOPED_ADMIN });
    const token = signInAs(SCOPED_ADMIN);
    const mine = await send('/user-server/api/menu/getPermission', {}, { token });
    expect(mine.data).toMatchObject({ manageScope: departments(dept('销售部'), dept('市场部'), dept('财务部')) });
    r4.manageScope = undefined;
    expect((await send('/user-server/api/menu/getPermission', {}, { token })).data).toMatchObject({
      manageScope: { type: 'all' },
    });
  });
});
