import { ADMIN, NO_ENTERPRISE_USER, RESTRICTED_ADMIN, signInAs } from '../sign-in';
import { expectToasts } from '../toasts';
import { mountToastHost } from '../toast-host';
import { call } from './call';
import { routes } from '@/sandbox/handlers';
import { declaredCalls } from '@/sandbox/route';
import { FORBIDDEN_MESSAGE, PAGE_CALLS, SHARED_CALLS } from '@/sandbox/permissions';
import { memberships, menuCatalogue } from '@/sandbox/core-tables';
import { openSession } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { listRoles } from '@/features/roles/api/roles-api';
import { searchChanges } from '@/features/changelog/api/changelog-api';
import { addAdmins } from '@/features/admins/api/admins-api';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const REFUSED = { status: 403, body: { code: 403, success: false, message: FORBIDDEN_MESSAGE } };
const roleList = (token: string) => call(token, 'POST', '/user-server/api/role/getList', { roleName: '', userId: '' });
const changeSearch = (token: string) =>
  call(token, 'POST', '/enterprise-server/changelog/search', {
    keyword: '',
    operationDate: '',
    operationTypeId: '',
    name: '',
    page: 1,
    size: 10,
  });
const addAdmin = (token: string) =>
  call(token, 'POST', '/enterprise-server/admin/addAdmin', { lenovoIds: ['20000030'], menuIds: ['m20'] });
const isAdmin = (lenovoId: string) =>
  memberships().some((m) => m.enterpriseNumber === MAIN_ENTERPRISE && m.lenovoId === lenovoId && m.admin);

// toasts go through antd's in-app holder (src/lib/feedback/feedback-api.ts)
beforeEach(mountToastHost);

describe('the permission table', () => {
  it('classifies every declared call: public, owned by menu pages, or shared on purpose', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(declaredCalls.filter((c) => c.access.kind === 'unlisted').map((c) => `${c.method} ${c.call}`)).toEqual([]);
  });

  it('lists no call both as a page call and as shared, and no entry that matches nothing', () => {
    const calls = declaredCalls.map((c) => c.call);
    const covers = (pattern: string) =>
      calls.some((c) => c === pattern || (pattern.endsWith('/*') && c.startsWith(pattern.slice(0, -1))));
    const owned = Object.values(PAGE_CALLS).flat();
    expect(
      SHARED_CALLS.filter((s) => owned.some((o) => o === s || (o.endsWith('/*') && s.startsWith(o.slice(0, -1))))),
    ).toEqual([]);
    expect([...owned, ...SHARED_CALLS].filter((p) => !covers(p))).toEqual([]);
  });

  it('names only pages of the menu catalogue', () => {
    const urls = new Set(menuCatalogue().map((m) => m.url));
    expect(Object.keys(PAGE_CALLS).filter((page) => !urls.has(page))).toEqual([]);
  });
});

describe('the sandbox refuses calls of pages outside the caller menu', () => {
  it('王芳 (no 角色管理) is refused /api/role/* with 403 and the server message', async () => {
    const token = signInAs(RESTRICTED_ADMIN);
    expect(await roleList(token)).toMatchObject(REFUSED);
    expect(await call(token, 'POST', '/user-server/api/role/delete/r-1')).toMatchObject(REFUSED);
  });

  it('王芳 (no 变更日志) is refused /changelog/*', async () => {
    const token = signInAs(RESTRICTED_ADMIN);
    expect(await changeSearch(token)).toMatchObject(REFUSED);
    expect(await call(token, 'POST', '/enterprise-server/changelog/export', { ids: [] })).toMatchObject(REFUSED);
  });

  it('王芳 (no 管理员权限) is refused /admin/addAdmin, and nobody is added', async () => {
    const token = signInAs(RESTRICTED_ADMIN);
    expect(await addAdmin(token)).toMatchObject(REFUSED);
    expect(isAdmin('20000030')).toBe(false);
  });

  it('张伟 (full menu) is not refused those calls', async () => {
    const token = signInAs(ADMIN);
    expect(await roleList(token)).toMatchObject({ status: 200, body: { code: 200 } });
    expect(await changeSearch(token)).toMatchObject({ status: 200, body: { code: 200 } });
    expect(await addAdmin(token)).toMatchObject({ status: 200, body: { code: 200 } });
    expect(isAdmin('20000030')).toBe(true);
  });

  it('shared lookups and her own pages stay open to 王芳', async () => {
    const token = signInAs(RESTRICTED_ADMIN);
    expect(await call(token, 'GET', '/enterprise-server/depart/fullTree')).toMatchObject({
      status: 200,
      body: { code: 200 },
    });
    expect(await call(token, 'POST', '/user-server/findAllUserInfoByLenovoIds', { lenovoIds: [ADMIN] })).toMatchObject({
      status: 200,
      body: { code: 200 },
    });
    expect(await call(token, 'GET', '/enterprise-server/menu/userMenuList')).toMatchObject({
      status: 200,
      body: { code: 200 },
    });
    expect(
      await call(token, 'POST', '/enterprise-server/admin/userSearch', {
        enterpriseId: 'ent-1',
        page: 1,
        size: 10,
        keyWord: '',
      }),
    ).toMatchObject({ status: 200, body: { code: 200 } });
  });

  it('follows the menu of the session, not the account: granting 变更日志 opens /changelog/*', async () => {
    const token = signInAs(RESTRICTED_ADMIN);
    const mine = memberships().find((m) => m.lenovoId === RESTRICTED_ADMIN && m.enterpriseNumber === MAIN_ENTERPRISE)!;
    (mine.menuIds as string[]).push(menuCatalogue().find((m) => m.url === 'log_management')!.id);
    expect(await changeSearch(token)).toMatchObject({ status: 200, body: { code: 200 } });
    expect(await roleList(token)).toMatchObject(REFUSED);
  });

  it('an account outside the session enterprise has no menu there and is refused', async () => {
    const token = openSession(NO_ENTERPRISE_USER, MAIN_ENTERPRISE);
    expect(await roleList(token)).toMatchObject(REFUSED);
    expect(
      await call(token, 'POST', '/enterprise-server/admin/userSearch', {
        enterpriseId: MAIN_ENTERPRISE,
        page: 1,
        size: 10,
      }),
    ).toMatchObject(REFUSED);
  });

  it('张伟 in his second enterprise (full menu there) is not refused', async () => {
    const token = signInAs(ADMIN, SECOND_ENTERPRISE);
    expect(await roleList(token)).toMatchObject({ status: 200, body: { code: 200 } });
  });
});

describe('the console shows the refusal', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs(RESTRICTED_ADMIN));

  it('the role list call rejects with the server message, toasted', async () => {
    await expect(listRoles({ roleName: '' })).rejects.toMatchObject({ code: 403, message: FORBIDDEN_MESSAGE });
    await expectToasts([FORBIDDEN_MESSAGE]);
  });

  it('the change log search rejects with the server message, toasted', async () => {
    await expect(
      searchChanges({ keyword: '', operationDate: '', operationTypeId: '', name: '', page: 1, size: 10 }),
    ).rejects.toMatchObject({ code: 403, message: FORBIDDEN_MESSAGE });
    await expectToasts([FORBIDDEN_MESSAGE]);
  });

  it('adding an administrator rejects with the server message, toasted', async () => {
    await expect(addAdmins({ lenovoIds: ['20000030'], menuIds: ['m20'] })).rejects.toMatchObject({
      code: 403,
      message: FORBIDDEN_MESSAGE,
    });
    await expectToasts([FORBIDDEN_MESSAGE]);
    expect(isAdmin('20000030')).toBe(false);
  });
});
