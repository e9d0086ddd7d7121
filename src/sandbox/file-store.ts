// The sandbox's file service: what the attachment upload stored, by id, as a real server keeps its
// files, so the address an upload answers still serves the file after a reload. Held in memory; in
// the browser also in IndexedDB: the rest of the store lives in localStorage (about 5 MB for the
// whole origin, rewritten after every write), where a 5 MB picture or a 10 MB attachment cannot go.

const DB_NAME = 'eac.sandbox.files';
const STORE = 'files';

const memory = new Map<string, Blob>();
/** IndexedDB once the browser sandbox has started (persistFiles); null in tests. */
let disk: Promise<IDBDatabase | null> | null = null;

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T | undefined> {
  if (!disk) return Promise.resolve(undefined);
  return disk.then((db) => {
    if (!db) return undefined;
    return new Promise<T | undefined>((done) => {
      const tx = db.transaction(STORE, mode);
      const asked = run(tx.objectStore(STORE));
      // a write counts once it is committed; a failure (quota, private mode) keeps the file in memory only
      tx.oncomplete = () => done(asked.result);
      tx.onerror = tx.onabort = () => done(undefined);
    });
  });
}

/** Browser: keep files in IndexedDB from now on (when the browser offers it). */
export function persistFiles() {
  disk = new Promise((done) => {
    try {
      const open = indexedDB.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => done(open.result);
      open.onerror = open.onblocked = () => done(null);
    } catch {
      done(null);
    }
  });
}

/** Stores a file; settles once it would survive a reload. */
export async function putFile(id: string, file: Blob) {
  memory.set(id, file);
  await request((s) => s.put(file, id), 'readwrite');
}

export async function getFile(id: string): Promise<Blob | undefined> {
  const kept = memory.get(id);
  if (kept) return kept;
  const stored = await request<Blob>((s) => s.get(id), 'readonly');
  if (stored) memory.set(id, stored);
  return stored;
}

/** The sandbox is reset: its files go with its data. */
export function clearFiles() {
  memory.clear();
  void request((s) => s.clear(), 'readwrite');
}
