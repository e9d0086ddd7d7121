import { send } from './send';
import { departments, type StaffRow } from '@/sandbox/org-tables';
import { changeRows } from '@/sandbox/changelog';
import { printers } from '@/sandbox/printer-tables';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { appId, appsOf } from '@/sandbox/seed/modules/apps';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { department, E_MAIN as E, plain } from './lifecycle-fixtures';

// Meeting rooms, printers, applications and announcements through the lifecycle rules
// (docs/product.md Part D §2): who may book, print, see or receive is a scope a receiver may take
// over; without one the person is just removed; a department they use cannot be deleted.
const U = '/enterprise-server/admin/users';

const room = (name: string) => meetingRoomRows().find((r) => r.enterpriseNumber === E && r.name === name)!;
const printer = (id: string) => printers().find((p) => p.printerId === id)!;
const app = (key: string) => appsOf(E).find((a) => a.id === appId(E, key))!;
const announcement = (id: string) => announcementRows().find((a) => a.id === id)!;
const ref = (p: StaffRow) => ({ lenovoId: p.lenovoId, name: p.name });

/** Names `p` in a room, a printer, an application and an announcement (as their saves would). */
function nameEverywhere(p: StaffRow, other: StaffRow) {
  Object.assign(room('黄河厅'), { bookingRange: 'specified', bookingUsers: [ref(p), ref(other)] });
  Object.assign(printer('prt-2'), { range: 'custom', lenovoIds: [p.lenovoId] });
  Object.assign(app('crm'), { visibleRange: 3, visibleUsers: [ref(p)], visibleDepartIds: [] });
  Object.assign(announcement('an3'), { audienceType: 2, lenovoIds: [other.lenovoId, p.lenovoId] });
}

interface Kind {
  kind: string;
  label: string;
  handover: string;
  unit: string;
  released: string;
  items: Array<{ id: string; name: string }>;
}
async function kindsOf(id: string) {
  const list = ((await send(`${U}/handover/holdings`, { ids: [id] })).data as { list: Array<{ kinds: Kind[] }> }).list;
  return Object.fromEntries(list[0].kinds.map((k) => [k.kind, k]));
}

describe('a leaver named by rooms, printers, applications and announcements', () => {
  it('holds each as a scope a receiver may take over', async () => {
    const a = plain();
    nameEverywhere(a, plain([a]));
    const kinds = await kindsOf(a.id);
    expect(kinds.meetingRoomBooker).toMatchObject({
      label: '会议室预订范围',
      handover: 'optional',
      unit: '个',
      released: '直接移除',
      items: [{ id: room('黄河厅').meetingRoomId, name: '黄河厅' }],
    });
    expect(kinds.printerUser).toMatchObject({
      label: '打印机使用权限',
      handover: 'optional',
      unit: '台',
      items: [{ id: 'prt-2', name: printer('prt-2').printerSn }],
    });
    expect(kinds.appVisibility).toMatchObject({
      label: '应用可见范围',
      handover: 'optional',
      unit: '个',
      items: [{ id: app('crm').id, name: '客户管理CRM' }],
    });
    expect(kinds.announcementAudience).toMatchObject({
      label: '公告接收人员',
      handover: 'optional',
      unit: '条',
      items: [{ id: 'an3', name: announcement('an3').title }],
    });
  });

  it("a receiver takes the leaver's place in each, once", async () => {
    const a = plain();
    const other = plain([a]);
    const heir = plain([a, other]);
    nameEverywhere(a, other);
    room('黄河厅').bookingUsers.push(ref(heir));
    const kinds = ['meetingRoomBooker', 'printerUser', 'appVisibility', 'announcementAudience'];
    const res = await send(`${U}/departureAndTransfer`, {
      ids: [a.id],
      handovers: kinds.map((kind) => ({ leaverId: a.id, kind, receiverId: heir.id })),
    });
    expect(res.code).toBe(200);
    expect(room('黄河厅').bookingUsers).toEqual([ref(heir), ref(other)]);
    expect(printer('prt-2').lenovoIds).toEqual([heir.lenovoId]);
    expect(app('crm').visibleUsers).toEqual([ref(heir)]);
    expect(announcement('an3').lenovoIds).toEqual([other.lenovoId, heir.lenovoId]);
    expect(changeRows()[0].keyword).toBe(
      `${a.name}离职，会议室预订范围 1 个交接给${heir.name}，打印机使用权限 1 台交接给${heir.name}，应用可见范围 1 个交接给${heir.name}，公告接收人员 1 条交接给${heir.name}`,
    );
    expect(changeRows()[0].changes).toContainEqual({
      field: '会议室「黄河厅」可预订人员',
      before: a.name,
      after: heir.name,
    });
  });

  it('without a receiver the leaver is removed; a scope left with nobody stays limited to nobody', async () => {
    const a = plain();
    const other = plain([a]);
    nameEverywhere(a, other);
    expect((await send(`${U}/departure`, { ids: [a.id] })).code).toBe(200);
    expect(room('黄河厅').bookingUsers).toEqual([ref(other)]);
    expect(printer('prt-2')).toMatchObject({ range: 'custom', lenovoIds: [], departIds: [] });
    expect(app('crm')).toMatchObject({ visibleRange: 3, visibleUsers: [], visibleDepartIds: [] });
    expect(announcement('an3').lenovoIds).toEqual([other.lenovoId]);
    expect(changeRows()[0].keyword).toBe(
      `${a.name}离职，会议室预订范围 1 个直接移除，打印机使用权限 1 台直接移除，应用可见范围 1 个直接移除，公告接收人员 1 条直接移除`,
    );
  });

  it('a deleted person is removed the same way', async () => {
    const a = plain();
    const other = plain([a]);
    nameEverywhere(a, other);
    expect((await send(`${U}/delete`, { ids: [a.id] })).code).toBe(200);
    expect(room('黄河厅').bookingUsers).toEqual([ref(other)]);
    expect(printer('prt-2').lenovoIds).toEqual([]);
    expect(app('crm').visibleUsers).toEqual([]);
    expect(announcement('an3').lenovoIds).toEqual([other.lenovoId]);
  });
});

