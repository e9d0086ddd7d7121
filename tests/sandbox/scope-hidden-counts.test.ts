import { call } from './call';
import { deptId, herCover, inside, leaks, outside, scopedToken, storeText } from './scope-fixtures';
import { groups } from '@/sandbox/org-tables';
import { appsOf } from '@/sandbox/seed/modules/apps';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { balances, leaveTypes } from '@/sandbox/leave-tables';
import { ADMIN, signInAs } from '../sign-in';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { printersOf } from '@/sandbox/printer-tables';
import { BI_SOURCES } from '@/sandbox/ai-bi-preview';
import { db } from '@/sandbox/db';
import { HOLDS_HIDDEN_MESSAGE } from '@/sandbox/scope/hidden-parts';
import '@/sandbox/handlers';

// 欧阳敏 (销售部, 市场部, every menu) reads rows whose lists name people or departments outside her
// 管理范围: each answer says how many entries it left out, so her forms can say what a save keeps
// (assumed contract "Partial writes"). Counts are taken from the store, not written by hand.
const hiddenOf = (ids: readonly string[]) => ids.filter((id) => !herCover().staffIds.has(id)).length;

describe('group chats', () => {
  const G = '/group-server';
  it('a chat with members outside lists hers and counts the rest; its 解散 is refused; a save keeps them', async () => {
    const token = scopedToken(true);
    const g = groups().find((x) => x.groupName === '研发技术交流')!;
    const hidden = hiddenOf(g.memberIds);
    expect(hidden).toBeGreaterThan(0);
    const list = await call(token, 'POST', `${G}/v1_admin/search_group`, { keyword: '研发技术', page: 1, size: 10 });
    expect((list.body.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({ memberCount: g.memberIds.length - hidden, hiddenMemberCount: hidden }),
    ]);
    const detail = await call(token, 'POST', `${G}/group_detail`, { groupId: g.groupId });
    const shown = detail.body.data as { members: Array<{ id: string }>; hiddenMemberCount: number };
    expect(shown.hiddenMemberCount).toBe(hidden);
    expect(shown.members).toHaveLength(g.memberIds.length - hidden);

    const before = storeText();
    const res = await call(token, 'POST', `${G}/v1_admin/del_group`, { groupId: g.groupId });
    expect(res.body.message).toBe(HOLDS_HIDDEN_MESSAGE);
    expect(storeText()).toBe(before);

    const members = [...g.memberIds];
    const saved = await call(token, 'POST', `${G}/v1_admin/edit_group`, {
      groupId: g.groupId,
      groupName: '研发技术交流群',
      property: g.property,
      nature: g.nature,
      memberIds: shown.members.map((m) => m.id),
      ownerId: g.ownerId,
    });
    expect(saved.body.message).toBe('成功');
    expect(groups().find((x) => x.groupId === g.groupId)).toMatchObject({
      groupName: '研发技术交流群',
      memberIds: members,
    });
  });

  it('a chat with none of hers hidden carries no count', async () => {
    const token = scopedToken(true);
    const list = await call(token, 'POST', `${G}/v1_admin/search_group`, { keyword: '销售周报', page: 1, size: 10 });
    expect((list.body.data as { list: object[] }).list[0]).not.toHaveProperty('hiddenMemberCount');
  });
});

