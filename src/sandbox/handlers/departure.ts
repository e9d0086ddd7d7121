import { route, type AuthedInput } from '../route';
import { paginate } from '../respond';
import { staff, type StaffRow } from '../org-tables';
import { orgCtx } from './org-staff';
import { dateArg, idList, oneOf, paging, range, text } from '../validate/input';
import { lifecycleContext } from '../lifecycle/context';
import { depart, leaversOf, remove, type Outcome } from '../lifecycle/events';
import { deletionNote, departureNote } from '../lifecycle/log';

// Departure (admin-modules §7 "Departure"): departed staff, departing without a hand-over, delete
// (the rules: docs/product.md Part D §2).
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

/** The event's context and its people, checked (the caller himself, the enterprise head…). */
function eventOf(input: AuthedInput, activeOnly: boolean) {
  const { e } = orgCtx(input);
  const ids = idList(input.body.ids, 'ids');
  const c = lifecycleContext(e, { lenovoId: input.account.lenovoId, name: input.account.username }, ids);
  return { c, rows: leaversOf(c, ids, activeOnly) };
}

const departureHandlers = [
  route('post', E, '/admin/users/departure/all', (input) => departed(input, () => true), { read: true }),

  route(
    'post',
    E,
    '/admin/userSearch/departure',
    (input) => {
      const key = text(input.body, 'keyWord', { label: '关键字', max: 50 });
      return departed(input, (p) => !key || p.name.includes(key) || p.telephone.includes(key));
    },
    { read: true },
  ),

  // D: each kind the leavers hold goes to its default holder (Part D §2)
  route(
    'post',
    E,
    '/admin/users/departure',
    (input) => {
      const { c, rows } = eventOf(input, true);
      const list = depart(c, rows, [], false);
      return { count: list.length, names: list.map((o) => o.name).join('、'), list };
    },
    { log: (_i, r) => (r as { list: Outcome[] }).list.map(departureNote) },
  ),

  // Del: an active person departs first without a hand-over; a tombstone keeps the name
  route(
    'post',
    E,
    '/admin/users/delete',
    (input) => {
      const { c, rows } = eventOf(input, false);
      const list = remove(c, rows);
      return { count: list.length, names: list.map((o) => o.name).join('、'), list };
    },
    { log: (_i, r) => (r as { list: Outcome[] }).list.map(deletionNote) },
  ),
];

export default departureHandlers;
