import type { Reference, Requirement } from '../registry';

// The references a place lists for the invariants (registry.ts `references`), spelt once: most are
// live ones (a member, a department of the enterprise); history asks only that it be known.

/** A stored person, named by enterprise user id or by lenovoId. */
export const personReference = (
  where: string,
  by: Reference['by'],
  value: string,
  requires: Requirement = 'living',
): Reference => ({ where, target: 'person', by, value, requires });

/** A stored department (by its id). */
export const departmentReference = (where: string, value: string, requires: Requirement = 'living'): Reference => ({
  where,
  target: 'department',
  by: 'id',
  value,
  requires,
});

/** One history reference per person named (hundreds of rows name the same few hundred people). */
export const historyOf = (where: string, lenovoIds: Iterable<string>): Reference[] =>
  [...new Set(lenovoIds)].map((value) => personReference(where, 'lenovoId', value, 'known'));