describe('application visibility', () => {
  const P = '/apps-manage-server';
  const app = (name: string) => appsOf(MAIN_ENTERPRISE).find((a) => a.name === name)!;
  const outsideOf = (name: string) => ({
    departs: app(name).visibleDepartIds.filter((id) => herCover().outside.has(id)).length,
    users: app(name).visibleUsers.filter((u) => herCover().outside.has(u.lenovoId)).length,
  });

  it('the list of applications names no one outside and counts who it left out', async () => {
    const token = scopedToken(true);
    const hidden = outsideOf('薪资条');
    expect(hidden.departs * hidden.users).toBeGreaterThan(0);
    const list = await call(token, 'GET', `${P}/app/listAll`);
    const apps = list.body.data as Array<Record<string, unknown>>;
    expect(leaks(apps)).toEqual([]);
    expect(apps.find((a) => a.name === '薪资条')).toMatchObject({
      visibleUsers: [],
      visibleDeparts: [],
      hiddenVisibleDepartCount: hidden.departs,
      hiddenVisibleUserCount: hidden.users,
    });
    const range = await call(token, 'POST', `${P}/admin/appRangeQuery`, { id: app('薪资条').id });
    expect(range.body.data).toMatchObject({
      departs: [],
      users: [],
      hiddenVisibleDepartCount: hidden.departs,
      hiddenVisibleUserCount: hidden.users,
    });
  });

  it('a save of her part keeps the rest, and may leave her part empty while the rest remains', async () => {
    const token = scopedToken(true);
    const was = structuredClone(app('薪资条'));
    const res = await call(token, 'POST', `${P}/admin/updateAppVisible`, {
      id: was.id,
      visibleRange: 3,
      departIds: [deptId('销售部')],
      lenovoIds: [],
    });
    expect(res.body.message).toBe('成功');
    expect([...app('薪资条').visibleDepartIds].sort()).toEqual([...was.visibleDepartIds, deptId('销售部')].sort());
    const empty = await call(token, 'POST', `${P}/admin/updateAppVisible`, {
      id: was.id,
      visibleRange: 3,
      departIds: [],
      lenovoIds: [],
    });
    expect(empty.body.message).toBe('成功');
    expect(app('薪资条')).toMatchObject({ visibleDepartIds: was.visibleDepartIds, visibleUsers: was.visibleUsers });
  });
});

describe('leave types', () => {
  const LV = '/leave-server';
  const heldOutside = (typeId: string) =>
    balances().some((b) => b.holidayId === typeId && herCover().outside.has(b.lenovoId));

  it('a type whose balances people outside hold says so, and its 删除 is refused; a type of none does not', async () => {
    const token = scopedToken(true);
    // a type nobody holds yet, beside the seeded ones (all held by someone outside)
    await call(token, 'POST', `${LV}/adminLeave/addHoliday`, { name: '调休假' });
    const types = leaveTypes().filter((t) => t.enterpriseNumber === MAIN_ENTERPRISE);
    const held = types.filter((t) => heldOutside(t.id));
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThan(types.length);
    const list = await call(token, 'POST', `${LV}/adminLeave/searchHoliday`, { name: '', page: 1, size: 100 });
    const rows = (list.body.data as { list: Array<{ id: string; heldOutside?: boolean }> }).list;
    expect(rows.filter((r) => r.heldOutside).map((r) => r.id)).toEqual(held.map((t) => t.id));

    const before = storeText();
    const res = await call(token, 'POST', `${LV}/adminLeave/delHoliday`, { id: held[0].id });
    expect(res.body.message).toBe(HOLDS_HIDDEN_MESSAGE);
    expect(storeText()).toBe(before);
  });

  it('an administrator who sees all is never told', async () => {
    const list = await call(signInAs(ADMIN), 'POST', `${LV}/adminLeave/searchHoliday`, {
      name: '',
      page: 1,
      size: 100,
    });
    expect((list.body.data as { list: object[] }).list.some((r) => 'heldOutside' in r)).toBe(false);
  });
});

describe('announcements', () => {
  const E = '/enterprise-server';
  const notice = (id: string) => announcementRows().find((a) => a.id === id)!;

  it('an audience with departments outside counts them, and a save with her part empty keeps them', async () => {
    // hers, for 销售部; the administrator who sees all then adds 产品部 (outside her scope)
    const body = { title: '季度复盘', content: '<p>周五复盘</p>', attachments: [], audienceType: 1, lenovoIds: [] };
    const made = await call(scopedToken(true), 'POST', `${E}/announcement/save`, {
      ...body,
      departIds: [deptId('销售部')],
    });
    const id = (made.body.data as { id: string }).id;
    const widened = await call(signInAs(ADMIN), 'POST', `${E}/announcement/save`, {
      ...body,
      id,
      departIds: [deptId('销售部'), deptId('产品部')],
    });
    expect(widened.body.message).toBe('成功');

    const token = scopedToken(true);
    const detail = await call(token, 'GET', `${E}/announcement/detail?id=${id}`);
    expect(detail.body.data).toMatchObject({ departments: [{ id: deptId('销售部') }], hiddenDepartmentCount: 1 });
    expect(detail.body.data).not.toHaveProperty('hiddenPersonCount');
    const list = await call(token, 'POST', `${E}/announcement/list`, {
      title: '季度复盘',
      status: '',
      page: 1,
      size: 10,
    });
    expect((list.body.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({ hiddenDepartmentCount: 1 }),
    ]);

    const before = storeText();
    const removed = await call(token, 'POST', `${E}/announcement/delete`, { id });
    expect(removed.body.message).toBe(HOLDS_HIDDEN_MESSAGE);
    expect(storeText()).toBe(before);

    const saved = await call(token, 'POST', `${E}/announcement/save`, { ...body, id, departIds: [] });
    expect(saved.body.message).toBe('成功');
    expect(notice(id).departIds).toEqual([deptId('产品部')]);
  });
});

