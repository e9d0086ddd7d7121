import { route, type AuthedInput } from '../route';
import { paginate, Reject } from '../respond';
import { newId } from '../random';
import { note, staffOf, type StaffRow } from '../org-tables';
import { directoryIndex } from '../directory-views';
import { namesOf, peopleOf } from '../people';
import { activeCount, viewersOf } from '../app-scope';
import { usageOf } from '../app-usage';
import { flag } from '../validate/values';
import { keepLiving } from '../lifecycle/keep-living';
import { refLookup } from '../lifecycle/ref-lookup';
import { hiddenCountOf } from '../scope/lens';
import { seenBy } from '../scope/unseen';
import { enterpriseOf, requireAdmin } from './home';
import { appGroupRows, appGroupsOf, appsOf, type AppGroupRow, type AppRow } from '../seed/modules/apps';
import type { AppGroups, AppInfo, AppRange, GroupApp, UsageDateType, UserAppGroup } from '@/features/apps/api/types';

// Application management (admin-modules §7 "Applications"), on /apps-manage-server. Bodies beyond the
// spec's paths and parameters are assumed (docs/assumed-contract.md "### Applications"). Writes are
// for administrators and go into the change log under f14 应用管理 naming the applications, groups
// and people they touched.
const A = '/apps-manage-server';
const CATEGORIES = ['basic', 'free', 'subscribed', 'thirdParty'];
const CATEGORY_NAMES: Record<string, string> = {
  basic: '基础应用',
  free: '免费应用',
  subscribed: '订阅应用',
  thirdParty: '第三方应用',
};

// §5 group names: the same limits as the client's (src/features/apps/constants.ts).
const GROUP_NAME_MAX = 10;
const GROUPS_MAX = 20;
const GROUP_NAME_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9 _\-&()（）]+$/;

const log = (keyword: string, touched: { people?: string[]; objects?: string[] } = {}) => note('f14', keyword, touched);
/** What a write touched, for its change-log note (set by the handler, read by `log`). */
const touchedBy = new WeakMap<object, { keyword: string; people?: string[]; objects?: string[] }>();
const logged = (i: AuthedInput) => {
  const t = touchedBy.get(i.body) ?? touchedBy.get(i.query);
  return t ? log(t.keyword, t) : null;
};

/** A visibility write's note: what was done to the application, with the departments and people named. */
function scopeTouched(
  body: object,
  what: string,
  app: AppRow,
  scope: Pick<ReturnType<typeof scopeOf>, 'departNames' | 'users'>,
) {
  const names = [...scope.departNames, ...scope.users.map((u) => u.name)];
  touchedBy.set(body, {
    keyword: `${what} ${app.name}：${namesOf(names, 5, '项')}`,
    objects: [app.name, ...scope.departNames],
    people: scope.users.map((u) => u.name),
  });
}

function groupNamesOf(e: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const g of appGroupsOf(e)) for (const id of g.appIds) map.set(id, [...(map.get(id) ?? []), g.groupName]);
  return map;
}

/** How many visible departments and people of an application a scoped administrator's read left
 *  out (only those above 0): what her visibility form keeps without showing (assumed contract
 *  "Partial writes"). */
function hiddenVisible(a: AppRow) {
  const departs = hiddenCountOf(a, 'visibleDepartIds');
  const users = hiddenCountOf(a, 'visibleUsers');
  return {
    ...(departs ? { hiddenVisibleDepartCount: departs } : {}),
    ...(users ? { hiddenVisibleUserCount: users } : {}),
  };
}

/** Every stored department is answered, a deleted one by its last name ('' for an id never known):
 *  never left out silently (docs/product.md Part D §3). */
export function appView(
  a: AppRow,
  groupNames = groupNamesOf(a.enterpriseNumber).get(a.id) ?? [],
  find = refLookup(a.enterpriseNumber),
): AppInfo {
  const { enterpriseNumber: _e, visibleDepartIds, ...rest } = a;
  return {
    ...rest,
    groupNames,
    visibleDeparts: visibleDepartIds.map((id) => ({ id, departName: find.department(id)?.name ?? '' })),
    ...hiddenVisible(a),
  };
}

