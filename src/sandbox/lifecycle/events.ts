import { Reject } from '../respond';
import { departments, departmentsOf, nowStamp, staff, staffOf, type DepartmentRow, type StaffRow } from '../org-tables';
import type { FieldChange } from '../changelog';
import { invalidateDirectory } from '../directory-views';
import type { LifecycleContext, RunningContext } from './context';
import { holdingsOf, type HeldKind } from './holdings';
import { PLACES, placeOfKind } from './registry';
import { buryDepartments, buryStaff } from './tombstones';

// The lifecycle events (docs/product.md Part D §2), each all or nothing: everything is checked and
// planned first, then applied, so a refusal changes nothing.

/** A receiver asked for: `receiverId` takes `leaverId`'s place for one kind. */
export interface HandoverAsk {
  leaverId: string;
  kind: string;
  receiverId: string;
}

/** What one person's departure (or deletion) did, for the change log. */
export interface Outcome {
  id: string;
  name: string;
  /** "审批流程 3 项交接给李四", "主管部门 1 个改为未设主管" */
  parts: string[];
  receivers: string[];
  objects: string[];
  changes: FieldChange[];
}

interface Step {
  held: HeldKind;
  receiver?: StaffRow;
}

interface Plan {
  leaver: StaffRow;
  steps: Step[];
}

const SELF = '不能对当前登录的管理员执行此操作';

/** The people an event names, checked: all of the enterprise, not the caller, not a role that must
 *  be transferred first (activeOnly: none departed yet). */
export function leaversOf(c: LifecycleContext, ids: readonly string[], activeOnly: boolean): StaffRow[] {
  const wanted = new Set(ids);
  const rows = staffOf(c.e).filter((p) => wanted.has(p.id));
  if (rows.length !== wanted.size) throw new Reject(404, '部分员工不存在');
  if (activeOnly && rows.some((p) => p.status === 'departure')) throw new Reject(500, '所选员工中有人已离职');
  if (rows.some((p) => p.lenovoId === c.actor.lenovoId)) throw new Reject(500, SELF);
  for (const place of PLACES) {
    for (const p of rows) {
      const why = place.refusal?.(c, p);
      if (why) throw new Reject(500, why);
    }
  }
  return rows;
}

function receiverOf(c: LifecycleContext, id: string): StaffRow {
  if (c.leaving.has(id)) throw new Reject(400, '交接人不能是离职员工');
  const to = c.livingById(id);
  if (!to) throw new Reject(404, '交接人不存在或已离职');
  return to;
}

/** Checks the receivers against what each leaver holds. `required`: every responsibility needs one
 *  (D+H); otherwise the default holders take what nobody receives (D, Del). */
function plan(
  c: LifecycleContext,
  leavers: readonly StaffRow[],
  asked: readonly HandoverAsk[],
  required: boolean,
): Plan[] {
  for (const h of asked) {
    const place = placeOfKind(h.kind);
    if (!place || place.handover === 'none') throw new Reject(400, '参数handovers格式不正确');
    if (!c.leaving.has(h.leaverId)) throw new Reject(400, '交接记录中的人员不在本次离职名单中');
  }
  return leavers.map((leaver) => ({
    leaver,
    steps: holdingsOf(c, leaver).map((held) => {
      const mine = asked.filter((h) => h.leaverId === leaver.id && h.kind === held.kind);
      if (mine.length > 1) throw new Reject(400, `${leaver.name}的${held.label}只能指定一位交接人`);
      if (!mine.length && required && held.handover === 'mandatory') {
        throw new Reject(400, `${leaver.name}的${held.label}（${held.items.length}${held.unit}）未指定交接人`);
      }
      return { held, receiver: mine.length ? receiverOf(c, mine[0].receiverId) : undefined };
    }),
  }));
}

function apply(c: LifecycleContext, plans: readonly Plan[]): Outcome[] {
  return plans.map(({ leaver, steps }) => {
    const out: Outcome = { id: leaver.id, name: leaver.name, parts: [], receivers: [], objects: [], changes: [] };
    for (const { held, receiver } of steps) {
      const place = placeOfKind(held.kind)!;
      const count = `${held.label} ${held.items.length} ${held.unit}`;
      if (receiver && place.handOver) {
        out.changes.push(...place.handOver(c, leaver, receiver, held.items));
        out.parts.push(`${count}交接给${receiver.name}`);
        out.receivers.push(receiver.name);
      } else {
        out.changes.push(...(place.release?.(c, leaver) ?? []));
        out.parts.push(`${count}${held.released}`);
      }
      out.objects.push(...held.items.map((x) => x.name));
    }
    return out;
  });
}

