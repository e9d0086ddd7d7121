// The references a save left out because their person departed or was deleted, or their department
// was deleted, since the form was opened (docs/product.md Part D §3). Collected per request while
// the handler's synchronous part runs (route() wraps it); route() answers them beside `data`.

export interface PrunedRef {
  kind: 'person' | 'department';
  /** the id as the request sent it */
  id: string;
  name: string;
  state: 'departed' | 'deleted';
}

let current: PrunedRef[] | null = null;

/** Runs a handler's synchronous part, collecting what it left out. */
export function collectPruned<T>(run: () => T): { result: T; pruned: PrunedRef[] } {
  const outer = current;
  const pruned: PrunedRef[] = [];
  current = pruned;
  try {
    return { result: run(), pruned };
  } finally {
    current = outer;
  }
}

/** Records references left out by the request being answered (each once). The collector only
 *  exists during the handler's synchronous part: after an await, another request may be running. */
export function notePruned(refs: readonly PrunedRef[]) {
  if (!current) throw new Error('keepLiving must run inside a sandbox route, before the handler awaits anything');
  for (const ref of refs) if (!current.some((r) => r.kind === ref.kind && r.id === ref.id)) current.push(ref);
}