function appOf(e: string, id: unknown): AppRow {
  if (!id) throw new Reject(400, '参数id不能为空');
  const app = appsOf(e).find((a) => a.id === String(id));
  if (!app) throw new Reject(404, '应用不存在');
  return app;
}

/** Who can see an application: every stored department and person, a departed or deleted one by
 *  name (the console adds the state); a person's department is their first, as they left it. */
function rangeOf(app: AppRow): AppRange {
  const index = directoryIndex(app.enterpriseNumber);
  const find = refLookup(app.enterpriseNumber);
  const staff = staffByLenovoId(app.enterpriseNumber);
  return {
    id: app.id,
    name: app.name,
    enable: app.enable,
    categoryMark: app.categoryMark,
    visibleRange: app.visibleRange,
    departs: app.visibleDepartIds.map((id) => ({
      id,
      departName: find.department(id)?.name ?? '',
      memberTotal: index.totals.get(id) ?? 0,
    })),
    users: app.visibleUsers.map((u) => {
      const p = staff.get(u.lenovoId);
      const first = p?.departIds[0];
      return {
        lenovoId: u.lenovoId,
        name: find.personByLenovoId(u.lenovoId)?.name ?? u.name,
        departName: (first && find.department(first)?.name) || '',
      };
    }),
    reachCount: viewersOf(app).length,
    staffCount: activeCount(app.enterpriseNumber),
    ...hiddenVisible(app),
  };
}

const idList = (v: unknown, name: string): string[] => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !x)) throw new Reject(400, `参数${name}格式不正确`);
  return [...new Set(v as string[])];
};

/** Staff by lenovoId, a member still here before a departed row of the same account. */
function staffByLenovoId(e: string) {
  const out = new Map<string, StaffRow>();
  for (const p of staffOf(e)) if (p.status !== 'departure' || !out.has(p.lenovoId)) out.set(p.lenovoId, p);
  return out;
}

/** Departments and people named in a body, checked against the enterprise. Who has departed or been
 *  deleted since the page was opened is left out, not refused (docs/product.md Part D §3). */
function scopeOf(e: string, body: Record<string, unknown>) {
  const sent = { departIds: idList(body.departIds, 'departIds'), lenovoIds: idList(body.lenovoIds, 'lenovoIds') };
  const { departIds, lenovoIds } = keepLiving(e, sent);
  const index = directoryIndex(e);
  const people = peopleOf(e);
  if (departIds.some((id) => !index.byId.has(id))) throw new Reject(404, '所选部门不存在');
  if (lenovoIds.some((id) => !people.byLenovoId.has(id))) throw new Reject(404, '所选人员不存在或已离职');
  return {
    departIds,
    lenovoIds,
    /** the request named someone or some department, though all of them may have gone since */
    sentAny: sent.departIds.length > 0 || sent.lenovoIds.length > 0,
    departNames: departIds.map((id) => index.byId.get(id)!.departName),
    users: lenovoIds.map((id) => ({ lenovoId: id, name: people.byLenovoId.get(id)!.name })),
  };
}

/** Departments and people to take out of an application's scope: those it names, whatever has become
 *  of them, and otherwise the enterprise's own (unknown ids are refused as in `scopeOf`). */
function storedOf(app: AppRow, body: Record<string, unknown>) {
  const departIds = idList(body.departIds, 'departIds');
  const lenovoIds = idList(body.lenovoIds, 'lenovoIds');
  const find = refLookup(app.enterpriseNumber);
  if (departIds.some((id) => !app.visibleDepartIds.includes(id) && !find.department(id)))
    throw new Reject(404, '所选部门不存在');
  if (lenovoIds.some((id) => !app.visibleUsers.some((u) => u.lenovoId === id) && !find.personByLenovoId(id)))
    throw new Reject(404, '所选人员不存在或已离职');
  return {
    departIds,
    lenovoIds,
    sentAny: departIds.length > 0 || lenovoIds.length > 0,
    departNames: departIds.map((id) => find.department(id)?.name || '未知部门'),
    users: lenovoIds.map((id) => ({
      lenovoId: id,
      name: find.personByLenovoId(id)?.name || app.visibleUsers.find((u) => u.lenovoId === id)?.name || '未知人员',
    })),
  };
}

