import fc from 'fast-check';
import { db } from '@/sandbox/db';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { WRITE_FIELDS } from './write-fields';
import type { World } from './world';

// The scope oracle's requests: one generator for every write call of the sandbox (write-fields.ts;
// the test fails for a write call without one). Each names ids from inside and outside the
// generated scope, in every form a client could send (a string, a number, padded, with leading
// zeros, in lists, nested), and the edits of a row she sees send it as the console would: its
// lists without what she cannot see, with some of hers taken out or others added.

export interface Request {
  body: Record<string, unknown>;
  query: Record<string, string>;
}

/** fast-check's fc.gen() picker. */
export type Pick = <T>(arb: fc.Arbitrary<T>) => T;
type Row = Record<string, unknown>;

const one = <T>(pick: Pick, list: readonly T[]): T | undefined =>
  list.length ? list[pick(fc.nat({ max: list.length - 1 }))] : undefined;

/** An id in one of the forms a client may send it in. */
function inForm(pick: Pick, id: string): unknown {
  const digits = /^\d+$/.test(id);
  // as the console sends it more often than not, so that writes get through to their handlers
  if (pick(fc.nat(9)) < 6) return id;
  return one(pick, digits ? [Number(id), ` ${id} `, `0${id}`, `${id}.0`] : [` ${id}`, `${id} `]);
}

/** A person (inside more often than not), as a staff id or a lenovoId. */
function person(pick: Pick, w: World, as?: 'id' | 'lenovoId'): unknown {
  const pool = pick(fc.nat(9)) < 6 || !w.outPeople.length ? w.inPeople : w.outPeople;
  const p = one(pick, pool) ?? one(pick, w.outPeople)!;
  const kind = as ?? (pick(fc.boolean()) ? 'id' : 'lenovoId');
  return inForm(pick, p[kind]);
}

function department(pick: Pick, w: World): unknown {
  const pool = pick(fc.nat(9)) < 6 || !w.outDepartments.length ? w.inDepartments : w.outDepartments;
  return inForm(pick, one(pick, pool) ?? '');
}

function object(pick: Pick, w: World, table?: string): unknown {
  const tables = table ? [table] : Object.keys(w.objects).filter((t) => w.objects[t].length);
  const ids = w.objects[one(pick, tables) ?? ''] ?? [];
  return inForm(pick, one(pick, ids) ?? 'x');
}

const listOf = (pick: Pick, item: () => unknown) => Array.from({ length: pick(fc.integer({ min: 0, max: 3 })) }, item);

/** Where a field's name says what it holds (object ids: the table it most likely names). */
const OBJECT_TABLES: Array<[RegExp, string]> = [
  [/^(groupId|groupIds)$/, 'groups'],
  [/^(timeSheetGroupId)$/, 'attendanceGroups'],
  [/^(shiftIds?)$/, 'shifts'],
  [/^(holidayId)$/, 'leaveTypes'],
  [/^(meetingRoomId)$/, 'meetingRooms'],
  [/^(printerIds?)$/, 'printers'],
  [/^(approveIds?|approveId)$/, 'approvals'],
  [/^(roleIds?|roleId)$/, 'roles'],
  [/^(versionId)$/, 'approvalVersions'],
  [/^(planId)$/, 'restructurePlans'],
];

/** The table a call's `id` most likely names, by its path. */
const ID_TABLES: Array<[RegExp, string]> = [
  [/timeSheetGroup/, 'attendanceGroups'],
  [/shifts/, 'shifts'],
  [/announcement/, 'announcements'],
  [/HolidayUser/, 'leaveBalances'],
  [/Holiday$/, 'leaveTypes'],
  [/approve\/group/, 'approvalGroups'],
  [/approve/, 'approvals'],
  [/app\/group/, 'appGroups'],
  [/app/, 'apps'],
  [/ai\/plugin/, 'aiPlugins'],
  [/ai\/knowledge\/document/, 'aiDocuments'],
  [/ai\/knowledge/, 'aiKnowledgeBases'],
  [/ai\/scene/, 'aiScenes'],
  [/ai\/cueWord/, 'aiCueWords'],
  [/role/, 'roles'],
  [/personnel/, 'pendingStaff'],
  [/depart\//, 'departments'],
  [/printer/, 'printers'],
  [/BindingEngineer/, 'bindingEngineers'],
  [/restructure/, 'restructurePlans'],
];

/** A value for a field, by its name (and for an `id`, by the call's path). */
export function valueFor(pick: Pick, w: World, field: string, call = ''): unknown {
  if (/^(lenovoId|userId|ownerId|transferId|receiverId|enterpriseUserId|supervisorId|departSupervisorId)$/.test(field))
    return person(pick, w, field === 'lenovoId' ? 'lenovoId' : undefined);
  if (/^(lenovoIds|memberIds|userIds|users|holders)$/.test(field))
    return pick(fc.nat(4)) === 0
      ? listOf(pick, () => ({ lenovoId: person(pick, w, 'lenovoId'), name: '某人' }))
      : listOf(pick, () => person(pick, w));
  if (/^(departIds|departIdList|bookingDepartIds|visibleDepartIds)$/.test(field))
    return listOf(pick, () => department(pick, w));
  if (/^(departId|parentDepartId|newDepartId|oldDepartId)$/.test(field)) return department(pick, w);
  const table = OBJECT_TABLES.find(([re]) => re.test(field))?.[1];
  if (table) return field.endsWith('s') ? listOf(pick, () => object(pick, w, table)) : object(pick, w, table);
  if (field === 'id' || field === 'ids') {
    const table = ID_TABLES.find(([re]) => re.test(call))?.[1];
    const item = () =>
      table === 'departments'
        ? department(pick, w)
        : table && pick(fc.nat(4)) > 0
          ? object(pick, w, table)
          : person(pick, w, 'id');
    return field === 'ids' ? listOf(pick, item) : item();
  }
  if (field === 'enterpriseNumber') return MAIN_ENTERPRISE;
  if (field === 'enterpriseId') return 'ent-1';
  if (/Range$|^range$|^audienceType$/.test(field)) return one(pick, ['all', 'part', 1, 2, 3, 'departments']);
  if (/^(enable|del|isDelete|isEnable|isCreateDepartGroup|pinned|approval|show)$/.test(field))
    return pick(fc.boolean());
  if (/^(lines|price|capacity|sort|status)$/.test(field)) return pick(fc.integer({ min: 0, max: 40 }));
  if (/Ids$|s$/.test(field)) return listOf(pick, () => object(pick, w));
  if (/Id$/.test(field)) return object(pick, w);
  return one(pick, ['测试', '新的名称', '', '13900000001', 'a@b.cn']);
}

/** A row of a table as she sees it: each list without the entries naming someone outside. */
function asSeen(w: World, row: Row): Row {
  const named = (v: unknown) =>
    typeof v === 'object' && v !== null
      ? Object.values(v).some((x) => typeof x === 'string' && w.outside.has(x))
      : typeof v === 'string' && w.outside.has(v);
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Array.isArray(v) ? v.filter((x) => !named(x)) : v]),
  );
}

