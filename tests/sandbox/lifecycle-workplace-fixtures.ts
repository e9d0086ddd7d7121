// References of meeting rooms, printers, applications and announcements for the lifecycle property
// test (docs/product.md Part D §2), over the default seed, which has few of them: people in each
// scope, departments each uses, and a published announcement for a department the test may delete.
import { printers } from '@/sandbox/printer-tables';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { appId, appsOf } from '@/sandbox/seed/modules/apps';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { department, E_MAIN as E, ordinary } from './lifecycle-fixtures';

export function arrangeWorkplace(historyDepartment: string) {
  const people = (indexes: number[]) => indexes.map((i) => ordinary()[i]);
  const refs = (indexes: number[]) => people(indexes).map((p) => ({ lenovoId: p.lenovoId, name: p.name }));
  Object.assign(meetingRoomRows().find((r) => r.enterpriseNumber === E && r.name === '黄河厅')!, {
    bookingRange: 'specified', bookingDepartIds: [department('财务部').id], bookingUsers: refs([7, 25]),
  });
  Object.assign(printers().find((p) => p.printerId === 'prt-2')!, { range: 'custom', departIds: [department('研发中心').id], lenovoIds: people([9, 50]).map((p) => p.lenovoId) });
  Object.assign(appsOf(E).find((a) => a.id === appId(E, 'crm'))!, { visibleRange: 3, visibleDepartIds: [department('人力资源部').id], visibleUsers: refs([11, 70]) });
  const announcement = (id: string) => announcementRows().find((a) => a.id === id)!;
  Object.assign(announcement('an3'), { audienceType: 2, lenovoIds: people([14, 30]).map((p) => p.lenovoId) });
  Object.assign(announcement('an4'), { audienceType: 1, departIds: [department(historyDepartment).id] });
}
