import { secureLocal, secureSession } from '@/lib/storage/secure-storage';
import { STORAGE_KEYS, recordOf, type StorageKey, type StorageRecord } from '@/lib/storage/keys';

// The per-user records in browser storage, handled by their registered names (lib/storage/keys.ts),
// never through the module that wrote them: a module whose code has not loaded in this page life
// still loses its records on a change of identity, and its unsaved work is still put aside at an
// expiry (platform-shell §4.2).

/** Whose work is put aside: the user and the enterprise (null while none is chosen). */
export interface Owner {
  user: string;
  enterprise: string | null;
}

interface KeptWork {
  owner: Owner;
  /** record name → its stored text (the whole is encrypted as one record) */
  records: Record<string, string>;
}

const storeOf = (record: StorageRecord) => (record.area === 'local' ? secureLocal : secureSession);

/** The stored names, by store, that belong to per-user records matching `which`. */
function storedUserRecords(which: (record: StorageRecord) => boolean) {
  return [secureLocal, secureSession].flatMap((store) =>
    store
      .names()
      .filter((name) => {
        const record = recordOf(name);
        return !!record && record.owner === 'user' && storeOf(record) === store && which(record);
      })
      .map((name) => ({ store, name: name as StorageKey })),
  );
}

/** Removes every per-user record from browser storage. */
export function clearUserRecords() {
  for (const { store, name } of storedUserRecords(() => true)) store.remove(name);
}

/** Expiry and 401: the identity's unsaved work is put aside, encrypted, for its return. Nothing is
 *  put aside without an identity or without work (an earlier identity's kept work then stays). */
export function keepUserWork(owner: Owner | null) {
  if (!owner) return;
  const records: Record<string, string> = {};
  for (const { store, name } of storedUserRecords((r) => !!r.keptForReturn)) {
    const text = store.getRaw(name);
    if (text !== null) records[name] = text;
  }
  if (Object.keys(records).length > 0) secureSession.set(STORAGE_KEYS.keptWork, { owner, records } satisfies KeptWork);
}

export const dropKeptWork = () => secureSession.remove(STORAGE_KEYS.keptWork);

/** After a change of identity: kept work goes back into place when its owner is signed in again to
 *  the same enterprise, and is dropped once anyone else is (the same user choosing another
 *  enterprise too). While nobody is signed in, or its user has yet to choose an enterprise, it
 *  waits. Returns whether work was given back. */
export function settleKeptWork(current: Owner | null): boolean {
  const kept = secureSession.get<KeptWork>(STORAGE_KEYS.keptWork);
  if (!kept || !current) return false;
  if (current.user === kept.owner.user && current.enterprise === null) return false;
  dropKeptWork();
  if (current.user !== kept.owner.user || current.enterprise !== kept.owner.enterprise) return false;
  for (const [name, text] of Object.entries(kept.records)) {
    const record = recordOf(name);
    if (record?.keptForReturn) storeOf(record).setRaw(name as StorageKey, text);
  }
  return true;
}
