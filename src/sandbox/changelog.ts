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
}

export interface ChangeNote {
  typeId: string;
  type: string;
  keyword: string;
  people?: string[];
  objects?: string[];
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

const clean = (names?: readonly string[]) => [...new Set((names ?? []).map((n) => String(n ?? '').trim()).filter(Boolean))];

/** Whether a keyword search hits the row: its text or any name it touched. */
export function mentions(row: ChangeRow, text: string): boolean {
  return row.keyword.includes(text) || !!row.people?.some((n) => n.includes(text)) || !!row.objects?.some((n) => n.includes(text));
}

function stamp(d = new Date()) {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
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
  });
}
