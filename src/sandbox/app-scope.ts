import { directoryIndex, subtreeIds } from './directory-views';
import type { StaffRow } from './org-tables';
import type { AppRow } from './seed/modules/apps';

// Who can see an application: everyone active (visibleRange 2), or the active members of the chosen
// departments and all below them plus the people chosen by name (3). Each person once; the first
// way found is the one named (a person chosen by name, then their department).

export interface Viewer {
  person: StaffRow;
  via: string;
}

export function viewersOf(app: AppRow): Viewer[] {
  const index = directoryIndex(app.enterpriseNumber);
  const active: StaffRow[] = [];
  const seen = new Set<string>();
  for (const list of index.members.values()) {
    for (const p of list) {
      if (seen.has(p.lenovoId)) continue;
      seen.add(p.lenovoId);
      active.push(p);
    }
  }
  if (app.visibleRange === 2) return active.map((person) => ({ person, via: '全员可见' }));
  const byLenovoId = new Map(active.map((p) => [p.lenovoId, p]));
  const out = new Map<string, Viewer>();
  for (const u of app.visibleUsers) {
    const person = byLenovoId.get(u.lenovoId);
    if (person) out.set(person.lenovoId, { person, via: '指定人员' });
  }
  for (const id of app.visibleDepartIds) {
    const name = index.byId.get(id)?.departName;
    if (!name) continue;
    for (const d of subtreeIds(index, id))
      for (const person of index.members.get(d) ?? [])
        if (!out.has(person.lenovoId)) out.set(person.lenovoId, { person, via: name });
  }
  return [...out.values()];
}

/** Active people of the enterprise (each once). */
export function activeCount(enterpriseNumber: string): number {
  const index = directoryIndex(enterpriseNumber);
  const seen = new Set<string>();
  for (const list of index.members.values()) for (const p of list) seen.add(p.lenovoId);
  return seen.size;
}
