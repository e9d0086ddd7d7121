import { route, type AuthedInput } from '../route';
import { listNames, recordChange } from '../changelog';
import { Reject, required } from '../respond';
import { menuCatalogue, memberships, type MembershipRow } from '../core-tables';
import { note, staffOf } from '../org-tables';
import { personOf, requireAdmin } from './home';
import { idList, text } from '../validate/input';
import { keepLiving } from '../lifecycle/keep-living';
import { refLookup } from '../lifecycle/ref-lookup';
import { personNames } from '../people';
import { ALL } from '../scope/effective-scope';
import { manageScopeOf, requireWithinCaller } from '../scope/scope-input';

// Administrators and their privileges (platform-shell §7.3, admin-modules §6). Refusals answer
// code 999, which the console hands to the page's error callback.
const E = '/enterprise-server';
const no = (message: string) => new Reject(999, message);

/** The people an addAdmin made administrators (those left out as departed are not named). */
const added = new WeakMap<object, string[]>();

const adminsOf = (enterpriseNumber: string) =>
  memberships().filter((m) => m.enterpriseNumber === enterpriseNumber && m.admin);

function menuIdsOf(body: Record<string, unknown>) {
  const ids = body.menuIds;
  if (!Array.isArray(ids) || !ids.length) throw no('请至少选择一项管理权限');
  if (ids.some((id) => typeof id !== 'string' && typeof id !== 'number')) throw new Reject(400, '参数menuIds格式错误');
  const known = new Set(menuCatalogue().map((m) => m.id));
  const out = [...new Set(ids.map(String))];
  if (out.some((id) => !known.has(id))) throw no('所选权限不存在');
  return out;
}

function view(input: AuthedInput, m: MembershipRow) {
  const e = input.enterprise!;
  const hit = personOf(e.enterpriseNumber, m.lenovoId);
  // the administrator rights end with a departure (docs/product.md Part D §1); should a membership
  // outlive its person all the same, it is named by the name they had, never by the id
  const name = hit?.p.name ?? refLookup(e.enterpriseNumber).personByLenovoId(m.lenovoId)?.name ?? '';
  const isEnterpriseAdmin = e.adminLenovoId === m.lenovoId;
  const menus =
    m.menuIds === 'all' ? menuCatalogue() : menuCatalogue().filter((x) => (m.menuIds as string[]).includes(x.id));
  return {
    lenovoId: m.lenovoId,
    name,
    telephone: hit?.p.telephone ?? '',
    departmentList: hit?.departmentList ?? [],
    menuIds: menus.map((x) => x.id),
    menuNames: menus.map((x) => x.name),
    isEnterpriseAdmin,
    editable: !isEnterpriseAdmin,
    manageScope: isEnterpriseAdmin ? ALL : (m.manageScope ?? ALL),
  };
}

