import { table, type Db } from '../../db';
import { createRandom } from '../../random';
import type { StaffRow } from '../../org-tables';
import { MAIN_ENTERPRISE } from '../core';

// A quarter of a real company's expenses, tasks, schedules and meetings, ending today, for the
// dashboard (platform-shell §3.4). Attendance is derived per day from the staff in the handler.

export type ExpenseGroup =
  | 'travelExpense'
  | 'accommodationExpense'
  | 'trafficExpense'
  | 'entertainmentExpense'
  | 'teamConstructionExpense'
  | 'communicationExpense'
  | 'otherExpense';

export interface BillRow {
  id: string;
  enterpriseNumber: string;
  lenovoId: string;
  group: ExpenseGroup;
  item: string;
  amount: number;
  date: string;
}
export interface TaskRow {
  id: string;
  enterpriseNumber: string;
  lenovoId: string;
  title: string;
  status: 'finished' | 'inProgress' | 'notStarted';
  dueDate: string;
}
export interface EventRow {
  id: string;
  enterpriseNumber: string;
  lenovoId: string;
  kind: 'meeting' | 'schedule';
  title: string;
  startTime: string;
  minutes: number;
  room?: string;
}

export const billRows = () => table<BillRow>('dashboardBills');
export const taskRows = () => table<TaskRow>('dashboardTasks');
export const eventRows = () => table<EventRow>('dashboardEvents');

const ITEMS: Record<ExpenseGroup, [string[], number, number]> = {
  travelExpense: [['上海客户拜访差旅', '深圳项目交付差旅', '成都渠道大会差旅', '杭州展会差旅'], 800, 4200],
  accommodationExpense: [['酒店住宿', '展会期间住宿', '培训住宿'], 300, 1800],
  trafficExpense: [['市内打车', '机场往返', '高铁票', '加班打车'], 30, 900],
  entertainmentExpense: [['客户商务宴请', '合作伙伴接待', '供应商洽谈餐费'], 400, 3500],
  teamConstructionExpense: [['季度团建', '部门聚餐', '生日会'], 500, 6000],
  communicationExpense: [['话费补贴', '流量包', '视频会议账号'], 50, 300],
  otherExpense: [['办公用品', '快递费', '图书资料', '打印耗材'], 20, 800],
};
const TASKS = [
  '需求评审',
  '接口联调',
  '版本发布',
  '客户回访',
  '月度报表',
  '招聘面试',
  '合同审核',
  '市场活动策划',
  '测试用例编写',
  '预算编制',
];
const MEETINGS = ['周例会', '项目启动会', '需求评审会', '季度复盘会', '客户沟通会', '技术分享会'];
const SCHEDULES = ['拜访客户', '出差', '培训', '面试', '述职准备'];
const ROOMS = ['1号会议室', '2号会议室', '创新厅', '远航厅', '视频会议室A'];

const pad = (n: number) => String(n).padStart(2, '0');
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export default function seedDashboard(db: Db) {
  const r = createRandom(3120);
  const people = ((db.tables.staff ?? []) as StaffRow[])
    .filter((s) => s.enterpriseNumber === MAIN_ENTERPRISE && s.status === '')
    .slice(0, 400);
  if (!people.length) return;
  const today = new Date();
  const dayBack = (n: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - n);
  const bills: BillRow[] = [];
  const groups = Object.keys(ITEMS) as ExpenseGroup[];
  for (let i = 0; i < 420; i++) {
    const group = groups[Math.min(groups.length - 1, Math.floor(r.next() * r.next() * groups.length * 1.6))];
    const [items, min, max] = ITEMS[group];
    bills.push({
      id: `bill${i + 1}`,
      enterpriseNumber: MAIN_ENTERPRISE,
      lenovoId: r.pick(people).lenovoId,
      group,
      item: r.pick(items),
      amount: Math.round(r.int(min, max) * 100) / 100,
      date: dayOf(dayBack(r.int(0, 89))),
    });
  }
  const tasks: TaskRow[] = [];
  for (let i = 0; i < 360; i++) {
    const due = r.int(-80, 20);
    const status =
      due > 5
        ? r.chance(0.3)
          ? 'inProgress'
          : 'notStarted'
        : r.chance(0.75)
          ? 'finished'
          : r.chance(0.6)
            ? 'inProgress'
            : 'notStarted';
    tasks.push({
      id: `task${i + 1}`,
      enterpriseNumber: MAIN_ENTERPRISE,
      lenovoId: r.pick(people).lenovoId,
      title: r.pick(TASKS),
      status,
      dueDate: dayOf(dayBack(-due)),
    });
  }
  const events: EventRow[] = [];
  for (let i = 0; i < 320; i++) {
    const meeting = r.chance(0.6);
    const d = dayBack(r.int(-14, 89));
    events.push({
      id: `evt${i + 1}`,
      enterpriseNumber: MAIN_ENTERPRISE,
      lenovoId: r.pick(people).lenovoId,
      kind: meeting ? 'meeting' : 'schedule',
      title: r.pick(meeting ? MEETINGS : SCHEDULES),
      startTime: `${dayOf(d)} ${pad(r.int(9, 17))}:${r.pick(['00', '30'])}`,
      minutes: r.pick([30, 60, 60, 90, 120]),
      room: meeting ? r.pick(ROOMS) : undefined,
    });
  }
  db.tables.dashboardBills = bills;
  db.tables.dashboardTasks = tasks;
  db.tables.dashboardEvents = events;
}
