import { mkdirSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileDisk } from '../file-store';
import { writeDurably } from './durable-write';

// The server's uploaded files: `<id>` holds the bytes, `<id>.json` the name and type. The bytes are
// written first and the description last, so a crash between the two leaves no file that answers.

interface Described {
  name: string;
  type: string;
}

/** Ids are the sandbox's own (newId); anything else names no file (no path outside the folder). */
const safe = (id: string) => /^[\w-]+$/.test(id);

export function fileDisk(dir: string): FileDisk {
  // made at once: the server is ready when it says so, and nothing is left to happen after close
  mkdirSync(dir, { recursive: true });
  return {
    async put(id, file) {
      if (!safe(id)) return;
      writeDurably(join(dir, id), new Uint8Array(await file.arrayBuffer()));
      const described: Described = { name: (file as Partial<File>).name ?? '', type: file.type };
      writeDurably(join(dir, `${id}.json`), JSON.stringify(described));
    },
    async get(id) {
      if (!safe(id)) return undefined;
      try {
        const described = JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as Described;
        const bytes = await readFile(join(dir, id));
        return new File([bytes], described.name, { type: described.type });
      } catch {
        return undefined;
      }
    },
    async clear() {
      // the folder may be gone already (a server closed and its data removed)
      for (const name of await readdir(dir).catch(() => [])) await rm(join(dir, name), { force: true });
    },
  };
}
