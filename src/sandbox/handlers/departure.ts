import { route, type AuthedInput } from '../route';
import { paginate, Reject, required } from '../respond';
import { invalidateDirectory } from '../directory-views';
import { groups, note, nowStamp, staff, type StaffRow } from '../org-tables';
import { listNames } from '../changelog';
import { orgCtx } from './org-staff';
import { dateArg, idList, oneOf, paging, range, text } from '../validate/input';

// Departure (admin-modules §7 "Departure"): departed staff, departing, transfer, delete.
const E = '/enterprise-server';

function inRange(p: StaffRow, start: unknown, end: unknown) {
  const t = p.departureTime ?? '';
  return (!start || t >= String(start)) && (!end || t <= String(end));
}

function departed(input: AuthedInput, match: (p: StaffRow) => boolean) {
  const { e, view } = orgCtx(input);
  paging(input.body);
  oneOf(input.body.status, ['departure'], 'status', 'departure');
  const startTime = dateArg(input.body, 'startTime');
  const endTime = dateArg(input.body, 'endTime');
  range(startTime, endTime);
  const { page, size } = input.body;
  const rows = staff()
    .filter((p) => p.enterpriseNumber === e && p.status === 'departure' && inRange(p, startTime, endTime) && match(p))
    .sort((a, b) => (b.departureTime ?? '').localeCompare(a.departureTime ?? ''));
  const out = paginate(rows, page, size);
  return { ...out, list: out.list.map(view) };
}

export function pick(input: AuthedInput, ids: unknown, activeOnly: boolean) {
  const { e } = orgCtx(input);
  const wanted = new Set(idList(ids, 'ids'));
  const rows = staff().filter((p) => p.enterpriseNumber === e && wanted.has(p.id));
  if (rows.length !== wanted.size) throw new Reject(404, '部分员工不存在');
  if (activeOnly && rows.some((p) => p.status === 'departure')) throw new Reject(500, '所选员工中有人已离职');
  if (rows.some((p) => p.lenovoId === input.account.lenovoId)) throw new Reject(500, '不能对当前登录的管理员执行此操作');
  if (rows.some((p) => p.isCeo)) throw new Reject(500, '企业负责人不能离职或删除，请先更换企业负责人');
  return { e, rows };
}

export function depart(rows: StaffRow[]) {
  const time = nowStamp();
  for (const p of rows) {
    p.status = 'departure';
    p.departureTime = time;
  }
  const ids = new Set(rows.map((p) => p.id));
  for (const g of groups()) g.memberIds = g.memberIds.filter((id) => !ids.has(id));
}

/** The people a batch answer names ("李娜、王强"). */
/** admin-modules §5 "departure with a transfer", one person: { id, transferId? } (the receiver takes
 *  over the leaver's groups). The handover wizard sends the same call with ids and handovers
 *  (handlers/handover.ts). */
export function departWithTransfer(input: AuthedInput) {
  required(input.body, ['id']);
  text(input.body, 'transferId', { label: '交接人' });
  const { e, rows } = pick(input, [input.body.id], true);
  const to = input.body.transferId ? staff().find((p) => p.enterpriseNumber === e && p.id === input.body.transferId) : undefined;
  if (input.body.transferId && (!to || to.status === 'departure')) throw new Reject(404, '交接人不存在或已离职');
  if (to && to.id === rows[0].id) throw new Reject(500, '交接人不能是离职员工本人');
  if (to) {
    for (const g of groups()) if (g.ownerId === rows[0].id) g.ownerId = to.id;
    for (const g of groups()) if (g.memberIds.includes(rows[0].id) && !g.memberIds.includes(to.id)) g.memberIds.push(to.id);
  }
  depart(rows);
  invalidateDirectory(e);
  return { name: rows[0].name, transferName: to?.name ?? '' };
}

export const transferNote = (x: { name: string; transferName: string }) =>
  note('f05', `办理离职 ${x.name}${x.transferName ? `，工作交接给 ${x.transferName}` : ''}`, { people: [x.name, x.transferName] });

const namesIn = (r: unknown) => (r as { names: string }).names.split('、').filter(Boolean);

const departureHandlers = [
  route('post', E, '/admin/users/departure/all', (input) => departed(input, () => true), { read: true }),

  route('post', E, '/admin/userSearch/departure', (input) => {
    const key = text(input.body, 'keyWord', { label: '关键字', max: 50 });
    return departed(input, (p) => !key || p.name.includes(key) || p.telephone.includes(key));
  }, { read: true }),

  route('post', E, '/admin/users/departure', (input) => {
    const { e, rows } = pick(input, input.body.ids, true);
    depart(rows);
    invalidateDirectory(e);
    return { count: rows.length, names: rows.map((p) => p.name).join('、') };
  }, { log: (_i, r) => { const people = namesIn(r); return note('f05', `办理离职 ${listNames(people)}`, { people }); } }),

  route('post', E, '/admin/users/delete', (input) => {
    const { e, rows } = pick(input, input.body.ids, false);
    const ids = new Set(rows.map((p) => p.id));
    const all = staff();
    for (let i = all.length - 1; i >= 0; i--) if (ids.has(all[i].id)) all.splice(i, 1);
    for (const g of groups()) g.memberIds = g.memberIds.filter((id) => !ids.has(id));
    invalidateDirectory(e);
    return { count: rows.length, names: rows.map((p) => p.name).join('、') };
  }, { log: (_i, r) => { const people = namesIn(r); return note('f03', `删除员工 ${listNames(people)}`, { people }); } }),
];

export default departureHandlers;
