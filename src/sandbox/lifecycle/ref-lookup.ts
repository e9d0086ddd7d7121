import type { DepartmentState, PersonState } from '@/components/directory/types';
import { readQuietly } from '../db';
import { deletedDepartments, deletedStaff } from './tombstones';
import { directoryIndex, memoised } from '../directory-views';
import type { StaffRow, StaffStatus } from '../org-tables';

// What a stored reference names today: a person or department of the enterprise, with its state
// (docs/product.md Part D §3). Live rows come from the directory index (cached, so the large seed's
// 50,000 staff are mapped once per change, not scanned per id); deleted ones from the tombstones.

export interface KnownPerson {
  id: string;
  lenovoId: string;
  name: string;
  state: Exclude<PersonState, 'unknown' | 'outside'>;
}

export interface KnownDepartment {
  id: string;
  name: string;
  state: Exclude<DepartmentState, 'unknown' | 'outside'>;
}

export interface RefLookup {
  personById(id: string): KnownPerson | undefined;
  personByLenovoId(lenovoId: string): KnownPerson | undefined;
  department(id: string): KnownDepartment | undefined;
}

const STATE: Record<StaffStatus, KnownPerson['state']> = {
  '': 'active',
  unactivated: 'unactivated',
  unjoined: 'unjoined',
  departure: 'departed',
};

const known = (p: StaffRow): KnownPerson => ({
  id: p.id,
  lenovoId: p.lenovoId,
  name: p.name,
  state: STATE[p.status] ?? 'active',
});

/** Staff by user id and by lenovoId. A lenovoId held by two rows (an account re-added after it
 *  departed) names the row still with the enterprise. */
function staffMaps(people: StaffRow[]) {
  const byId = new Map<string, KnownPerson>();
  const byLenovoId = new Map<string, KnownPerson>();
  for (const p of people) {
    const k = known(p);
    byId.set(p.id, k);
    const held = byLenovoId.get(p.lenovoId);
    if (!held || held.state === 'departed') byLenovoId.set(p.lenovoId, k);
  }
  return { byId, byLenovoId };
}

/** The enterprise's references as of its last write. A lookup only reads: the write answering it
 *  does not count the directory tables as used (db.ts readQuietly). */
export function refLookup(enterpriseNumber: string): RefLookup {
  return readQuietly(() => {
    const index = directoryIndex(enterpriseNumber);
    const { byId, byLenovoId } = memoised(index, 'refLookup', () => staffMaps(index.people));
    const goneById = new Map<string, KnownPerson>();
    const goneByLenovoId = new Map<string, KnownPerson>();
    for (const t of deletedStaff()) {
      if (t.enterpriseNumber !== enterpriseNumber) continue;
      const k: KnownPerson = { id: t.id, lenovoId: t.lenovoId, name: t.name, state: 'deleted' };
      goneById.set(t.id, k);
      goneByLenovoId.set(t.lenovoId, k);
    }
    const goneDepartments = new Map<string, KnownDepartment>();
    for (const t of deletedDepartments()) {
      if (t.enterpriseNumber === enterpriseNumber)
        goneDepartments.set(t.id, { id: t.id, name: t.departName, state: 'deleted' });
    }
    return {
      personById: (id) => byId.get(id) ?? goneById.get(id),
      personByLenovoId: (lenovoId) => byLenovoId.get(lenovoId) ?? goneByLenovoId.get(lenovoId),
      department: (id) => {
        const d = index.byId.get(id);
        return d ? { id: d.id, name: d.departName, state: 'active' } : goneDepartments.get(id);
      },
    };
  });
}
