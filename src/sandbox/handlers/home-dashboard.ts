import { route } from '../route';
import { Reject } from '../respond';
import { menuOf } from '../core-tables';
import { staffOf } from '../org-tables';
import { directoryIndex, subtreeIds } from '../directory-views';
import { billRows, dayOf, eventRows, taskRows, type ExpenseGroup } from '../seed/modules/home-dashboard';
import { enterpriseOf } from './home';
import { isDay } from '../validate/values';

// The dashboard (platform-shell §3.4) and the AI menu authority.
const E = '/enterprise-server';
const AI_MENU_URL = 'intelligent/intelligent_create';
const GROUPS: ExpenseGroup[] = [
  'travelExpense',
  'accommodationExpense',
  'trafficExpense',
  'entertainmentExpense',
  'teamConstructionExpense',
  'communicationExpense',
  'otherExpense',
];

/** A stable number in [0, 1) from a text (the same day and department always give the same figures). */
function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10000) / 10000;
}

function days(start: string, end: string) {
  const out: string[] = [];
  const d = new Date(`${start}T00:00:00`);
  const last = new Date(`${end}T00:00:00`);
  while (d <= last && out.length < 400) {
    if (d.getDay() !== 0 && d.getDay() !== 6) out.push(dayOf(d));
    d.setDate(d.getDate() + 1);
  }
  return out;
}

type Tree = { id: string; departName: string; departTree?: Tree[] };

const dashboardHandlers = [
  // the authority is the identity's menu holding 设置企业AI助理, as /menu/userMenuList answers it
  // (whatever id the catalogue gives that entry)
  route('get', E, '/admin/hasAiMenuAuthor', (input) => {
    const e = enterpriseOf(input);
    return menuOf(input.account.lenovoId, e.enterpriseNumber).some((m) => m.url === AI_MENU_URL);
  }),

  route('get', E, '/v4/depart/searchMyTreeV1', (input) => {
    const e = enterpriseOf(input);
    if (!input.query.get('userId')) throw new Reject(400, '参数userId不能为空');
    if (input.query.get('userId') !== input.account.lenovoId) throw new Reject(403, '无权查看其他用户的部门');
    const index = directoryIndex(e.enterpriseNumber);
    const build = (parent: string): Tree[] =>
      (index.children.get(parent) ?? []).map((d) => ({ id: d.id, departName: d.departName, departTree: build(d.id) }));
    return build('0');
  }),

  route('get', E, '/enterpriseUser/getDataDashboardStatistics', (input) => {
    const e = enterpriseOf(input);
    const departId = input.query.get('departId');
    const startTime = input.query.get('startTime') ?? '';
    const endTime = input.query.get('endTime') ?? '';
    if (!departId) throw new Reject(400, '参数departId不能为空');
    if (!isDay(startTime) || !isDay(endTime)) throw new Reject(400, '日期格式不正确');
    if (startTime > endTime) throw new Reject(400, '开始日期不能晚于结束日期');
    const index = directoryIndex(e.enterpriseNumber);
    if (!index.byId.has(departId)) throw new Reject(404, '部门不存在');
    const ids = new Set(subtreeIds(index, departId));
    const people = staffOf(e.enterpriseNumber).filter((s) => s.status === '' && s.departIds.some((id) => ids.has(id)));
    const who = new Set(people.map((p) => p.lenovoId));
    const nameOf = new Map(people.map((p) => [p.lenovoId, p.name]));
    const inRange = (d: string) => d.slice(0, 10) >= startTime && d.slice(0, 10) <= endTime;

    const workdays = days(startTime, endTime);
    const att = { shouldAttend: 0, normal: 0, late: 0, leaveEarly: 0, absent: 0, onLeave: 0, businessTrip: 0 };
    const daily = workdays.map((date) => {
      const n = people.length;
      const h = hash(date + departId);
      const late = Math.round(n * (0.02 + h * 0.05));
      const early = Math.round(n * 0.01 * h);
      const absent = Math.round(n * 0.006 * hash(date));
      const leave = Math.round(n * (0.02 + 0.03 * hash(departId + date)));
      const trip = Math.round(n * 0.03 * h);
      Object.assign(att, {
        shouldAttend: att.shouldAttend + n,
        late: att.late + late,
        leaveEarly: att.leaveEarly + early,
        absent: att.absent + absent,
        onLeave: att.onLeave + leave,
        businessTrip: att.businessTrip + trip,
      });
      att.normal += Math.max(0, n - late - early - absent - leave - trip);
      return { date, rate: n ? Math.round(((n - absent - leave) / n) * 1000) / 10 : 0 };
    });

    const costData = Object.fromEntries(GROUPS.map((g) => [g, {} as Record<string, unknown>]));
    for (const b of billRows()) {
      if (b.enterpriseNumber !== e.enterpriseNumber || !who.has(b.lenovoId) || !inRange(b.date)) continue;
      costData[b.group][b.id] = {
        id: b.id,
        date: b.date,
        item: b.item,
        applicant: nameOf.get(b.lenovoId) ?? '',
        amount: b.amount,
      };
    }
    const tasks = taskRows().filter(
      (t) => t.enterpriseNumber === e.enterpriseNumber && who.has(t.lenovoId) && inRange(t.dueDate),
    );
    const today = dayOf(new Date());
    const events = eventRows().filter(
      (v) => v.enterpriseNumber === e.enterpriseNumber && who.has(v.lenovoId) && inRange(v.startTime),
    );
    const meetings = events.filter((v) => v.kind === 'meeting');
    const ranking = people
      .map((p) => ({ name: p.name, hours: Math.round((8 + hash(p.lenovoId + startTime) * 3) * 10) / 10 }))
      .sort((a, b) => b.hours - a.hours)
      .slice(0, 5);
    return {
      attendanceStatistics: { ...att, daily },
      durationInfoResponse: {
        averageWorkHours: people.length ? Math.round((8.6 + hash(departId + startTime) * 1.2) * 10) / 10 : 0,
        totalOvertimeHours: Math.round(people.length * workdays.length * 0.4 * (0.5 + hash(departId))),
        totalLeaveHours: att.onLeave * 8,
        ranking,
      },
      costData,
      taskDashBoard: {
        total: tasks.length,
        finished: tasks.filter((t) => t.status === 'finished').length,
        inProgress: tasks.filter((t) => t.status === 'inProgress').length,
        notStarted: tasks.filter((t) => t.status === 'notStarted').length,
        overdue: tasks.filter((t) => t.status !== 'finished' && t.dueDate < today).length,
      },
      scheduleAndMeeting: {
        scheduleCount: events.length - meetings.length,
        meetingCount: meetings.length,
        meetingHours: Math.round(meetings.reduce((s, m) => s + m.minutes, 0) / 6) / 10,
        upcoming: events
          .filter((v) => v.startTime >= today)
          .sort((a, b) => a.startTime.localeCompare(b.startTime))
          .slice(0, 6)
          .map((v) => ({ id: v.id, title: v.title, startTime: v.startTime, kind: v.kind, room: v.room })),
      },
    };
  }),
];

export default dashboardHandlers;
