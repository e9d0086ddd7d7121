import { route, type AuthedInput } from '../route';
import { paginate, Reject, required } from '../respond';
import { menuCatalogue, memberships } from '../core-tables';
import { departmentsOf, note, staffOf } from '../org-tables';
import { listNames, noteChanges } from '../changelog';
import { diffFields, roleDiffFields } from '../audit-diff';
import { enterpriseOf, now, personOf, requireAdmin } from './home';
import { permissionsOf, roleMemberRows, roleRows, type RoleRow } from '../seed/modules/roles';
import { appsOf } from '../seed/modules/apps';
import { keepLiving } from '../lifecycle/keep-living';
import { refLookup } from '../lifecycle/ref-lookup';
import { personNames } from '../people';
import { ALL, effectiveScope } from '../scope/effective-scope';
import { manageScopeOf, requireWithinCaller } from '../scope/scope-input';

// Roles, role members, menus and permissions (platform-shell §6, §7.3) on the user service, and the
// department-administrator checks on the enterprise service.
const U = '/user-server';
const E = '/enterprise-server';

const rolesOf = (n: string) => roleRows().filter((r) => r.enterpriseNumber === n);
const membersOf = (n: string, roleId: string) =>
  roleMemberRows().filter((m) => m.enterpriseNumber === n && m.roleId === roleId);
const isOwner = (input: AuthedInput) => enterpriseOf(input).adminLenovoId === input.account.lenovoId;
const view = (r: RoleRow) => {
  const { enterpriseNumber, ...rest } = r;
  return {
    ...rest,
    appIds: r.appIds ?? [],
    memberCount: membersOf(enterpriseNumber, r.id).length,
    // member roles are always the whole enterprise (assumed contract "Scoped administrators")
    manageScope: r.memberType === 'admin' ? (r.manageScope ?? ALL) : ALL,
  };
};

/** appIds of a role save: applications of the enterprise; absent keeps a role's (none for a new one). */
function appIdsOf(e: string, body: Record<string, unknown>): string[] | undefined {
  if (body.appIds === undefined) return undefined;
  if (!Array.isArray(body.appIds)) throw new Reject(400, '参数appIds格式不正确');
  const ids = [...new Set(body.appIds.map(String))];
  const known = new Set(appsOf(e).map((a) => a.id));
  if (ids.some((id) => !known.has(id))) throw new Reject(400, '所选应用不存在');
  return ids;
}

function roleById(input: AuthedInput, id: unknown) {
  const e = enterpriseOf(input);
  if (!id) throw new Reject(400, '参数id不能为空');
  const r = rolesOf(e.enterpriseNumber).find((x) => x.id === String(id));
  if (!r) throw new Reject(404, '角色不存在');
  return r;
}

function rightsOf(input: AuthedInput, r: RoleRow) {
  const owner = isOwner(input);
  return {
    canEdit: owner || (!r.builtIn && myPermissions(input).permissions.includes('administrator:edit')),
    canDelete: owner && !r.builtIn,
  };
}

/** The user's menus and permissions: everything for the enterprise administrator, else the union of
 *  their roles; with their effective 管理范围. */
function myPermissions(input: AuthedInput) {
  const e = enterpriseOf(input);
  const manageScope = effectiveScope(e.enterpriseNumber, input.account.lenovoId);
  if (isOwner(input))
    return {
      menuIds: menuCatalogue().map((m) => m.id),
      permissions: menuCatalogue().flatMap((m) => permissionsOf(m.url)),
      manageScope,
    };
  const mine = new Set(
    roleMemberRows()
      .filter((m) => m.enterpriseNumber === e.enterpriseNumber && m.lenovoId === input.account.lenovoId)
      .map((m) => m.roleId),
  );
  const roles = rolesOf(e.enterpriseNumber).filter((r) => mine.has(r.id));
  return {
    menuIds: [...new Set(roles.flatMap((r) => r.menuIds))],
    permissions: [...new Set(roles.flatMap((r) => r.permissions))],
    manageScope,
  };
}

function validIds(body: Record<string, unknown>, field: string) {
  const v = body[field];
  if (!Array.isArray(v) || !v.length) throw new Reject(400, `参数${field}不能为空`);
  return [...new Set(v.map(String))];
}

/** The members a save added or removed (those left out as departed are not named). */
const addedBy = new WeakMap<object, string[]>();
const removedBy = new WeakMap<object, string[]>();

/** "角色 部门管理员 添加成员 李娜、王强": the role and every member named. */
function memberNote(input: AuthedInput, action: string, ids: readonly string[]) {
  const e = input.enterprise!.enterpriseNumber;
  const roleName = rolesOf(e).find((x) => x.id === String(input.body.roleId))?.roleName ?? String(input.body.roleId);
  const people = personNames(e, ids);
  return people.length
    ? note('f08', `角色 ${roleName} ${action} ${listNames(people)}`, { people, objects: [roleName] })
    : null;
}

