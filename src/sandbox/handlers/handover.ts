import { route, type AuthedInput } from '../route';
import { Reject, required } from '../respond';
import { note, staff, staffOf, type StaffRow } from '../org-tables';
import { noteChanges } from '../changelog';
import { DAY, dateArg, idList, text } from '../validate/input';
import { lifecycleContext } from '../lifecycle/context';
import { depart, leaversOf, rehire, type HandoverAsk, type Outcome } from '../lifecycle/events';
import { holdingsOf } from '../lifecycle/holdings';
import { departureNote } from '../lifecycle/log';
import { departmentNameOf } from '../lifecycle/tombstones';
import { orgCtx } from './org-staff';

// Departure with a hand-over of everything the leavers hold, and re-hire (docs/assumed-contract.md
// "Lifecycle of people and departments"; the rules: docs/product.md Part D).
const E = '/enterprise-server';

const actorOf = (input: AuthedInput) => ({ lenovoId: input.account.lenovoId, name: input.account.username });

function asks(value: unknown): HandoverAsk[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Reject(400, '参数handovers格式不正确');
  return value.map((h) => {
    const x = (h ?? {}) as Record<string, unknown>;
    if (typeof x.leaverId !== 'string' || typeof x.receiverId !== 'string' || typeof x.kind !== 'string')
      throw new Reject(400, '参数handovers格式不正确');
    return { leaverId: x.leaverId, kind: x.kind, receiverId: x.receiverId };
  });
}

/** { ids, handovers }: one or several leavers, a receiver per kind (every responsibility needs one). */
function departWithHandover(input: AuthedInput): Outcome[] {
  required(input.body, ['ids']);
  const { e } = orgCtx(input);
  const ids = idList(input.body.ids, 'ids');
  const c = lifecycleContext(e, actorOf(input), ids);
  const rows = leaversOf(c, ids, true);
  return depart(c, rows, asks(input.body.handovers), true);
}

/** admin-modules §7 "departure with a transfer", one person: { id, transferId? }. The transferee
 *  receives every kind that can be handed over; without one it is a departure without a hand-over. */
function departWithTransfer(input: AuthedInput): Outcome[] {
  required(input.body, ['id']);
  text(input.body, 'transferId', { label: '交接人' });
  const { e } = orgCtx(input);
  const id = String(input.body.id);
  const transferId = input.body.transferId ? String(input.body.transferId) : '';
  const c = lifecycleContext(e, actorOf(input), [id]);
  const [leaver] = leaversOf(c, [id], true);
  if (transferId === id) throw new Reject(500, '交接人不能是离职员工本人');
  if (transferId && !c.livingById(transferId)) throw new Reject(404, '交接人不存在或已离职');
  const kinds = transferId ? holdingsOf(c, leaver).filter((k) => k.handover !== 'none') : [];
  return depart(
    c,
    [leaver],
    kinds.map((k) => ({ leaverId: id, kind: k.kind, receiverId: transferId })),
    false,
  );
}

const handoverHandlers = [
  route(
    'post',
    E,
    '/admin/users/handover/holdings',
    (input) => {
      const { e } = orgCtx(input);
      const ids = idList(input.body.ids, 'ids');
      if (!ids.length) throw new Reject(400, '参数ids不能为空');
      const people = new Map(staffOf(e).map((p) => [p.id, p]));
      const rows = ids.map((id) => people.get(id));
      if (rows.some((p) => !p)) throw new Reject(404, '部分员工不存在');
      const c = lifecycleContext(e, actorOf(input), ids);
      return { list: (rows as StaffRow[]).map((p) => ({ id: p.id, name: p.name, kinds: holdingsOf(c, p) })) };
    },
    { read: true },
  ),

  // admin-modules §7 "departure with a transfer" (body not shown): the handover wizard sends
  // { ids, handovers } for one or several leavers; { id, transferId? } is the one-person form.
  route(
    'post',
    E,
    '/admin/users/departureAndTransfer',
    (input) => {
      const list =
        'ids' in input.body || 'handovers' in input.body ? departWithHandover(input) : departWithTransfer(input);
      return { count: list.length, list };
    },
    { log: (_i, r) => (r as { list: Outcome[] }).list.map(departureNote) },
  ),

  route(
    'post',
    E,
    '/admin/users/rehire',
    (input) => {
      required(input.body, ['id', 'departId', 'entryTime']);
      const { e, index, view } = orgCtx(input);
      const p = staff().find((x) => x.enterpriseNumber === e && x.id === String(input.body.id));
      if (!p) throw new Reject(404, '员工不存在');
      if (p.status !== 'departure') throw new Reject(500, '该员工未离职，不能重新入职');
      const d = index.byId.get(String(input.body.departId));
      if (!d) throw new Reject(404, '部门不存在');
      const entryTime = dateArg(input.body, 'entryTime', DAY);
      const departName = (id: string) => index.byId.get(id)?.departName ?? departmentNameOf(e, id);
      noteChanges(input, rehire(lifecycleContext(e, actorOf(input)), p, d, entryTime, departName));
      return view(p);
    },
    {
      log: (_i, r) => {
        const x = r as { id: string; name: string; departmentList: Array<{ departName: string }> };
        const depart = x.departmentList[0]?.departName ?? '';
        return note('f04', `重新入职 ${x.name}（${depart}）`, {
          people: [x.name],
          objects: [depart],
          personIds: [x.id],
        });
      },
    },
  ),
];

export default handoverHandlers;
