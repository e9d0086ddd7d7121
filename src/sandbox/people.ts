import { directoryIndex } from './directory-views';
import { staffOf, type StaffRow } from './org-tables';
import { refLookup } from './lifecycle/ref-lookup';

// Staff of an enterprise by lenovoId, as the schedule and leave services see them (departed staff
// excluded), and how the change log names a set of people.

export interface PeopleLookup {
  byLenovoId: Map<string, StaffRow>;
  departName(p: StaffRow): string;
}

export function peopleOf(enterpriseNumber: string): PeopleLookup {
  const index = directoryIndex(enterpriseNumber);
  const byLenovoId = new Map<string, StaffRow>();
  for (const p of staffOf(enterpriseNumber)) if (p.status !== 'departure') byLenovoId.set(p.lenovoId, p);
  return { byLenovoId, departName: (p) => index.byId.get(p.departIds[0])?.departName ?? '' };
}

/** 张三、李四、王五 等12人 (`unit` 人 by default) */
export function namesOf(names: readonly string[], shown = 3, unit = '人'): string {
  if (names.length <= shown) return names.join('、');
  return `${names.slice(0, shown).join('、')} 等${names.length}${unit}`;
}

/** The names of people by lenovoId for the change log: someone departed or deleted by the name they
 *  had (docs/product.md Part D §1 "history"); an id the enterprise never had stays as sent. */
export function personNames(enterpriseNumber: string, lenovoIds: readonly string[]): string[] {
  const refs = refLookup(enterpriseNumber);
  return lenovoIds.map((id) => refs.personByLenovoId(id)?.name ?? id);
}
