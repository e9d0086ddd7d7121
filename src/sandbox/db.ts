// The sandbox's in-memory store: named tables of rows. In the browser it is persisted to
// localStorage after every write; the large benchmark seed (too big for localStorage) is
// regenerated on load instead, from a fixed random seed, and only its sign-in tables are kept, so
// a user stays signed in across a reload. The Node server (serve/) saves it to a file instead, through
// the same seam (DbStorage), the whole store for either seed. In tests it is fresh per test (resetDb
// in beforeEach).

export type SeedSize = 'default' | 'large';

export interface Db {
  size: SeedSize;
  tables: Record<string, unknown[]>;
  /** counters and flags that are not rows */
  meta: Record<string, unknown>;
}

export type Seeder = (db: Db) => void;

const DB_KEY = 'eac.sandbox.db';
const SIZE_KEY = 'eac.sandbox.size';
// Bumped when the seed gains tables or fields (2: applications and role appIds; 3: shop orders and
// office-suite licences; 4: the AI assistant, its knowledge bases and documents; 5: the seed's
// departures follow the lifecycle rules, the second enterprise's administrator is its member, the
// tombstones of deleted people and departments): a saved store of an older version is reseeded.
const DB_VERSION = 5;

/** What the large seed keeps across a reload: the sessions and the login flows' one-time codes. */
const LARGE_KEPT_TABLES = ['sessions', 'oneTimeCodes'];

/** Where the store is saved: the browser's localStorage, or the server's data file (serve/db-file.ts). */
export interface DbStorage {
  /** the saved store's JSON, null when there is none */
  read(): string | null;
  /** the seed to use: the one asked for, given the saved store's (if any) */
  size(savedSize: SeedSize | undefined): SeedSize;
  /** saves the store; settles once it would survive a crash (the server's answer waits for it) */
  write(json: string, size: SeedSize): void;
  /** true: every table of the large seed is saved too (the browser's 5 MB cannot hold them) */
  keepsLarge: boolean;
}

/** The browser's: localStorage, with the seed asked for (controls.reset) in a key of its own. */
const browserStorage: DbStorage = {
  read: () => localStorage.getItem(DB_KEY),
  size: () => (localStorage.getItem(SIZE_KEY) as SeedSize | null) ?? 'default',
  write(json, size) {
    localStorage.setItem(SIZE_KEY, size);
    try {
      localStorage.setItem(DB_KEY, json);
    } catch {
      // quota: the sandbox keeps working in memory for this visit
    }
  },
  keepsLarge: false,
};
let storage: DbStorage = browserStorage;

let seeders: Seeder[] = [];
let current: Db | null = null;
/** The store being seeded: a seeder that works through the table accessors (the lifecycle rules)
 *  reads and writes it. */
let seeding: Db | null = null;
let persistEnabled = false;
/** Bumped whenever the whole store is replaced, so read-model caches never outlive it. */
let generation = 0;
/** Bumped after a write whose tables are not known (it may have changed any). */
let writes = 0;
/** Per table: bumped after a write that used it. */
const tableWrites = new Map<string, number>();
/** The tables handed out while a write's handler runs (null when not watching). */
let touched: Set<string> | null = null;

/** Changes whenever the given tables (or the whole store) may have changed: read-model caches key
 *  on it, so a write elsewhere (the tour's flag, a switch) keeps them. */
export const dbVersion = (...tables: string[]) =>
  `${generation}:${writes}:${tables.map((t) => tableWrites.get(t) ?? 0).join(':')}`;

/** Marks tables as used by the write being answered (what reads rows without `table()` calls it). */
export function touchTables(...names: string[]) {
  for (const name of names) touched?.add(name);
}

/** Runs the synchronous part of a handler, noting every table it used. */
export function watchTables<T>(run: () => T): { result: T; tables: Set<string> } {
  const outer = touched;
  const tables = new Set<string>();
  touched = tables;
  try {
    return { result: run(), tables };
  } finally {
    touched = outer;
    if (outer) for (const t of tables) outer.add(t);
  }
}

/** Runs a lookup that only reads (e.g. the reference lookups of lifecycle/ref-lookup.ts), without
 *  counting its tables as used by the write being answered: a save that merely names people must
 *  not expire the directory caches. */
export function readQuietly<T>(run: () => T): T {
  const outer = touched;
  touched = null;
  try {
    return run();
  } finally {
    touched = outer;
  }
}