/** Edits of rows whose form sends the row back (table, the row's id field). */
const EDITS: Record<string, [string, string]> = {
  'put /enterprise-server/admin/users': ['staff', 'id'],
  'post /schedule-server/timeSheetGroup/modify': ['attendanceGroups', 'id'],
  'post /group-server/v1_admin/edit_group': ['groups', 'groupId'],
  'post /meeting-room-server/updateMeetingRoom': ['meetingRooms', 'meetingRoomId'],
  'post /approve-server/approve/save': ['approvals', 'id'],
  'post /enterprise-server/announcement/save': ['announcements', 'id'],
  'post /enterprise-server/printer/authorization': ['printers', 'printerId'],
  'post /enterprise-server/ai/plugin/scope': ['aiPlugins', 'id'],
  'put /enterprise-server/depart/edit': ['departments', 'id'],
};

/** A row sent back as she sees it, its lists changed a little. */
function edit(pick: Pick, w: World, table: string): Row | null {
  const rows = ((db().tables[table] ?? []) as Row[]).filter((r) => r.enterpriseNumber === MAIN_ENTERPRISE);
  const seen = rows.filter(
    (r) =>
      !Object.values(r).some((v) => typeof v === 'string' && w.outside.has(v)) &&
      (table !== 'staff' || w.inPeople.some((p) => p.id === r.id)),
  );
  // rows she sees in part (a list naming someone outside) are what a save must not lose
  const inPart = seen.filter((r) =>
    Object.values(r).some((v) => Array.isArray(v) && v.some((x) => w.outside.has(String(x)))),
  );
  const row = one(
    pick,
    inPart.length && pick(fc.boolean()) ? inPart : pick(fc.nat(9)) < 8 && seen.length ? seen : rows,
  );
  if (!row) return null;
  const body = structuredClone(asSeen(w, row));
  for (const [k, v] of Object.entries(body)) {
    if (!Array.isArray(v) || pick(fc.boolean())) continue;
    const list = [...(v as unknown[])];
    if (list.length && pick(fc.boolean())) list.splice(pick(fc.nat(list.length - 1)), 1);
    else list.push(valueFor(pick, w, k === 'departIds' || /Depart/.test(k) ? 'departId' : 'lenovoId'));
    body[k] = list;
  }
  if (table === 'attendanceGroups' && pick(fc.boolean())) body.memberIds = valueFor(pick, w, 'memberIds');
  return body;
}

/** A request for a write call: an edit of a row she sees, or each of its fields by name, sometimes
 *  with more lists of people and departments than it reads. */
export function requestFor(pick: Pick, w: World, call: string): Request {
  const fields = WRITE_FIELDS[call];
  if (!fields) throw new Error(`the scope oracle has no generator for ${call}`);
  const edited = EDITS[call] && pick(fc.nat(3)) > 0 ? edit(pick, w, EDITS[call][0]) : null;
  const body: Record<string, unknown> = edited ?? {};
  if (!edited) for (const f of fields) if (pick(fc.nat(19)) > 0) body[f] = valueFor(pick, w, f, call);
  if (pick(fc.nat(3)) === 0)
    for (const f of ['departIds', 'lenovoIds', 'memberIds']) if (!(f in body)) body[f] = valueFor(pick, w, f);
  const query = Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, String(Array.isArray(v) ? (v[0] ?? '') : (v ?? ''))]),
  );
  return { body, query };
}

/** How often a call is drawn: the edits of rows she sees in part most, then every scoped write. */
export const weightOf = (call: string, scoped: boolean) => (EDITS[call] ? 12 : scoped ? 4 : 1);
