// References of meeting rooms, printers, applications and announcements for the lifecycle tests
// (docs/product.md Part D §2), over the default seed, which has few of them: people in each scope,
// departments each uses, a published announcement for a department the property test may delete;
// and what a form opened before a departure or a deletion may still name.
import { printers } from '@/sandbox/printer-tables';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { appId, appsOf } from '@/sandbox/seed/modules/apps';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { departments } from '@/sandbox/org-tables';
import { send } from './send';
import { department, E_MAIN as E, main, ordinary, plain } from './lifecycle-fixtures';

/** For the property test. */
export function arrangeWorkplace(historyDepartment: string) {
  const people = (indexes: number[]) => indexes.map((i) => ordinary()[i]);
  const refs = (indexes: number[]) => people(indexes).map((p) => ({ lenovoId: p.lenovoId, name: p.name }));
  Object.assign(
    meetingRoomRows().find((r) => r.enterpriseNumber === E && r.name === '黄河厅')!,
    {
      bookingRange: 'specified',
      bookingDepartIds: [department('财务部').id],
      bookingUsers: refs([7, 25]),
    },
  );
  Object.assign(
    printers().find((p) => p.printerId === 'prt-2')!,
    { range: 'custom', departIds: [department('研发中心').id], lenovoIds: people([9, 50]).map((p) => p.lenovoId) },
  );
  Object.assign(
    appsOf(E).find((a) => a.id === appId(E, 'crm'))!,
    { visibleRange: 3, visibleDepartIds: [department('人力资源部').id], visibleUsers: refs([11, 70]) },
  );
  const announcement = (id: string) => announcementRows().find((a) => a.id === id)!;
  Object.assign(announcement('an3'), { audienceType: 2, lenovoIds: people([14, 30]).map((p) => p.lenovoId) });
  Object.assign(announcement('an4'), { audienceType: 1, departIds: [department(historyDepartment).id] });
}

/** A departed member, a member just deleted (by the delete call) and a department just deleted
 *  (预算组, made under 财务部 and deleted): what a form opened before may still name. */
export async function gone() {
  const departed = main().find((p) => p.status === 'departure')!;
  const deleted = plain();
  expect((await send('/enterprise-server/admin/users/delete', { ids: [deleted.id] })).code).toBe(200);
  const finance = department('财务部');
  const root = departments().find((d) => d.enterpriseNumber === E && d.parentDepartId === '0')!;
  expect(
    (
      await send('/enterprise-server/depart/insert', {
        departName: '预算组',
        parentDepartId: finance.id,
        enterpriseNumber: E,
        departIdList: [root.id, finance.id],
        usedIds: [],
      })
    ).code,
  ).toBe(200);
  const budget = department('预算组');
  expect(
    (await send('/enterprise-server/depart/del', { departId: budget.id, del: true }, { method: 'PUT' })).code,
  ).toBe(200);
  return { departed, deleted, budget };
}
