import { table } from './db';
import type { SessionContext } from './session';

/** One row of the change log (admin-modules §3: creatDate, operation type, name, keyword). */
export interface ChangeRow {
  id: string;
  enterpriseNumber: string;
  creatDate: string;
  /** function module id (see /functionmoudle/list) */
  operationTypeId: string;
  operationType: string;
  /** who did it */
  name: string;
  lenovoId: string;
  /** what was done, naming the people and objects (a long list shortened, see `listNames`) */
  keyword: string;
  /** every person the change touched (names), searched in full even when the keyword lists only the first few */
  people?: string[];
  /** every object it touched: departments, roles, approvals, groups, announcements… */
  objects?: string[];
  /** the enterprise user ids of the people it touched, where the write knows them (a person's history) */
  personIds?: string[];
  /** an edit: before → after per field */
  changes?: FieldChange[];
}

/** One changed field of an edit, as the log shows it (names, not ids). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface ChangeNote {
  typeId: string;
  type: string;
  keyword: string;
  people?: string[];
  objects?: string[];
  personIds?: string[];
  changes?: FieldChange[];
}

export const changeRows = () => table<ChangeRow>('changelog');

/** How many names a keyword spells out before it shortens to "… 等N人". */
export const NAMES_SHOWN = 10;

/** "李娜、王强" or, past NAMES_SHOWN, "李娜、王强…（first ten） 等25人". The full list goes in the
 *  row's people/objects, so the search still finds every name. */
export function listNames(names: readonly string[], unit = '人'): string {
  const shown = names.slice(0, NAMES_SHOWN).join('、');
  return names.length > NAMES_SHOWN ? `${shown} 等${names.length}${unit}` : shown;
}

const clean = (names?: readonly string[]) => [
  ...new Set((names ?? []).map((n) => String(n ?? '').trim()).filter(Boolean)),
];

/** Whether a keyword search hits the row: its text or any name it touched. */
export function mentions(row: ChangeRow, text: string): boolean {
  return (
    row.keyword.includes(text) ||
    !!row.people?.some((n) => n.includes(text)) ||
    !!row.objects?.some((n) => n.includes(text))
  );
}

function stamp(d = new Date()) {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** The field changes a handler computed while writing, picked up by the entry its `log` records. */
const pendingChanges = new WeakMap<object, FieldChange[]>();

/** Called by a handler with what it changed (before → after); unchanged fields are left out. */
export function noteChanges(input: object, list: readonly FieldChange[]) {
  const changed = list
    .filter((c) => c.before !== c.after)
    .map((c) => ({ field: c.field, before: c.before, after: c.after }));
  pendingChanges.set(input, [...(pendingChanges.get(input) ?? []), ...changed]);
}

/** Whether an entry touched the person: by id where the write recorded ids, else by exact name. */
export function touchesPerson(row: ChangeRow, person: { id: string; name: string }): boolean {
  return row.personIds?.length ? row.personIds.includes(person.id) : !!row.people?.includes(person.name);
}

/** Every administrative write the sandbox answers lands here, so the change log is true. */
export function recordChange(ctx: Partial<SessionContext>, note: ChangeNote) {
  if (!ctx.account) return;
  const rows = changeRows();
  rows.unshift({
    id: `log${rows.length + 1}${Date.now().toString(36)}`,
    enterpriseNumber: ctx.enterprise?.enterpriseNumber ?? ctx.session?.enterpriseNumber ?? '',
    creatDate: stamp(),
    operationTypeId: note.typeId,
    operationType: note.type,
    name: ctx.account.username,
    lenovoId: ctx.account.lenovoId,
    keyword: note.keyword,
    people: clean(note.people),
    objects: clean(note.objects),
    ...(note.personIds?.length ? { personIds: [...new Set(note.personIds)] } : {}),
    ...((note.changes ?? pendingChanges.get(ctx))?.length ? { changes: note.changes ?? pendingChanges.get(ctx) } : {}),
  });
}
