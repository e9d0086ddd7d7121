// The sandbox's file service: what the attachment upload stored, by id, as a real server keeps its
// files, so the address an upload answers still serves the file after a reload. Held in memory and,
// once a host has started the sandbox, on its disk (FileDisk): in the browser IndexedDB (the rest of
// the store lives in localStorage, about 5 MB for the whole origin, rewritten after every write,
// where a 5 MB picture or a 10 MB attachment cannot go); on the Node server files under its data
// folder (serve/file-disk.ts).

/** Where files outlive the process or the page. */
export interface FileDisk {
  /** settles once the file would survive a reload (or a crash); a failure keeps it in memory only */
  put(id: string, file: Blob): Promise<void>;
  get(id: string): Promise<Blob | undefined>;
  clear(): Promise<void>;
}

const DB_NAME = 'eac.sandbox.files';
const STORE = 'files';

/** The browser's disk: IndexedDB (null when the browser refuses it: private mode, blocked). */
function indexedDbDisk(): FileDisk {
  const opened = new Promise<IDBDatabase | null>((done) => {
    try {
      const open = indexedDB.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => done(open.result);
      open.onerror = open.onblocked = () => done(null);
    } catch {
      done(null);
    }
  });
  const request = <T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode) =>
    opened.then((db) => {
      if (!db) return undefined;
      return new Promise<T | undefined>((done) => {
        const tx = db.transaction(STORE, mode);
        const asked = run(tx.objectStore(STORE));
        // a write counts once it is committed; a failure (quota, private mode) keeps the file in memory only
        tx.oncomplete = () => done(asked.result);
        tx.onerror = tx.onabort = () => done(undefined);
      });
    });
  return {
    put: async (id, file) => void (await request((s) => s.put(file, id), 'readwrite')),
    get: (id) => request<Blob>((s) => s.get(id), 'readonly'),
    clear: async () => void (await request((s) => s.clear(), 'readwrite')),
  };
}

const memory = new Map<string, Blob>();
/** null in tests: files live in memory only. */
let disk: FileDisk | null = null;

/** Keep files on a disk from now on: the browser's IndexedDB unless the host passes its own. */
export function persistFiles(on: FileDisk = indexedDbDisk()) {
  disk = on;
}

/** Back to memory only (the server when it closes). */
export function stopPersistingFiles() {
  disk = null;
  memory.clear();
}

/** Stores a file; settles once it would survive a reload. */
export async function putFile(id: string, file: Blob) {
  memory.set(id, file);
  await disk?.put(id, file);
}

export async function getFile(id: string): Promise<Blob | undefined> {
  const kept = memory.get(id);
  if (kept) return kept;
  const stored = await disk?.get(id);
  if (stored) memory.set(id, stored);
  return stored;
}

/** The sandbox is reset: its files go with its data. */
export function clearFiles() {
  memory.clear();
  // a disk that cannot be emptied keeps the old files, which no row names any more
  void disk?.clear().catch(() => undefined);
}
