import { departmentsOf, staffOf } from '../org-tables';
import { PLACES, type Reference } from './registry';
import { deletedDepartments, deletedStaff } from './tombstones';

// Every reference of every place, checked against the rule it follows (docs/product.md Part D):
// a membership or a responsibility names a member who has not departed, history names a member or
// a tombstone, configuration names an existing department. The property test runs this after
// every step of random lifecycle events.

export interface BrokenReference extends Reference {
  place: string;
  /** what it resolved to instead */
  found: 'nothing' | 'departed' | 'tombstone';
}

export function brokenReferences(e: string): BrokenReference[] {
  const people = staffOf(e);
  const byKey = { id: new Map(people.map((p) => [p.id, p])), lenovoId: new Map<string, (typeof people)[number]>() };
  for (const p of people)
    if (p.status !== 'departure' || !byKey.lenovoId.has(p.lenovoId)) byKey.lenovoId.set(p.lenovoId, p);
  const buried = deletedStaff().filter((d) => d.enterpriseNumber === e);
  const buriedKey = { id: new Set(buried.map((d) => d.id)), lenovoId: new Set(buried.map((d) => d.lenovoId)) };
  const departments = new Set(departmentsOf(e).map((d) => d.id));
  const buriedDepartments = new Set(
    deletedDepartments()
      .filter((d) => d.enterpriseNumber === e)
      .map((d) => d.id),
  );

  const problem = (r: Reference): BrokenReference['found'] | null => {
    if (r.target === 'department') {
      if (departments.has(r.value)) return null;
      return buriedDepartments.has(r.value) ? (r.requires === 'known' ? null : 'tombstone') : 'nothing';
    }
    const p = byKey[r.by].get(r.value);
    if (p) return p.status !== 'departure' || r.requires === 'known' ? null : 'departed';
    return buriedKey[r.by].has(r.value) ? (r.requires === 'known' ? null : 'tombstone') : 'nothing';
  };
  return PLACES.flatMap((place) =>
    place.references(e).flatMap((r) => {
      const found = problem(r);
      return found ? [{ ...r, place: place.kind, found }] : [];
    }),
  );
}