/** D+H and D: the leavers depart; what they hold goes to the receivers asked for, the rest to its
 *  default holder. */
export function depart(
  c: RunningContext,
  leavers: readonly StaffRow[],
  asked: readonly HandoverAsk[],
  required: boolean,
): Outcome[] {
  const outcomes = apply(c, plan(c, leavers, asked, required));
  const time = nowStamp();
  for (const p of leavers) {
    p.status = 'departure';
    p.departureTime = time;
  }
  outcomes.forEach((o) => o.changes.unshift({ field: '状态', before: '在职', after: '离职' }));
  c.finish();
  invalidateDirectory(c.e);
  return outcomes;
}

/** Del: an active person departs first without a hand-over; then the row goes and a tombstone keeps
 *  the name for history. */
export function remove(c: RunningContext, rows: readonly StaffRow[]): Outcome[] {
  const outcomes = apply(c, plan(c, rows, [], false));
  outcomes.forEach((o, i) =>
    o.changes.unshift({ field: '状态', before: rows[i].status === 'departure' ? '离职' : '在职', after: '已删除' }),
  );
  const ids = new Set(rows.map((p) => p.id));
  buryStaff(rows);
  const all = staff();
  for (let i = all.length - 1; i >= 0; i--) if (ids.has(all[i].id)) all.splice(i, 1);
  c.finish();
  invalidateDirectory(c.e);
  return outcomes;
}

/** R: back at work in `departId` from `entryTime`; nothing that was removed or handed over comes
 *  back (Part D §3). Returns the log's before → after. */
export function rehire(
  c: RunningContext,
  p: StaffRow,
  d: DepartmentRow,
  entryTime: string,
  departName: (id: string) => string,
): FieldChange[] {
  if (p.status !== 'departure') throw new Reject(500, '该员工未离职，不能重新入职');
  if (p.telephone && staffOf(c.e).some((x) => x.id !== p.id && x.status !== 'departure' && x.telephone === p.telephone))
    throw new Reject(500, '该手机号已存在于企业中');
  const changes: FieldChange[] = [
    { field: '状态', before: '离职', after: '在职' },
    { field: '部门', before: p.departIds.map(departName).join('、'), after: d.departName },
    { field: '入职时间', before: p.entryTime, after: entryTime },
    { field: '离职时间', before: p.departureTime ?? '', after: '' },
  ];
  p.status = '';
  p.departIds = [d.id];
  p.entryTime = entryTime;
  delete p.departureTime;
  c.finish();
  invalidateDirectory(c.e);
  return changes;
}

const PLACES_SHOWN = 3;

/** "会议室「A101」可预订部门、应用「薪资条」可见范围、审批「请假」条件等5处" */
const whereUsed = (uses: readonly string[]) =>
  `${uses.slice(0, PLACES_SHOWN).join('、')}${uses.length > PLACES_SHOWN ? `等${uses.length}处` : ''}`;

/** DD: refused for the root, while active members or child departments (not deleted with it) remain,
 *  and while configuration uses it; then tombstones, and each place lets go of it. */
export function deleteDepartments(
  c: RunningContext,
  ids: readonly string[],
): { rows: DepartmentRow[]; changes: FieldChange[] } {
  const mine = departmentsOf(c.e);
  const byId = new Map(mine.map((d) => [d.id, d]));
  const going = new Set(ids);
  const active = new Set(
    staffOf(c.e)
      .filter((p) => p.status !== 'departure')
      .flatMap((p) => p.departIds),
  );
  const rows = ids.map((id) => {
    const d = byId.get(id);
    if (!d) throw new Reject(404, '部门不存在');
    if (d.parentDepartId === '0') throw new Reject(500, '根部门不能删除');
    if (active.has(id)) throw new Reject(500, `部门“${d.departName}”下存在成员，请先移出成员`);
    if (mine.some((x) => x.parentDepartId === id && !going.has(x.id)))
      throw new Reject(500, `部门“${d.departName}”下存在子部门，无法删除`);
    const uses = PLACES.flatMap((place) => place.departmentUses?.(c, id) ?? []);
    if (uses.length) throw new Reject(500, `部门“${d.departName}”仍被使用：${whereUsed(uses)}，请先移除后再删除`);
    return d;
  });
  const changes = PLACES.flatMap((place) => place.departmentsRemoved?.(c, going) ?? []);
  buryDepartments(rows);
  const all = departments();
  for (let i = all.length - 1; i >= 0; i--)
    if (all[i].enterpriseNumber === c.e && going.has(all[i].id)) all.splice(i, 1);
  c.finish();
  invalidateDirectory(c.e);
  return { rows, changes };
}