describe('deleting a department rooms, printers, applications or announcements use', () => {
  const del = (departId: string) => send('/enterprise-server/depart/del', { departId, del: true }, { method: 'PUT' });
  /** an empty department under 财务部 */
  async function emptyDepartment(name: string) {
    const finance = department('财务部');
    const root = departments().find((d) => d.enterpriseNumber === E && d.parentDepartId === '0')!;
    expect(
      (
        await send('/enterprise-server/depart/insert', {
          departName: name,
          parentDepartId: finance.id,
          enterpriseNumber: E,
          departIdList: [root.id, finance.id],
          usedIds: [],
        })
      ).code,
    ).toBe(200);
    return department(name);
  }

  it('is refused naming where it is used, and allowed once nothing uses it', async () => {
    const d = await emptyDepartment('预算组');
    Object.assign(room('黄河厅'), { bookingRange: 'specified', bookingDepartIds: [d.id] });
    expect((await del(d.id)).message).toBe('部门“预算组”仍被使用：会议室「黄河厅」可预订部门，请先移除后再删除');
    Object.assign(printer('prt-2'), { range: 'custom', departIds: [d.id] });
    Object.assign(app('crm'), { visibleRange: 3, visibleDepartIds: [d.id] });
    Object.assign(announcement('an3'), { audienceType: 1, departIds: [d.id] });
    expect((await del(d.id)).message).toBe(
      `部门“预算组”仍被使用：会议室「黄河厅」可预订部门、打印机「${printer('prt-2').printerSn}」使用权限、应用「客户管理CRM」可见范围等4处，请先移除后再删除`,
    );
    expect(departments()).toContain(d);
    for (const clear of [
      () => (room('黄河厅').bookingDepartIds = []),
      () => (printer('prt-2').departIds = []),
      () => (app('crm').visibleDepartIds = []),
    ])
      clear();
    expect((await del(d.id)).message).toBe(
      '部门“预算组”仍被使用：公告「第四季度全员大会安排」接收部门，请先移除后再删除',
    );
    announcement('an3').departIds = [];
    expect((await del(d.id)).code).toBe(200);
  });

  it('a published announcement keeps the deleted department as history, named by its last name', async () => {
    const d = await emptyDepartment('预算组');
    Object.assign(announcement('an2'), { audienceType: 1, departIds: [d.id] });
    expect((await del(d.id)).code).toBe(200);
    expect(announcement('an2').departIds).toEqual([d.id]);
    const detail = await send('/enterprise-server/announcement/detail?id=an2', undefined, { method: 'GET' });
    expect((detail.data as { departments: unknown[] }).departments).toEqual([{ id: d.id, departName: '预算组' }]);
  });
});
