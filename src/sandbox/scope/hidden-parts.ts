import type { Journal } from '../db';
import { db } from '../db';
import { canonicalId, idsIn } from './canonical-id';
import type { Covered } from './effective-scope';
import { rowKeyOf } from './row-key';
import { OUT_OF_SCOPE_MESSAGE } from './messages';

// What a scoped administrator's write may do to what she cannot see (assumed contract "Scoped
// administrators", "Partial writes"). Judged on the store itself after the handler ran, against the
// tables as they were before it (db.ts's journal), so no handler and no field can forget it:
// - a list (a person's departments, a group's members, a room's bookers, a visibility …) keeps the
//   entries outside her scope that the write dropped: she saved the part she saw;
// - a row that names anyone or any department outside may not be deleted, and a single field that
//   names one outside may not be changed; no row is added naming one: the write is undone and refused.
// Her own account is not outside for this, even when her scope leaves her own department out (the
// ledger of a balance she changes names her as its operator).

export const HOLDS_HIDDEN_MESSAGE = '该记录包含您管理范围外的人员或部门，无法删除';
export const HIDDEN_FIELD_MESSAGE = '该记录包含您管理范围外的人员或部门，只能修改您管理范围内的部分';

/** Tables not judged: sign-ins, and the change log written after the handler. */
const NOT_JUDGED = new Set(['sessions', 'oneTimeCodes', 'changelog']);

type Json = unknown;
type Judge = (id: unknown) => boolean;

const holds = (value: Json, outside: Judge) => {
  for (const id of idsIn(value)) if (outside(id)) return true;
  return false;
};

/** An element of a list that is itself a reference to someone outside: an id, or an object whose
 *  own fields (not its nested lists) name one. */
const refersOutside = (value: Json, outside: Judge) =>
  value !== null && typeof value === 'object'
    ? Object.values(value).some((v) => (v === null || typeof v !== 'object') && outside(v))
    : outside(value);

/** A list element's identity, to find it again after the write. */
const ELEMENT_KEYS = ['id', 'lenovoId', 'userId', 'departId', 'departmentId', 'uid', 'key'];
function elementKey(value: Json): string {
  if (value === null || typeof value !== 'object') return `v:${canonicalId(value) ?? JSON.stringify(value)}`;
  const record = value as Record<string, unknown>;
  for (const k of ELEMENT_KEYS) if (record[k] !== undefined) return `${k}:${canonicalId(record[k])}`;
  return `j:${JSON.stringify(value)}`;
}

class Violation extends Error {}

/** Puts back into `after` (in place, where it can) the parts of `before` that name someone outside;
 *  answers the value to store, or throws a Violation where a hidden part cannot be put back. */
function keepHidden(before: Json, after: Json, outside: Judge): Json {
  if (before === null || typeof before !== 'object') {
    if (outside(before) && canonicalId(after) !== canonicalId(before)) throw new Violation();
    return after;
  }
  if (Array.isArray(before)) {
    if (!Array.isArray(after)) {
      if (holds(before, outside)) throw new Violation();
      return after;
    }
    const found = new Map(after.map((v, i) => [elementKey(v), i]));
    const missing: Array<[number, Json]> = [];
    before.forEach((element, index) => {
      if (!holds(element, outside)) return;
      const at = found.get(elementKey(element));
      if (at !== undefined) after[at] = keepHidden(element, after[at], outside);
      else if (refersOutside(element, outside)) missing.push([index, element]);
      else throw new Violation();
    });
    // back where they stood, as far as the list still reaches
    for (const [index, element] of missing) after.splice(Math.min(index, after.length), 0, element);
    return after;
  }
  if (after === null || typeof after !== 'object' || Array.isArray(after)) {
    if (holds(before, outside)) throw new Violation();
    return after;
  }
  const target = after as Record<string, unknown>;
  for (const [k, v] of Object.entries(before)) {
    if (!holds(v, outside)) continue;
    if (!(k in target)) throw new Violation();
    target[k] = keepHidden(v, target[k], outside);
  }
  return after;
}

/** Judges a scoped write on the tables it used: puts back the hidden parts it dropped, and answers
 *  the refusal's message when it deleted or changed what cannot be put back (else null). */
export function judgeHiddenParts(journal: Journal, covered: Covered, callerIds: readonly string[]): string | null {
  const outside: Judge = (id) => {
    const c = canonicalId(id);
    return c !== null && covered.outside.has(c) && !callerIds.includes(c);
  };
  const tables = db().tables;
  for (const [name, before] of journal.before) {
    if (NOT_JUDGED.has(name)) continue;
    const after = (tables[name] ?? []) as Json[];
    const keyOf = rowKeyOf(before as Record<string, unknown>[], after as Record<string, unknown>[]);
    const now = new Map(after.map((row, i) => [keyOf(row, i), row]));
    const was = new Set(before.map((row, i) => keyOf(row, i)));
    for (const [key, row] of now) if (!was.has(key) && holds(row, outside)) return OUT_OF_SCOPE_MESSAGE;
    for (const [i, row] of before.entries()) {
      if (!holds(row, outside)) continue;
      const kept = now.get(keyOf(row, i));
      if (kept === undefined) return HOLDS_HIDDEN_MESSAGE;
      try {
        keepHidden(row, kept, outside);
      } catch (e) {
        if (e instanceof Violation) return HIDDEN_FIELD_MESSAGE;
        throw e;
      }
    }
  }
  return null;
}