const groupApp = (a: AppRow): GroupApp => ({
  id: a.id,
  name: a.name,
  iconAddress: a.iconAddress,
  categoryMark: a.categoryMark,
  enable: a.enable,
});

function groupsView(e: string): AppGroups {
  const apps = new Map(appsOf(e).map((a) => [a.id, a]));
  const placed = new Set<string>();
  const groups = appGroupsOf(e).map((g) => ({
    id: g.id,
    groupName: g.groupName,
    apps: g.appIds.filter((id) => apps.has(id)).map((id) => (placed.add(id), groupApp(apps.get(id)!))),
  }));
  return { groups, ungrouped: [...apps.values()].filter((a) => !placed.has(a.id)).map(groupApp) };
}

/** The group owner named by the query must be the session's enterprise and user. */
function checkOwner(input: AuthedInput, enterpriseId: unknown, lenovoId?: unknown) {
  const e = enterpriseOf(input);
  if (!enterpriseId) throw new Reject(400, '参数enterpriseId不能为空');
  if (String(enterpriseId) !== e.id) throw new Reject(403, '无权操作其他企业的应用分组');
  if (lenovoId !== undefined) {
    if (!lenovoId) throw new Reject(400, '参数lenovoId不能为空');
    if (String(lenovoId) !== input.account.lenovoId) throw new Reject(403, '参数lenovoId与当前用户不符');
  }
  return e;
}

function groupNameError(name: string): string | null {
  if (!name) return '分组名称不能为空';
  if ([...name].length > GROUP_NAME_MAX) return `分组名称不能超过${GROUP_NAME_MAX}个字`;
  if (!GROUP_NAME_CHARS.test(name)) return '分组名称只能包含中文、字母、数字、空格和 _-&()';
  return null;
}