describe('meeting rooms', () => {
  const M = '/meeting-room-server';
  it('bookers outside are counted, and a save with her part empty keeps them', async () => {
    // the administrator who sees all lets 销售部 and 产品部 (outside her scope) book a room
    const room = meetingRoomRows().find((r) => r.enterpriseNumber === MAIN_ENTERPRISE)!;
    const body = { ...room, bookingRange: 'specified', bookingUsers: [] };
    const set = await call(signInAs(ADMIN), 'POST', `${M}/updateMeetingRoom`, {
      ...body,
      bookingDepartIds: [deptId('销售部'), deptId('产品部')],
    });
    expect(set.body.message).toBe('成功');

    const token = scopedToken(true);
    const list = await call(token, 'POST', `${M}/selectMeetingRoom`, {
      enterpriseNumber: MAIN_ENTERPRISE,
      name: room.name,
      pageNumber: 1,
      pageSzie: 10,
    });
    const shown = (list.body.data as { list: Array<Record<string, unknown>> }).list.find(
      (r) => r.meetingRoomId === room.meetingRoomId,
    );
    expect(shown).toMatchObject({ bookingDepartIds: [deptId('销售部')], hiddenBookingDepartCount: 1 });
    expect(shown).not.toHaveProperty('hiddenBookingUserCount');

    const before = storeText();
    const removed = await call(token, 'POST', `${M}/delMeetingRoom`, { meetingRoomId: room.meetingRoomId });
    expect(removed.body.message).toBe(HOLDS_HIDDEN_MESSAGE);
    expect(storeText()).toBe(before);

    const saved = await call(token, 'POST', `${M}/updateMeetingRoom`, { ...body, bookingDepartIds: [] });
    expect(saved.body.message).toBe('成功');
    // read anew: a refused write puts back copies of the rows it touched
    const now = meetingRoomRows().find((r) => r.meetingRoomId === room.meetingRoomId)!;
    expect(now.bookingDepartIds).toEqual([deptId('产品部')]);
  });
});

describe('printers', () => {
  const E = '/enterprise-server';
  it('users outside are counted, and a save with her part empty keeps them', async () => {
    // the administrator who sees all lets one person of hers and one outside print
    const printer = printersOf(MAIN_ENTERPRISE)[0];
    const hers = inside().find((p) => p.status === '')!.lenovoId;
    const theirs = outside().find((p) => p.status === '')!.lenovoId;
    const set = await call(signInAs(ADMIN), 'POST', `${E}/printer/authorization`, {
      printerId: printer.printerId,
      range: 'custom',
      departIds: [],
      lenovoIds: [hers, theirs],
    });
    expect(set.body.message).toBe('成功');

    const token = scopedToken(true);
    const list = await call(token, 'GET', `${E}/printer/queryList`);
    const shown = (list.body.data as Array<{ printerId: string; authorization: Record<string, unknown> }>).find(
      (p) => p.printerId === printer.printerId,
    )!;
    expect(shown.authorization).toMatchObject({ lenovoIds: [hers], hiddenUserCount: 1 });
    expect(shown.authorization).not.toHaveProperty('hiddenDepartCount');

    const saved = await call(token, 'POST', `${E}/printer/authorization`, {
      printerId: printer.printerId,
      range: 'custom',
      departIds: [],
      lenovoIds: [],
    });
    expect(saved.body.message).toBe('成功');
    expect(printersOf(MAIN_ENTERPRISE)[0].lenovoIds).toEqual([theirs]);
  });
});

