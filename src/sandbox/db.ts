// The sandbox's in-memory store: named tables of rows. In the browser it is persisted to
// localStorage after every write (except the large benchmark seed, regenerated on load instead);
// in tests it is fresh per test (resetDb in beforeEach).

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
// office-suite licences; 4: the AI assistant, its knowledge bases and documents): a saved store of
// an older version is reseeded.
const DB_VERSION = 4;

let seeders: Seeder[] = [];
let current: Db | null = null;
let persistEnabled = false;
/** Bumped whenever the whole store is replaced, so read-model caches never outlive it. */
let generation = 0;
/** Bumped after every write the sandbox answers. */
let writes = 0;
/** Changes whenever the store may have changed: read-model caches key on it. */
export const dbVersion = () => `${generation}:${writes}`;
export function noteWrite() {
  writes++;
}

/** sandbox/seed/index.ts registers the seeders in order (core before modules). */
export function setSeeders(list: Seeder[]) {
  seeders = list;
}

function seeded(size: SeedSize): Db {
  const db: Db = { size, tables: {}, meta: { version: DB_VERSION } };
  for (const seed of seeders) seed(db);
  return db;
}

export function db(): Db {
  current ??= seeded('default');
  return current;
}

/** The rows of a table (created empty on first use). */
export function table<T>(name: string): T[] {
  const tables = db().tables;
  return (tables[name] ??= []) as T[];
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
  if (persistEnabled) {
    localStorage.setItem(SIZE_KEY, size);
    persistDb();
  }
}

/** Browser: load the saved store (or seed a new one) and save after writes from now on. */
export function loadPersistedDb() {
  persistEnabled = true;
  generation++;
  const size = (localStorage.getItem(SIZE_KEY) as SeedSize | null) ?? 'default';
  if (size === 'large') {
    current = seeded('large');
    return;
  }
  try {
    const saved = JSON.parse(localStorage.getItem(DB_KEY) ?? 'null') as Db | null;
    current = saved && saved.meta?.version === DB_VERSION ? saved : seeded('default');
  } catch {
    current = seeded('default');
  }
}

export function persistDb() {
  if (!persistEnabled || !current || current.size === 'large') return;
  try {
    localStorage.setItem(DB_KEY, JSON.stringify(current));
  } catch {
    // quota: the sandbox keeps working in memory for this visit
  }
}
