import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DbStorage, SeedSize } from '../db';
import { writeDurably } from './durable-write';

// The server's store on disk: one JSON file under the data folder, replaced durably after every
// write before the answer is sent (durable-write.ts), the large seed as whole as the default one
// (docs/architecture.md "The two hosts": a shared server must keep every answered change).

export const DB_FILE = 'db.json';

/** The data file of `dataDir`; `seed` is used when there is no data file yet. */
export function fileDbStorage(dataDir: string, seed: SeedSize): DbStorage {
  const path = join(dataDir, DB_FILE);
  // a crash mid-write leaves its temporary file behind (never the data file half written)
  for (const name of readdirSync(dataDir))
    if (name.startsWith(`${DB_FILE}.`) && name.endsWith('.tmp')) rmSync(join(dataDir, name), { force: true });
  return {
    read: () => (existsSync(path) ? readFileSync(path, 'utf8') : null),
    size: (savedSize) => savedSize ?? seed,
    write: (json) => writeDurably(path, json),
    keepsLarge: true,
  };
}
