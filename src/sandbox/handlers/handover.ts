import { route, type AuthedInput } from '../route';
import { Reject, required } from '../respond';
import { invalidateDirectory } from '../directory-views';
import { note, staff, type StaffRow } from '../org-tables';
import { noteChanges, type FieldChange } from '../changelog';
import { HANDOVER_KINDS, handOver, holdingsOf, KIND_LABEL, KIND_UNIT, type HandoverKind, type Holdings } from '../handover';
import { DAY, dateArg, idList } from '../validate/input';
import { depart, departWithTransfer, pick, transferNote } from './departure';
import { orgCtx } from './org-staff';

// Departure with a handover of everything the leavers hold, and re-hire (docs/assumed-contract.md
// "Departure handover, re-hire, audit diff").
const E = '/enterprise-server';

interface Handover {
  leaverId: string;
  kind: HandoverKind;
  receiverId: string;
}

/** What one leaver's departure did, for their change-log entry. */
interface Outcome {
  id: string;
  name: string;
  parts: string[];
  receivers: string[];
  objects: string[];
  changes: FieldChange[];
}

function handovers(value: unknown): Handover[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Reject(400, '参数handovers格式不正确');
  return value.map((h) => {
    const x = (h ?? {}) as Record<string, unknown>;
    if (typeof x.leaverId !== 'string' || typeof x.receiverId !== 'string' || !HANDOVER_KINDS.includes(x.kind as HandoverKind)) throw new Reject(400, '参数handovers格式不正确');
    return { leaverId: x.leaverId, kind: x.kind as HandoverKind, receiverId: x.receiverId };
  });
}

function receiverOf(e: string, id: string, leavers: Set<string>): StaffRow {
  if (leavers.has(id)) throw new Reject(400, '交接人不能是离职员工');
  const to = staff().find((p) => p.enterpriseNumber === e && p.id === id);
  if (!to || to.status === 'departure') throw new Reject(404, '交接人不存在或已离职');
  return to;
}

function departWithHandover(input: AuthedInput): Outcome[] {
  required(input.body, ['ids']);
  const { e, rows } = pick(input, input.body.ids, true);
  const leaverIds = new Set(rows.map((p) => p.id));
  const asked = handovers(input.body.handovers);
  if (asked.some((h) => !leaverIds.has(h.leaverId))) throw new Reject(400, '交接记录中的人员不在本次离职名单中');
  const held = new Map<string, Holdings>(rows.map((p) => [p.id, holdingsOf(e, p)]));
  const plan = rows.map((p) => HANDOVER_KINDS.filter((k) => held.get(p.id)![k].length).map((kind) => {
    const list = asked.filter((h) => h.leaverId === p.id && h.kind === kind);
    const items = held.get(p.id)![kind];
    // nothing is left without an owner
    if (!list.length) throw new Reject(400, `${p.name}的${KIND_LABEL[kind]}（${items.length}${KIND_UNIT[kind]}）未指定交接人`);
    if (list.length > 1) throw new Reject(400, `${p.name}的${KIND_LABEL[kind]}只能指定一位交接人`);
    return { kind, items, to: receiverOf(e, list[0].receiverId, leaverIds) };
  }));
  const outcomes = rows.map((p, i) => {
    const out: Outcome = { id: p.id, name: p.name, parts: [], receivers: [], objects: [], changes: [] };
    for (const { kind, items, to } of plan[i]) {
      out.changes.push(...handOver(e, kind, p, to, items));
      out.parts.push(`${KIND_LABEL[kind]} ${items.length} ${KIND_UNIT[kind]}交接给${to.name}`);
      out.receivers.push(to.name);
      out.objects.push(...items.map((x) => x.name));
    }
    out.changes.unshift({ field: '状态', before: '在职', after: '离职' });
    return out;
  });
  depart(rows);
  invalidateDirectory(e);
  return outcomes;
}

const handoverHandlers = [
  route('post', E, '/admin/users/handover/holdings', (input) => {
    const { e } = orgCtx(input);
    const ids = idList(input.body.ids, 'ids');
    if (!ids.length) throw new Reject(400, '参数ids不能为空');
    const rows = ids.map((id) => staff().find((p) => p.enterpriseNumber === e && p.id === id));
    if (rows.some((p) => !p)) throw new Reject(404, '部分员工不存在');
    return { list: (rows as StaffRow[]).map((p) => ({ id: p.id, name: p.name, ...holdingsOf(e, p) })) };
  }, { read: true }),

  // admin-modules §5 "departure with a transfer" (body not shown): the handover wizard sends
  // { ids, handovers } for one or several leavers; { id, transferId? } is the one-person form.
  route('post', E, '/admin/users/departureAndTransfer', (input) => {
    if (!('ids' in input.body) && !('handovers' in input.body)) return departWithTransfer(input);
    const list = departWithHandover(input);
    return { count: list.length, list };
  }, {
    // one entry per leaver: "张三离职，审批 3 项交接给李四，群聊 1 个交接给王五"
    log: (_i, r) => 'list' in (r as object)
      ? (r as { list: Outcome[] }).list.map((o) =>
        note('f05', [`${o.name}离职`, ...o.parts].join('，'), { people: [o.name, ...o.receivers], objects: o.objects, personIds: [o.id], changes: o.changes }))
      : transferNote(r as { name: string; transferName: string }),
  }),

  route('post', E, '/admin/users/rehire', (input) => {
    required(input.body, ['id', 'departId', 'entryTime']);
    const { e, index, view } = orgCtx(input);
    const p = staff().find((x) => x.enterpriseNumber === e && x.id === String(input.body.id));
    if (!p) throw new Reject(404, '员工不存在');
    if (p.status !== 'departure') throw new Reject(500, '该员工未离职，不能重新入职');
    const departId = String(input.body.departId);
    const d = index.byId.get(departId);
    if (!d) throw new Reject(404, '部门不存在');
    const entryTime = dateArg(input.body, 'entryTime', DAY);
    if (p.telephone && staff().some((x) => x.enterpriseNumber === e && x.id !== p.id && x.status !== 'departure' && x.telephone === p.telephone)) {
      throw new Reject(500, '该手机号已存在于企业中');
    }
    const before = { depart: p.departIds.map((id) => index.byId.get(id)?.departName ?? id).join('、'), entryTime: p.entryTime, departureTime: p.departureTime ?? '' };
    p.status = '';
    p.departIds = [departId];
    p.entryTime = entryTime;
    delete p.departureTime;
    invalidateDirectory(e);
    const changes: FieldChange[] = [
      { field: '状态', before: '离职', after: '在职' }, { field: '部门', before: before.depart, after: d.departName },
      { field: '入职时间', before: before.entryTime, after: entryTime }, { field: '离职时间', before: before.departureTime, after: '' },
    ];
    noteChanges(input, changes);
    return view(p);
  }, { log: (_i, r) => {
    const x = r as { id: string; name: string; departmentList: Array<{ departName: string }> };
    const depart = x.departmentList[0]?.departName ?? '';
    return note('f04', `重新入职 ${x.name}（${depart}）`, { people: [x.name], objects: [depart], personIds: [x.id] });
  } }),
];

export default handoverHandlers;