const adminHandlers = [
  route('get', E, '/menu/findMenuList', (input) => {
    requireAdmin(input);
    return menuCatalogue().map(({ id, name, url }) => ({ id, name, url }));
  }),

  route('get', E, '/admin/searchAdmin', (input) => {
    const e = requireAdmin(input);
    const name = (input.query.get('name') ?? '').trim();
    return adminsOf(e.enterpriseNumber)
      .map((m) => view(input, m))
      .filter((a) => !name || a.name.includes(name))
      .sort((a, b) => Number(a.editable) - Number(b.editable));
  }),

  route('get', E, '/admin/findEnterpriseUserExcludeAdmin', (input) => {
    const e = requireAdmin(input);
    const name = (input.query.get('name') ?? '').trim();
    const admins = new Set(adminsOf(e.enterpriseNumber).map((m) => m.lenovoId));
    return staffOf(e.enterpriseNumber)
      .filter((s) => s.status === '' && !admins.has(s.lenovoId) && (!name || s.name.includes(name)))
      .slice(0, 50)
      .map((s) => ({ lenovoId: s.lenovoId, name: s.name, telephone: s.telephone }));
  }),

  route('get', E, '/admin/getAppDetailUsersById', (input) => {
    const e = requireAdmin(input);
    const id = input.query.get('id');
    if (!id) throw new Reject(400, '参数id不能为空');
    if (!menuCatalogue().some((m) => m.id === id)) throw no('菜单不存在');
    return adminsOf(e.enterpriseNumber)
      .filter((m) => m.menuIds === 'all' || m.menuIds.includes(id))
      .map((m) => view(input, m));
  }),

  route(
    'post',
    E,
    '/admin/addAdmin',
    (input) => {
      const e = requireAdmin(input);
      // someone who left since the dialog opened is left out (docs/product.md Part D §3)
      const ids = keepLiving(e.enterpriseNumber, { lenovoIds: idList(input.body.lenovoIds, 'lenovoIds') }).lenovoIds;
      const menuIds = menuIdsOf(input.body);
      const manageScope = manageScopeOf(input.body, e.enterpriseNumber) ?? ALL;
      requireWithinCaller(e.enterpriseNumber, input.account.lenovoId, manageScope);
      for (const id of ids) {
        const hit = personOf(e.enterpriseNumber, id);
        if (!hit) throw no('所选成员不是本企业的在职成员');
        if (adminsOf(e.enterpriseNumber).some((m) => m.lenovoId === id)) throw no(`${hit.p.name}已是管理员`);
      }
      for (const id of ids) {
        const existing = memberships().find((m) => m.enterpriseNumber === e.enterpriseNumber && m.lenovoId === id);
        if (existing) Object.assign(existing, { admin: true, menuIds, manageScope });
        else
          memberships().push({ enterpriseNumber: e.enterpriseNumber, lenovoId: id, admin: true, menuIds, manageScope });
      }
      added.set(input.body, ids);
      return null;
    },
    {
      log: (i) => {
        const people = personNames(i.enterprise!.enterpriseNumber, added.get(i.body) ?? []);
        return people.length ? note('f08', `添加管理员 ${listNames(people)}`, { people }) : null;
      },
    },
  ),

  route(
    'get',
    E,
    '/admin/removeAdmin',
    (input) => {
      const e = requireAdmin(input);
      const lenovoId = input.query.get('lenovoId');
      if (!lenovoId) throw new Reject(400, '参数lenovoId不能为空');
      const row = adminsOf(e.enterpriseNumber).find((m) => m.lenovoId === lenovoId);
      // someone who left since the list was shown has lost the rights already: not refused, the answer says so
      if (!row && !keepLiving(e.enterpriseNumber, { lenovoIds: [lenovoId] }).lenovoIds.length) return null;
      if (!row) throw no('该成员不是管理员');
      if (e.adminLenovoId === lenovoId) throw no('企业管理员不可删除');
      if (adminsOf(e.enterpriseNumber).length <= 1) throw no('企业至少保留一名管理员');
      requireWithinCaller(e.enterpriseNumber, input.account.lenovoId, row.manageScope ?? ALL);
      const [name] = personNames(e.enterpriseNumber, [lenovoId]);
      memberships().splice(memberships().indexOf(row), 1);
      recordChange(input, note('f08', `删除管理员 ${name}`, { people: [name] }));
      return null;
    },
    { writes: true },
  ), // a GET that writes: the route records, refreshes the read models and persists

  route(
    'post',
    E,
    '/admin/editPrivilege',
    (input) => {
      const e = requireAdmin(input);
      required(input.body, ['lenovoId']);
      text(input.body, 'lenovoId', { label: 'lenovoId' });
      const menuIds = menuIdsOf(input.body);
      const row = adminsOf(e.enterpriseNumber).find((m) => m.lenovoId === String(input.body.lenovoId));
      if (!row) throw no('该成员不是管理员');
      if (e.adminLenovoId === row.lenovoId) throw no('企业管理员拥有全部权限，不可修改');
      // absent keeps the administrator's scope; neither the old nor the new may exceed the caller's
      const manageScope = manageScopeOf(input.body, e.enterpriseNumber);
      requireWithinCaller(e.enterpriseNumber, input.account.lenovoId, row.manageScope ?? ALL);
      if (manageScope) requireWithinCaller(e.enterpriseNumber, input.account.lenovoId, manageScope);
      row.menuIds = menuIds;
      if (manageScope) row.manageScope = manageScope;
      return null;
    },
    {
      log: (i) => {
        const people = personNames(i.enterprise!.enterpriseNumber, [String(i.body.lenovoId)]);
        return note('f08', `修改管理员权限 ${listNames(people)}`, { people });
      },
    },
  ),
];

export default adminHandlers;