/** A role's name before an edit, by request body: a renamed role is logged under both names, so an
 *  administrator whose form opened it by the former one finds who changed it. */
const formerName = new WeakMap<object, string>();

const roleHandlers = [
  route(
    'post',
    U,
    '/api/role/getList',
    (input) => {
      const e = enterpriseOf(input);
      const name = String(input.body.roleName ?? '').trim();
      const userId = input.body.userId ? String(input.body.userId) : '';
      const mine = userId
        ? new Set(
            roleMemberRows()
              .filter((m) => m.enterpriseNumber === e.enterpriseNumber && m.lenovoId === userId)
              .map((m) => m.roleId),
          )
        : null;
      return rolesOf(e.enterpriseNumber)
        .filter((r) => (!name || r.roleName.includes(name)) && (!mine || mine.has(r.id)))
        .map(view);
    },
    { read: true },
  ),

  route('post', U, '/api/role/detail', (input) => view(roleById(input, input.body.id)), { read: true }),

  route(
    'post',
    U,
    '/api/role/insert',
    (input) => {
      const e = requireAdmin(input);
      required(input.body, ['roleName', 'memberType']);
      const roleName = String(input.body.roleName).trim();
      if (roleName.length > 20) throw new Reject(400, '角色名称不能超过20个字符');
      const memberType = String(input.body.memberType);
      if (memberType !== 'admin' && memberType !== 'member') throw new Reject(400, '成员类型不正确');
      const menuIds = validIds(input.body, 'menuIds');
      const known = new Map(menuCatalogue().map((m) => [m.id, m]));
      if (menuIds.some((id) => !known.has(id))) throw new Reject(400, '所选菜单不存在');
      const allowed = new Set(menuIds.flatMap((id) => permissionsOf(known.get(id)!.url)));
      const permissions = Array.isArray(input.body.permissions)
        ? input.body.permissions.map(String).filter((p) => allowed.has(p))
        : [];
      const id = input.body.id ? String(input.body.id) : '';
      if (rolesOf(e.enterpriseNumber).some((r) => r.roleName === roleName && r.id !== id))
        throw new Reject(500, '角色名称已存在，请更换');
      const appIds = appIdsOf(e.enterpriseNumber, input.body);
      // only admin roles carry a 管理范围 (assumed contract "Scoped administrators"); a new one without
      // it is the whole enterprise, an edited one keeps its own
      const scoped = memberType === 'admin';
      const manageScope = scoped ? manageScopeOf(input.body, e.enterpriseNumber) : undefined;
      if (scoped && (manageScope || !id))
        requireWithinCaller(e.enterpriseNumber, input.account.lenovoId, manageScope ?? ALL);
      const fields = {
        roleName,
        description: String(input.body.description ?? '').slice(0, 100),
        memberType: memberType as RoleRow['memberType'],
        menuIds,
        permissions,
      };
      if (id) {
        const r = roleById(input, id);
        if (!rightsOf(input, r).canEdit) throw new Reject(403, '无权修改该角色');
        if (r.builtIn && r.roleName !== roleName) throw new Reject(500, '系统内置角色不可重命名');
        if (r.memberType === 'admin')
          requireWithinCaller(e.enterpriseNumber, input.account.lenovoId, r.manageScope ?? ALL);
        const was = roleDiffFields(r, known);
        if (r.roleName !== roleName) formerName.set(input.body, r.roleName);
        Object.assign(r, fields, appIds ? { appIds } : {}, manageScope ? { manageScope } : {});
        noteChanges(input, diffFields(was, roleDiffFields(r, known)));
        return view(r);
      }
      const row: RoleRow = {
        id: `r${Date.now().toString(36)}${rolesOf(e.enterpriseNumber).length}`,
        enterpriseNumber: e.enterpriseNumber,
        builtIn: false,
        createTime: now(),
        ...fields,
        appIds: appIds ?? [],
        ...(manageScope ? { manageScope } : {}),
      };
      roleRows().push(row);
      return view(row);
    },
    {
      log: (i, r) => {
        const roleName = (r as RoleRow).roleName;
        const was = formerName.get(i.body);
        return note('f08', `${i.body.id ? '编辑' : '新建'}角色 ${roleName}`, {
          objects: was ? [was, roleName] : [roleName],
        });
      },
    },
  ),

  route(
    'post',
    U,
    '/api/role/delete/{id}',
    (input) => {
      requireAdmin(input);
      const r = roleById(input, input.params.id);
      if (r.builtIn) throw new Reject(500, '系统内置角色不可删除');
      if (!rightsOf(input, r).canDelete) throw new Reject(403, '仅企业管理员可删除角色');
      if (r.memberType === 'admin')
        requireWithinCaller(r.enterpriseNumber, input.account.lenovoId, r.manageScope ?? ALL);
      if (membersOf(r.enterpriseNumber, r.id).length) throw new Reject(500, '该角色下仍有成员，请先移除成员');
      roleRows().splice(roleRows().indexOf(r), 1);
      return { roleName: r.roleName };
    },
    {
      log: (_i, r) => {
        const { roleName } = r as { roleName: string };
        return note('f08', `删除角色 ${roleName}`, { objects: [roleName] });
      },
    },
  ),

  route(
    'post',
    U,
    '/api/role/member/getList',
    (input) => {
      const r = roleById(input, input.body.roleId);
      const name = String(input.body.name ?? '').trim();
      const refs = refLookup(r.enterpriseNumber);
      // every member the count counts; one who has left since (none once the lifecycle rules ran) by name
      const rows = membersOf(r.enterpriseNumber, r.id).flatMap((m) => {
        const hit = personOf(r.enterpriseNumber, m.lenovoId);
        const shown = hit?.p.name ?? refs.personByLenovoId(m.lenovoId)?.name ?? '';
        if (name && !shown.includes(name)) return [];
        const roleNames = roleMemberRows()
          .filter((x) => x.enterpriseNumber === r.enterpriseNumber && x.lenovoId === m.lenovoId)
          .map((x) => rolesOf(r.enterpriseNumber).find((y) => y.id === x.roleId)?.roleName ?? '');
        return [
          {
            lenovoId: m.lenovoId,
            name: shown,
            telephone: hit?.p.telephone ?? '',
            departmentList: hit?.departmentList ?? [],
            roleNames,
          },
        ];
      });
      return paginate(rows, input.body.page, input.body.size);
    },
    { read: true },
  ),

  route(
    'post',
    U,
    '/api/role/member/addMember',
    (input) => {
      requireAdmin(input);
      const r = roleById(input, input.body.roleId);
      if (!rightsOf(input, r).canEdit) throw new Reject(403, '无权管理该角色的成员');
      const sent = validIds(input.body, 'lenovoIds');
      // someone who left since the picker opened is left out (docs/product.md Part D §3)
      const ids = keepLiving(r.enterpriseNumber, { lenovoIds: sent }).lenovoIds;
      if (ids.some((id) => !personOf(r.enterpriseNumber, id))) throw new Reject(500, '所选成员不是本企业的在职成员');
      const have = new Set(membersOf(r.enterpriseNumber, r.id).map((m) => m.lenovoId));
      const fresh = ids.filter((id) => !have.has(id));
      if (!fresh.length && ids.length) throw new Reject(500, '所选成员已在该角色中');
      for (const lenovoId of fresh)
        roleMemberRows().push({ enterpriseNumber: r.enterpriseNumber, roleId: r.id, lenovoId });
      addedBy.set(input.body, fresh);
      return { added: fresh.length };
    },
    { log: (i) => memberNote(i, '添加成员', addedBy.get(i.body) ?? []) },
  ),

  route(
    'post',
    U,
    '/api/role/member/remove',
    (input) => {
      requireAdmin(input);
      const r = roleById(input, input.body.roleId);
      if (!rightsOf(input, r).canEdit) throw new Reject(403, '无权管理该角色的成员');
      const ids = new Set(validIds(input.body, 'lenovoIds'));
      const before = roleMemberRows().length;
      const keep = roleMemberRows().filter(
        (m) => !(m.enterpriseNumber === r.enterpriseNumber && m.roleId === r.id && ids.has(m.lenovoId)),
      );
      const removed = roleMemberRows()
        .filter((m) => !keep.includes(m))
        .map((m) => m.lenovoId);
      // someone who left since the list was shown has already left the role: not refused, the answer says so
      const absent = keepLiving(r.enterpriseNumber, {
        lenovoIds: [...ids].filter((id) => !removed.includes(id)),
      }).lenovoIds;
      if (keep.length === before && absent.length) throw new Reject(500, '所选成员不在该角色中');
      removedBy.set(input.body, removed);
      roleMemberRows().splice(0, before, ...keep);
      return null;
    },
    { log: (i) => memberNote(i, '移除成员', removedBy.get(i.body) ?? []) },
  ),

  route(
    'post',
    U,
    '/api/role/member/addRoleForMember',
    (input) => {
      const e = requireAdmin(input);
      required(input.body, ['lenovoId']);
      const roleIds = Array.isArray(input.body.roleIds) ? [...new Set(input.body.roleIds.map(String))] : null;
      if (!roleIds) throw new Reject(400, '参数roleIds不能为空');
      for (const id of roleIds) roleById(input, id);
      // someone who left since the dialog opened holds no role any more: nothing is saved, the answer says why
      const [lenovoId] = keepLiving(e.enterpriseNumber, { lenovoIds: [String(input.body.lenovoId)] }).lenovoIds;
      if (lenovoId === undefined) return null;
      if (!personOf(e.enterpriseNumber, lenovoId)) throw new Reject(500, '该成员不是本企业的在职成员');
      const keep = roleMemberRows().filter(
        (m) => !(m.enterpriseNumber === e.enterpriseNumber && m.lenovoId === lenovoId),
      );
      roleMemberRows().splice(
        0,
        roleMemberRows().length,
        ...keep,
        ...roleIds.map((roleId) => ({ enterpriseNumber: e.enterpriseNumber, roleId, lenovoId })),
      );
      addedBy.set(input.body, [lenovoId]);
      return null;
    },
    {
      log: (i) => {
        const e = i.enterprise!.enterpriseNumber;
        const people = personNames(e, addedBy.get(i.body) ?? []);
        if (!people.length) return null;
        const objects = (i.body.roleIds as unknown[]).map(
          (id) => rolesOf(e).find((x) => x.id === String(id))?.roleName ?? String(id),
        );
        return note(
          'f08',
          `设置成员角色 ${listNames(people)}：${objects.length ? listNames(objects, '个角色') : '无角色'}`,
          { people, objects },
        );
      },
    },
  ),

  route(
    'post',
    U,
    '/api/role/member/getRoleByMemberType',
    (input) => {
      const e = enterpriseOf(input);
      const memberType = String(input.body.memberType ?? '');
      if (memberType !== 'admin' && memberType !== 'member') throw new Reject(400, '成员类型不正确');
      return rolesOf(e.enterpriseNumber)
        .filter((r) => r.memberType === memberType)
        .map(view);
    },
    { read: true },
  ),

  route(
    'post',
    U,
    '/api/role/member/checkRolePermission',
    (input) => rightsOf(input, roleById(input, input.body.roleId)),
    { read: true },
  ),

  route(
    'post',
    U,
    '/api/menu/getAllMenuAndData',
    (input) => {
      enterpriseOf(input);
      const names = ['查看', '编辑'];
      return menuCatalogue().map((m) => ({
        id: m.id,
        name: m.name,
        url: m.url,
        permissions: permissionsOf(m.url).map((code, i) => ({ code, name: names[i] })),
      }));
    },
    { read: true },
  ),

  route('post', U, '/api/menu/getPermission', (input) => myPermissions(input), { read: true }),

  route(
    'post',
    U,
    '/api/menu/checkYunTRole',
    (input) => {
      const e = enterpriseOf(input);
      if (isOwner(input)) return true;
      const cloud = rolesOf(e.enterpriseNumber).find((r) => r.roleName === '云服务管理员');
      return !!cloud && membersOf(e.enterpriseNumber, cloud.id).some((m) => m.lenovoId === input.account.lenovoId);
    },
    { read: true },
  ),

  route('get', U, '/api/role/getCurrentUserRole', (input) => {
    const e = enterpriseOf(input);
    const admin = memberships().some(
      (m) => m.enterpriseNumber === e.enterpriseNumber && m.lenovoId === input.account.lenovoId && m.admin,
    );
    const mine = new Set(
      roleMemberRows()
        .filter((m) => m.enterpriseNumber === e.enterpriseNumber && m.lenovoId === input.account.lenovoId)
        .map((m) => m.roleId),
    );
    return {
      roleType: isOwner(input) ? 'enterpriseAdmin' : admin ? 'admin' : 'member',
      roles: rolesOf(e.enterpriseNumber)
        .filter((r) => mine.has(r.id))
        .map((r) => ({ id: r.id, roleName: r.roleName })),
    };
  }),

  route('get', E, '/admin/isDepartAdmin', (input) => {
    const e = enterpriseOf(input);
    return roleMemberRows().some(
      (m) => m.enterpriseNumber === e.enterpriseNumber && m.roleId === 'r1' && m.lenovoId === input.account.lenovoId,
    );
  }),

  route('get', E, '/admin/isDepartAdminOrSupervisor', (input) => {
    const e = enterpriseOf(input);
    const me = staffOf(e.enterpriseNumber).find((s) => s.lenovoId === input.account.lenovoId);
    const supervisor = !!me && departmentsOf(e.enterpriseNumber).some((d) => d.departSupervisorId === me.id);
    return (
      supervisor ||
      roleMemberRows().some(
        (m) => m.enterpriseNumber === e.enterpriseNumber && m.roleId === 'r1' && m.lenovoId === input.account.lenovoId,
      )
    );
  }),
];

export default roleHandlers;
