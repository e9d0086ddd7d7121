import { db, dbVersion } from '../db';
import type { Covered } from './effective-scope';
import { outsideRow } from './lens';
import { idField } from './row-key';

// What a scoped administrator's reads do not show (scope/lens.ts): a row that is, or belongs to, a
// person or department outside — a group chat owned by someone outside, a leave balance of someone
// outside. A write naming such a row by its own id (a group chat's groupId) is refused as a write
// naming the person would be (assumed contract "Scoped administrators").

/** Tables seen whole, or checked by the person and department ids themselves. */
const NOT_OBJECTS = new Set(['accounts', 'enterprises', 'menus', 'sessions', 'oneTimeCodes', 'staff', 'departments']);

type Row = Record<string, unknown>;

/** An id that can only be an object's (not a page number or a count sent beside it). */
const distinctive = (id: string) => id.length >= 6 || /\D/.test(id);

const cache = new Map<string, Set<string>>();

/** The ids of the enterprise's rows her reads do not show; ids of what she covers never count. */
export function hiddenObjectIds(enterpriseNumber: string, covered: Covered): Set<string> {
  const key = `${covered.key}|${dbVersion()}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const ids = new Set<string>();
  for (const [name, all] of Object.entries(db().tables)) {
    if (NOT_OBJECTS.has(name)) continue;
    const rows = (all as Row[]).filter(
      (r) =>
        r && typeof r === 'object' && (r.enterpriseNumber === undefined || r.enterpriseNumber === enterpriseNumber),
    );
    const field = idField(rows);
    if (!field) continue;
    for (const row of rows) {
      const id = row[field];
      if (typeof id !== 'string' || !distinctive(id) || !outsideRow(covered, row)) continue;
      if (covered.staffIds.has(id) || covered.lenovoIds.has(id) || covered.departments.has(id)) continue;
      ids.add(id);
    }
  }
  if (cache.size > 20) cache.clear();
  cache.set(key, ids);
  return ids;
}