describe('AI assistant plugins and BI', () => {
  const AI = '/enterprise-server/ai';
  type Scoped = { departIds: string[]; hiddenDepartCount?: number; enabled: boolean };
  const plugin = () =>
    (db().tables.aiPlugins as Array<Scoped & { enterpriseNumber: string; name: string; id: string }>).find(
      (p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.name === '发起审批',
    )!;

  it('a plugin used by a department outside counts it, and a save with her part empty keeps it on', async () => {
    const was = structuredClone(plugin());
    const hidden = was.departIds.filter((id) => herCover().outside.has(id)).length;
    expect(hidden).toBeGreaterThan(0);
    const token = scopedToken(true);
    const list = await call(token, 'POST', `${AI}/plugin/list`, {});
    expect((list.body.data as Array<Scoped & { id: string }>).find((p) => p.id === was.id)).toMatchObject({
      departIds: [],
      hiddenDepartCount: hidden,
    });
    const saved = await call(token, 'POST', `${AI}/plugin/scope`, {
      id: was.id,
      visibleRange: 'part',
      departIds: [],
      users: [],
    });
    expect(saved.body.message).toBe('成功');
    expect(plugin()).toMatchObject({ departIds: was.departIds, enabled: was.enabled });
  });

  it('the assistant used by a department outside names none of it, counts it, and her save keeps it', async () => {
    const body = {
      name: '小联',
      avatar: '',
      greeting: '你好',
      description: '',
      answerStyle: 'balanced',
      visibleRange: 'part',
      users: [],
    };
    const set = await call(signInAs(ADMIN), 'POST', `${AI}/assistant/save`, {
      ...body,
      departIds: [deptId('销售部'), deptId('产品部')],
    });
    expect(set.body.message).toBe('成功');
    const token = scopedToken(true);
    const detail = await call(token, 'GET', `${AI}/assistant/detail`);
    // updaterName says who saved last (as a change's operator does), not whom the range is about
    expect(leaks({ ...(detail.body.data as object), updaterName: '' })).toEqual([]);
    expect(detail.body.data).toMatchObject({ departIds: [deptId('销售部')], hiddenDepartCount: 1 });
    const saved = await call(token, 'POST', `${AI}/assistant/save`, { ...body, departIds: [] });
    expect(saved.body.message).toBe('成功');
    const stored = (db().tables.aiAssistants as Array<{ enterpriseNumber: string; departIds: string[] }>).find(
      (a) => a.enterpriseNumber === MAIN_ENTERPRISE,
    );
    expect(stored?.departIds).toEqual([deptId('产品部')]);
  });

  it('a BI rule for a department outside counts it, and her save keeps it', async () => {
    const rules = (departIds: string[]) =>
      BI_SOURCES.map((source, i) =>
        i === 0
          ? { source, enabled: true, visibleRange: 'part', departIds, users: [] }
          : { source, enabled: false, visibleRange: 'all', departIds: [], users: [] },
      );
    const set = await call(signInAs(ADMIN), 'POST', `${AI}/bi/config/save`, {
      rules: rules([deptId('销售部'), deptId('产品部')]),
    });
    expect(set.body.message).toBe('成功');
    const token = scopedToken(true);
    const config = await call(token, 'GET', `${AI}/bi/config`);
    const [first, ...others] = config.body.data as Scoped[];
    expect(first).toMatchObject({ departIds: [deptId('销售部')], hiddenDepartCount: 1 });
    for (const r of others) expect(r).not.toHaveProperty('hiddenDepartCount');
    const saved = await call(token, 'POST', `${AI}/bi/config/save`, { rules: rules([]) });
    expect(saved.body.message).toBe('成功');
    const stored = (db().tables.aiBiRules as Array<Scoped & { enterpriseNumber: string; source: string }>).find(
      (r) => r.enterpriseNumber === MAIN_ENTERPRISE && r.source === BI_SOURCES[0],
    );
    expect(stored).toMatchObject({ enabled: true, departIds: [deptId('产品部')] });
  });
});
