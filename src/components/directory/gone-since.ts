import { loadRef } from './ref-batcher';

// The stale-edit guard (lib/stale-edit) asks when another administrator changed a record since its
// form opened. A person or department a departure or deletion took out of the record meanwhile
// (docs/product.md Part D §2, §3) is no administrator's edit, and a save cannot bring them back (the
// server leaves them out and the console names them): such a change alone does not ask.

/** Of the ids a form opened with and the record lacks now, those that left or were deleted (read past
 *  the reference cache). A look-up that fails leaves them out of the answer, so the guard asks. */
export async function goneSince(
  kind: 'lenovoIds' | 'departIds',
  opened: readonly string[],
  now: readonly string[],
): Promise<string[]> {
  const still = new Set(now);
  const lost = opened.filter((id) => !still.has(id));
  const stateOf = (id: string) =>
    kind === 'departIds'
      ? loadRef('departIds', id).then((d) => d.state)
      : loadRef('lenovoIds', id).then((p) => p.state);
  try {
    const states = await Promise.all(lost.map(stateOf));
    return lost.filter((_, i) => states[i] === 'departed' || states[i] === 'deleted');
  } catch {
    return [];
  }
}
