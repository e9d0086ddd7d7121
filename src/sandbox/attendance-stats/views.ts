import { Reject } from '../respond';
import { attendanceGroups } from '../attendance-tables';
import { directoryIndex, subtreeIds } from '../directory-views';
import { livingStaff } from './staff';
import { isDay, isMonth } from '../validate/values';
import { datesOf, emptyDay, groupMonth, type MemberMonth } from './engine';
import { anomaliesOf, ANOMALY_KINDS, figuresOf, sumFigures } from './summaries';
import type {
  Anomaly,
  AnomalyKind,
  DepartmentMonthSummary,
  PersonDay,
  PersonMonth,
  PersonMonthSummary,
} from '@/features/attendance-stats/api/types';

// The views of 考勤统计 over the filtered members (docs/assumed-contract.md "Attendance statistics"):
// the filters of every view, checked as the service refuses them, then the rows.

export function monthArg(value: unknown): string {
  if (!isMonth(value)) throw new Reject(400, '参数month格式须为YYYY-MM');
  return value;
}

export function dayArg(value: unknown): string {
  if (!isDay(value)) throw new Reject(400, '日期格式不正确');
  return value;
}

export function livingPerson(e: string, lenovoId: unknown) {
  const p = livingStaff(e).byLenovoId.get(String(lenovoId ?? ''));
  if (!p) throw new Reject(404, '成员不存在或已离职');
  return p;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The members of the month that the filters keep, group by group (a person is in one group at most). */
function filteredMembers(e: string, body: Record<string, unknown>, month: string): MemberMonth[] {
  const groupId = text(body.timeSheetGroupId);
  const departmentId = text(body.departmentId);
  const lenovoId = text(body.lenovoId);
  let groups = attendanceGroups().filter((g) => g.enterpriseNumber === e);
  if (groupId) {
    groups = groups.filter((g) => g.id === groupId);
    if (!groups.length) throw new Reject(404, '考勤组不存在或已被删除');
  }
  let within: Set<string> | null = null;
  if (departmentId) {
    const index = directoryIndex(e);
    if (!index.byId.has(departmentId)) throw new Reject(404, '部门不存在或已删除');
    within = new Set(subtreeIds(index, departmentId));
  }
  if (lenovoId) livingPerson(e, lenovoId);
  return groups
    .filter((g) => !lenovoId || g.memberIds.includes(lenovoId))
    .flatMap((g) => groupMonth(g, month))
    .filter((m) => (!lenovoId || m.lenovoId === lenovoId) && (!within || m.departIds.some((id) => within.has(id))));
}

function monthlyRows(members: readonly MemberMonth[]): PersonMonthSummary[] {
  return members.map((m) => ({
    lenovoId: m.lenovoId,
    name: m.name,
    departName: m.departName,
    groupName: m.groupName,
    ...figuresOf(m.days),
  }));
}

function dailyRows(members: readonly MemberMonth[], date: string): PersonDay[] {
  const index = Number(date.slice(8)) - 1;
  return members.map((m) => m.days[index]);
}

/** One row per department (the person's first) with members among the filtered ones, in the directory's order. */
function departmentRows(e: string, members: readonly MemberMonth[]): DepartmentMonthSummary[] {
  const index = directoryIndex(e);
  const byDepartment = new Map<string, MemberMonth[]>();
  for (const m of members) {
    const id = m.departIds[0] ?? '';
    byDepartment.set(id, [...(byDepartment.get(id) ?? []), m]);
  }
  const order = new Map([...index.byId.keys()].map((id, i) => [id, i]));
  const rank = (id: string) => order.get(id) ?? order.size;
  return [...byDepartment.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([departmentId, list]) => ({
      departmentId,
      departName: index.byId.get(departmentId)?.departName ?? '',
      headcount: list.length,
      ...sumFigures(list.map((m) => figuresOf(m.days))),
    }));
}

function anomalyKind(value: unknown): AnomalyKind | undefined {
  const kind = text(value);
  if (!kind) return undefined;
  if (!ANOMALY_KINDS.includes(kind as AnomalyKind)) throw new Reject(400, '参数kind不正确');
  return kind as AnomalyKind;
}

const byName = new Intl.Collator('zh-Hans-CN');

/** Newest date first, then by name (then the kinds in their order). */
function anomalyRows(members: readonly MemberMonth[], kind?: AnomalyKind): Anomaly[] {
  const rows = members.flatMap((m) => m.days.flatMap(anomaliesOf)).filter((a) => !kind || a.kind === kind);
  const kindRank = (k: AnomalyKind) => ANOMALY_KINDS.indexOf(k);
  return rows.sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      byName.compare(a.name, b.name) ||
      a.lenovoId.localeCompare(b.lenovoId) ||
      kindRank(a.kind) - kindRank(b.kind),
  );
}

/** A person's month: every day; a person in no group has days without an arrangement. */
export function personMonth(e: string, lenovoId: unknown, month: string): PersonMonth {
  const p = livingPerson(e, lenovoId);
  const group = attendanceGroups().find((g) => g.enterpriseNumber === e && g.memberIds.includes(p.lenovoId));
  const found = group && groupMonth(group, month).find((m) => m.lenovoId === p.lenovoId);
  const people = livingStaff(e);
  const who = { lenovoId: p.lenovoId, name: p.name, departName: people.departName(p) };
  const days = found ? found.days : datesOf(month).map(({ date }) => emptyDay(who, date, 'none'));
  return { ...who, groupName: group?.name ?? '', days, summary: figuresOf(days) };
}

// Each view as a call's body asks for it (its month or day and its filters, checked in this order),
// for the view calls and the export alike: the two must never read a body differently.
type Body = Record<string, unknown>;

export function monthlyView(e: string, body: Body) {
  const month = monthArg(body.month);
  return { month, rows: monthlyRows(filteredMembers(e, body, month)) };
}

export function dailyView(e: string, body: Body) {
  const date = dayArg(body.date);
  return { date, rows: dailyRows(filteredMembers(e, body, date.slice(0, 7)), date) };
}

export function departmentsView(e: string, body: Body) {
  const month = monthArg(body.month);
  return { month, rows: departmentRows(e, filteredMembers(e, body, month)) };
}

export function anomaliesView(e: string, body: Body) {
  const month = monthArg(body.month);
  const kind = anomalyKind(body.kind);
  return { month, rows: anomalyRows(filteredMembers(e, body, month), kind) };
}
