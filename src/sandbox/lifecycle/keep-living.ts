import { notePruned, type PrunedRef } from './pruned';
import { refLookup, type KnownDepartment, type KnownPerson } from './ref-lookup';

// A save that sends back a person who has since departed or been deleted, or a department since
// deleted (a form opened before someone else's change), is not refused: those references are left
// out, the rest is saved, and the answer says what was left out (`pruned`, docs/assumed-contract.md
// "References: resolve and the pruned notice"). Save handlers call this before checking that the
// ids exist.

export interface Refs {
  lenovoIds: string[];
  userIds: string[];
  departIds: string[];
}

const gone = (
  found: KnownPerson | KnownDepartment | undefined,
): found is (KnownPerson | KnownDepartment) & { state: PrunedRef['state'] } =>
  found?.state === 'departed' || found?.state === 'deleted';

/**
 * The references still living, in the order given; the dropped ones are recorded for the request's
 * answer. Ids the enterprise never had are kept, so the handler's own check refuses them with its
 * message (404, docs/assumed-contract.md "Conventions"). Call it in the handler's synchronous part.
 */
export function keepLiving(
  enterpriseNumber: string,
  refs: { lenovoIds?: readonly string[]; userIds?: readonly string[]; departIds?: readonly string[] },
): Refs {
  const find = refLookup(enterpriseNumber);
  const dropped: PrunedRef[] = [];
  const keep = (
    ids: readonly string[] | undefined,
    kind: PrunedRef['kind'],
    look: (id: string) => KnownPerson | KnownDepartment | undefined,
  ) =>
    (ids ?? []).filter((id) => {
      const found = look(id);
      if (!gone(found)) return true;
      dropped.push({ kind, id, name: found.name, state: found.state });
      return false;
    });
  const out = {
    lenovoIds: keep(refs.lenovoIds, 'person', find.personByLenovoId),
    userIds: keep(refs.userIds, 'person', find.personById),
    departIds: keep(refs.departIds, 'department', find.department),
  };
  notePruned(dropped);
  return out;
}