const appHandlers = [
  route('get', A, '/app/listAll', (input) => {
    const e = enterpriseOf(input);
    const range = (input.query.get('visibleRange') ?? '').trim();
    if (range !== '' && range !== '2' && range !== '3') throw new Reject(400, '参数visibleRange不正确');
    const category = (input.query.get('categoryMark') ?? '').trim();
    if (category && !CATEGORIES.includes(category)) throw new Reject(400, '参数categoryMark不正确');
    const name = (input.query.get('appName') ?? '').trim().toLowerCase();
    const groups = groupNamesOf(e.enterpriseNumber);
    const find = refLookup(e.enterpriseNumber);
    return appsOf(e.enterpriseNumber)
      .filter(
        (a) =>
          (!range || a.visibleRange === Number(range)) &&
          (!category || a.categoryMark === category) &&
          (!name || a.name.toLowerCase().includes(name)),
      )
      .map((a) => appView(a, groups.get(a.id) ?? [], find));
  }),

  route(
    'post',
    A,
    '/app/enable',
    (input) => {
      const e = requireAdmin(input).enterpriseNumber;
      const app = appOf(e, input.query.get('id'));
      const enable = input.query.get('enable');
      if (enable !== 'true' && enable !== 'false') throw new Reject(400, '参数enable不正确');
      const category = input.query.get('categoryMark');
      if (!category) throw new Reject(400, '参数categoryMark不能为空');
      if (category !== app.categoryMark) throw new Reject(400, '应用分类不符');
      const on = enable === 'true';
      if (app.enable === on) throw new Reject(500, on ? '应用已启用' : '应用已停用');
      app.enable = on;
      touchedBy.set(input.query, {
        keyword: `${on ? '启用' : '停用'}${CATEGORY_NAMES[app.categoryMark]} ${app.name}`,
        objects: [app.name],
      });
      return appView(app);
    },
    { log: logged },
  ),

  route(
    'post',
    A,
    '/admin/appRangeQuery',
    (input) => rangeOf(appOf(enterpriseOf(input).enterpriseNumber, input.body.id)),
    { read: true },
  ),

  route(
    'post',
    A,
    '/admin/updateAppVisible',
    (input) => {
      const e = requireAdmin(input).enterpriseNumber;
      const app = appOf(e, input.body.id);
      const range = input.body.visibleRange;
      if (range !== 2 && range !== 3) throw new Reject(400, '参数visibleRange不正确');
      if (range === 2) {
        app.visibleRange = 2;
        app.visibleDepartIds = [];
        app.visibleUsers = [];
        touchedBy.set(input.body, { keyword: `设置应用可见范围 ${app.name}：全员可见`, objects: [app.name] });
        return rangeOf(app);
      }
      const scope = scopeOf(e, input.body);
      // sent empty is refused; left empty only because everyone sent has gone, it is visible to nobody;
      // a scoped administrator may leave her part empty when the range keeps some she cannot see
      const seen = seenBy(e, input.account.lenovoId);
      const keepsUnseen =
        app.visibleRange === 3 &&
        (app.visibleDepartIds.some((id) => !seen(id)) || app.visibleUsers.some((u) => !seen(u.lenovoId)));
      if (!scope.sentAny && !keepsUnseen) throw new Reject(400, '请选择可见的部门或人员');
      app.visibleRange = 3;
      app.visibleDepartIds = scope.departIds;
      app.visibleUsers = scope.users;
      scopeTouched(input.body, '设置应用可见范围', app, scope);
      return rangeOf(app);
    },
    { log: logged },
  ),

  route(
    'post',
    A,
    '/app/visibleApp',
    (input) => {
      const e = requireAdmin(input).enterpriseNumber;
      const app = appOf(e, input.body.id);
      const visible = flag(input.body, 'visible');
      // taking out: whatever the scope names, a departed or deleted person and a deleted department too
      const scope = visible ? scopeOf(e, input.body) : storedOf(app, input.body);
      // sent empty is refused; adding only people who have gone since adds nobody (the answer says who)
      if (!scope.sentAny) throw new Reject(400, '请选择部门或人员');
      if (app.visibleRange === 2) throw new Reject(500, '该应用对全员可见，请先设置可见范围');
      if (visible) {
        app.visibleDepartIds = [...new Set([...app.visibleDepartIds, ...scope.departIds])];
        const had = new Set(app.visibleUsers.map((u) => u.lenovoId));
        app.visibleUsers = [...app.visibleUsers, ...scope.users.filter((u) => !had.has(u.lenovoId))];
      } else {
        const departs = app.visibleDepartIds.filter((id) => !scope.departIds.includes(id));
        const users = app.visibleUsers.filter((u) => !scope.lenovoIds.includes(u.lenovoId));
        if (!departs.length && !users.length) throw new Reject(500, '可见范围不能为空，请至少保留一个部门或人员');
        app.visibleDepartIds = departs;
        app.visibleUsers = users;
      }
      scopeTouched(input.body, visible ? '添加应用可见范围' : '移除应用可见范围', app, scope);
      return rangeOf(app);
    },
    { log: logged },
  ),

  route(
    'post',
    A,
    '/app/visible',
    (input) => {
      const app = appOf(enterpriseOf(input).enterpriseNumber, input.body.id);
      const keyword = String(input.body.keyword ?? '').trim();
      const rows = viewersOf(app)
        .filter((v) => !keyword || v.person.name.includes(keyword) || v.person.telephone.includes(keyword))
        .map((v) => ({
          lenovoId: v.person.lenovoId,
          name: v.person.name,
          departName: peopleOf(app.enterpriseNumber).departName(v.person),
          via: v.via,
        }));
      return paginate(rows, input.body.page, input.body.size);
    },
    { read: true },
  ),

  route('get', A, '/app/userAppList', (input) => {
    const e = enterpriseOf(input).enterpriseNumber;
    const lenovoId = input.query.get('lenovoId') || input.account.lenovoId;
    if (!peopleOf(e).byLenovoId.has(lenovoId)) throw new Reject(404, '员工不存在或已离职');
    const view = groupsView(e);
    const apps = new Map(appsOf(e).map((a) => [a.id, a]));
    const visible = (g: GroupApp) => g.enable && viewersOf(apps.get(g.id)!).some((v) => v.person.lenovoId === lenovoId);
    const pick = (list: GroupApp[]) =>
      list.filter(visible).map(({ id, name, iconAddress }) => ({ id, name, iconAddress }));
    const out: UserAppGroup[] = view.groups.map((g) => ({ groupName: g.groupName, apps: pick(g.apps) }));
    out.push({ groupName: '其他应用', apps: pick(view.ungrouped) });
    return out.filter((g) => g.apps.length);
  }),

  route('get', A, '/app/group/get', (input) => {
    const e = checkOwner(input, input.query.get('enterpriseId'), input.query.get('lenovoId') ?? '');
    return groupsView(e.enterpriseNumber);
  }),

  route(
    'post',
    A,
    '/app/group/save',
    (input) => {
      requireAdmin(input);
      const e = checkOwner(input, input.body.enterpriseId).enterpriseNumber;
      const list = input.body.groups;
      if (!Array.isArray(list)) throw new Reject(400, '参数groups格式不正确');
      if (list.length > GROUPS_MAX) throw new Reject(400, `分组不能超过${GROUPS_MAX}个`);
      const known = new Map(appsOf(e).map((a) => [a.id, a]));
      const before = appGroupsOf(e);
      const seenNames = new Set<string>();
      const placed = new Set<string>();
      const next = list.map((raw, sort): AppGroupRow => {
        const g = (raw ?? {}) as Record<string, unknown>;
        const name = String(g.groupName ?? '').trim();
        const problem = groupNameError(name);
        if (problem) throw new Reject(400, `${problem}：${name || `第${sort + 1}个分组`}`);
        if (seenNames.has(name.toLowerCase())) throw new Reject(400, `分组名称重复，请修改：${name}`);
        seenNames.add(name.toLowerCase());
        const appIds = idList(g.appIds, 'appIds');
        for (const id of appIds) {
          if (!known.has(id)) throw new Reject(404, '所选应用不存在');
          if (placed.has(id)) throw new Reject(400, `应用${known.get(id)!.name}不能同时在两个分组中`);
          placed.add(id);
        }
        const id = g.id === undefined || g.id === null || g.id === '' ? newId('ag-') : String(g.id);
        if (g.id && !before.some((b) => b.id === id)) throw new Reject(404, `分组不存在：${name}`);
        return { id, enterpriseNumber: e, groupName: name, sort, appIds };
      });
      // What changed, for the change log.
      const added = next.filter((g) => !before.some((b) => b.id === g.id)).map((g) => g.groupName);
      const removed = before.filter((b) => !next.some((g) => g.id === b.id)).map((b) => b.groupName);
      const renamed = next.flatMap((g) => {
        const b = before.find((x) => x.id === g.id);
        return b && b.groupName !== g.groupName ? [`${b.groupName}→${g.groupName}`] : [];
      });
      const groupOf = (rows: AppGroupRow[], appId: string) =>
        rows.find((g) => g.appIds.includes(appId))?.groupName ?? '未分组';
      const moved = [...known.values()]
        .filter((a) => groupOf(before, a.id) !== groupOf(next, a.id))
        .map((a) => `${a.name}→${groupOf(next, a.id)}`);
      const parts = [
        added.length ? `新增分组 ${added.join('、')}` : '',
        removed.length ? `删除分组 ${removed.join('、')}` : '',
        renamed.length ? `重命名分组 ${renamed.join('、')}` : '',
        moved.length ? `移动应用 ${namesOf(moved, 5, '个')}` : '',
      ].filter(Boolean);
      const rows = appGroupRows();
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i].enterpriseNumber === e) rows.splice(i, 1);
      rows.push(...next);
      const movedApps = [...known.values()]
        .filter((a) => groupOf(before, a.id) !== groupOf(next, a.id))
        .map((a) => a.name);
      touchedBy.set(input.body, {
        keyword: `保存应用分组${parts.length ? `：${parts.join('；')}` : '（调整排序）'}`,
        objects: [...new Set([...next.map((g) => g.groupName), ...removed, ...movedApps])],
      });
      return groupsView(e);
    },
    { log: logged },
  ),

  route('get', A, '/admin/app/detail', (input) => {
    const app = appOf(enterpriseOf(input).enterpriseNumber, input.query.get('id'));
    const dateType = Number(input.query.get('dateType'));
    if (![1, 2, 3, 4].includes(dateType)) throw new Reject(400, '参数dateType不正确');
    return usageOf(app, viewersOf(app).length, dateType as UsageDateType);
  }),
];

export default appHandlers;
