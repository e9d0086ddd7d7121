// How a row of a table is found again (scope/hidden-objects.ts, scope/hidden-parts.ts): by its own
// id field when the table has one, else by its place (the table kept its length) or its content.

type Row = Record<string, unknown>;

/** A table's own id: `id`, else its first `…Id` field whose values are unique in the table. */
export function idField(rows: readonly Row[]): string | null {
  const first = rows[0];
  if (!first) return null;
  if (typeof first.id === 'string') return 'id';
  for (const key of Object.keys(first).filter((k) => k.endsWith('Id'))) {
    const values = new Set(rows.map((r) => r[key]));
    if (values.size === rows.length && typeof first[key] === 'string') return key;
  }
  return null;
}

/** The key that finds a row of `before` in `after` (the same table before and after a write). */
export function rowKeyOf(before: readonly Row[], after: readonly Row[]): (row: unknown, index: number) => string {
  const field = idField(before);
  if (field) return (row) => `${String((row as Row | null)?.[field])}`;
  if (before.length === after.length) return (_row, index) => String(index);
  return (row) => JSON.stringify(row);
}