/** After a write: the tables it used (every table when unknown, e.g. a handler that awaited). */
export function noteWrite(tables?: Iterable<string>) {
  if (!tables) writes++;
  else for (const t of tables) tableWrites.set(t, (tableWrites.get(t) ?? 0) + 1);
}

/** sandbox/seed/index.ts registers the seeders in order (core before modules). */
export function setSeeders(list: Seeder[]) {
  seeders = list;
}

function seeded(size: SeedSize): Db {
  const db: Db = { size, tables: {}, meta: { version: DB_VERSION } };
  const outer = seeding;
  seeding = db;
  try {
    for (const seed of seeders) seed(db);
  } finally {
    seeding = outer;
  }
  return db;
}

export function db(): Db {
  if (seeding) return seeding;
  current ??= seeded('default');
  return current;
}

/** A read's view of some tables (a scoped administrator's, scope/lens.ts): `key` names it for the
 *  read-model caches, `rows` answers what the read may see of a table. */
export interface TableView {
  key: string;
  rows(name: string, all: unknown[]): unknown[];
}
let view: TableView | null = null;

/** Runs the synchronous part of a read seeing the tables through `tableView`. */
export function throughView<T>(tableView: TableView | null, run: () => T): T {
  const outer = view;
  view = tableView;
  try {
    return run();
  } finally {
    view = outer;
  }
}

/** The key of the view the current read sees the tables through ('' for the whole store). */
export const viewKey = () => view?.key ?? '';

/** A write under watch (a scoped administrator's, scope/hidden-parts.ts): each table as it was
 *  before the write first used it, so the write can be judged against it and undone. */
export interface Journal {
  before: Map<string, unknown[]>;
  meta: Record<string, unknown>;
}
let journal: Journal | null = null;

/** Starts recording the tables a write uses (a copy of each, taken at its first use). */
export function openJournal(): Journal {
  journal = { before: new Map(), meta: structuredClone(db().meta) };
  return journal;
}

/** Stops recording (unless another write has opened its own since: requests that await overlap). */
export function closeJournal(mine: Journal) {
  if (journal === mine) journal = null;
}

/** Puts back every table the journal recorded, as it was before the write. */
export function rollBack(undo: Journal) {
  const tables = db().tables;
  for (const [name, rows] of undo.before) tables[name] = rows;
  db().meta = undo.meta;
  noteWrite(undo.before.keys());
}

/** The rows of a table (created empty on first use). */
export function table<T>(name: string): T[] {
  touched?.add(name);
  const tables = db().tables;
  const rows = (tables[name] ??= []) as T[];
  if (journal && !journal.before.has(name)) journal.before.set(name, structuredClone(rows));
  return view ? (view.rows(name, rows) as T[]) : rows;
}

export function meta<T>(key: string, fallback: T): T {
  const m = db().meta;
  if (!(key in m)) m[key] = fallback;
  return m[key] as T;
}

export function setMeta(key: string, value: unknown) {
  db().meta[key] = value;
}

export function resetDb(size: SeedSize = 'default') {
  current = seeded(size);
  generation++;
  persistDb();
}

/** Load the saved store (or seed a new one) and save after writes from now on: in the browser from
 *  localStorage; the server passes its data file. */
export function loadPersistedDb(from: DbStorage = browserStorage) {
  storage = from;
  persistEnabled = true;
  generation++;
  let saved: Db | null = null;
  try {
    saved = JSON.parse(storage.read() ?? 'null') as Db | null;
  } catch {
    saved = null;
  }
  const size = storage.size(saved?.size);
  const usable = saved && saved.meta?.version === DB_VERSION && (saved.size ?? 'default') === size ? saved : null;
  if (size !== 'large' || storage.keepsLarge) {
    current = usable ?? seeded(size);
    return;
  }
  current = seeded('large');
  for (const name of LARGE_KEPT_TABLES) if (usable?.tables[name]) current.tables[name] = usable.tables[name];
}

/** Back to an unsaved store (tests that exercised loadPersistedDb; the server when it closes). */
export function stopPersisting() {
  persistEnabled = false;
  storage = browserStorage;
}

/** What is saved: the whole store, or for the large seed in the browser its sign-in tables only. */
function savedForm(db: Db): Db {
  if (db.size !== 'large' || storage.keepsLarge) return db;
  return {
    size: db.size,
    meta: db.meta,
    tables: Object.fromEntries(LARGE_KEPT_TABLES.map((name) => [name, db.tables[name] ?? []])),
  };
}

export function persistDb() {
  if (!persistEnabled || !current) return;
  storage.write(JSON.stringify(savedForm(current)), current.size);
}
