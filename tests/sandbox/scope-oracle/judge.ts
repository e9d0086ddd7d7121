import { db } from '@/sandbox/db';
import { canonical, namedIds, ownIdField, type World } from './world';

// The scope oracle's judgement of a scoped administrator's writes, made on the whole store before
// and after them, row by row, by reading each row's people and departments itself:
// - a row deleted named no one and no department outside her scope;
// - a row added names no one outside;
// - a row changed keeps every reference outside it had and gains none;
// - a row about someone outside (one of its own fields names them) changes only where it named
//   someone of hers (her person left a responsibility there), or in its time stamps.

type Row = Record<string, unknown>;
/** Not judged: sign-ins, and the change log (whose entries name the people a change was about). */
const NOT_JUDGED = new Set(['sessions', 'oneTimeCodes', 'changelog']);
const STAMP = /time|date|stamp|version/i;

/** Each table's rows as text, with the key of each by the oracle's reading of the table's id. */
interface TableText {
  field: string | null;
  keys: string[];
  texts: string[];
}
export type Snapshot = Map<string, TableText>;

function tableText(rows: Row[], field: string | null): TableText {
  const texts = rows.map((r) => JSON.stringify(r));
  return { field, texts, keys: field ? rows.map((r) => String(r[field])) : [] };
}

export function snapshot(): Snapshot {
  const out: Snapshot = new Map();
  for (const [name, rows] of Object.entries(db().tables))
    if (!NOT_JUDGED.has(name)) out.set(name, tableText(rows as Row[], ownIdField(rows as Row[])));
  return out;
}

/** Rows by key: the table's id field, else their place (the table kept its length), else their text. */
const keyed = (t: TableText, sameLength: boolean) =>
  new Map(t.texts.map((text, i) => [t.field ? t.keys[i] : sameLength ? String(i) : text, text]));

const outsideIn = (world: World, value: unknown) => [...namedIds(value)].filter((id) => world.outside.has(id));

/** A row about someone or some department outside: a field of its own (not a list) names one. */
const aboutOutside = (world: World, row: Row) =>
  Object.values(row).some((v) => (v === null || typeof v !== 'object') && world.outside.has(canonical(v) ?? ''));

const namesHers = (world: World, value: unknown) =>
  [...namedIds(value)].some((id) => !world.outside.has(id) && /^(u-|d-|\d{8}$)/.test(id));

/** What the writes did beyond her scope, one line each (empty: nothing). */
export function judge(before: Snapshot, world: World): string[] {
  const problems: string[] = [];
  for (const [name, allRows] of Object.entries(db().tables)) {
    if (NOT_JUDGED.has(name)) continue;
    const earlier = before.get(name) ?? { field: null, keys: [], texts: [] };
    // a table empty before has its id field read from its rows now
    const current = tableText(allRows as Row[], earlier.field ?? ownIdField(allRows as Row[]));
    if (earlier.field === null && current.field !== null)
      earlier.keys = earlier.texts.map((t) => String((JSON.parse(t) as Row)[current.field!]));
    earlier.field ??= current.field;
    const same = current.texts.length === earlier.texts.length;
    const was = keyed(earlier, same);
    const now = keyed(current, same);
    for (const [key, text] of was) {
      const after = now.get(key);
      if (after === text) continue;
      const old = JSON.parse(text) as Row;
      const held = outsideIn(world, old);
      if (after === undefined) {
        if (held.length) problems.push(`${name} ${key}: deleted, it held ${held.slice(0, 3).join(',')}`);
        continue;
      }
      const row = JSON.parse(after) as Row;
      const kept = new Set(outsideIn(world, row));
      const lost = held.filter((id) => !kept.has(id));
      const gained = [...kept].filter((id) => !held.includes(id));
      if (lost.length) problems.push(`${name} ${key}: lost ${lost.slice(0, 3).join(',')}`);
      if (gained.length) problems.push(`${name} ${key}: gained ${gained.slice(0, 3).join(',')}`);
      if (aboutOutside(world, old)) {
        const changed = Object.keys({ ...old, ...row }).filter(
          (k) => JSON.stringify(old[k]) !== JSON.stringify(row[k]) && !STAMP.test(k),
        );
        const beyond = changed.filter((k) => !namesHers(world, old[k]) && !namesHers(world, row[k]));
        if (beyond.length) problems.push(`${name} ${key}: about someone outside, changed ${beyond.join(',')}`);
      }
    }
    for (const [key, text] of now)
      if (!was.has(key)) {
        const held = outsideIn(world, JSON.parse(text));
        if (held.length) problems.push(`${name} ${key}: added, naming ${held.slice(0, 3).join(',')}`);
      }
  }
  return problems;
}

/** The names and ids of people or departments outside that a refusal's message gives away. */
export function namedInMessage(world: World, message: string): string[] {
  const tokens = message.split(/[、，,/\s：:（）()「」【】;；。]+/).filter(Boolean);
  return tokens.filter((t) => world.outsideNames.has(t) || world.outside.has(canonical(t) ?? ''));
}
