import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contractCalls } from '@/app/contract/registry';

// The specification's table of calls (../shared/spec/endpoints.tsv) against the call definitions: a
// call the spec names has a definition marked `specified`, or is written in the Deviations of
// docs/assumed-contract.md; a definition marked `specified` is in the table, one marked `assumed` is not.

const root = new URL('../../', import.meta.url);
const rows = readFileSync(new URL('../shared/spec/endpoints.tsv', root), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [area, kind, path] = line.split('\t');
    return { area, kind, path };
  });
const deviations = readFileSync(new URL('docs/assumed-contract.md', root), 'utf8').split('## Deviations')[1] ?? '';

/** UPLOAD is a multipart POST; FILE a download by whichever method the call uses. */
const sameMethod = (kind: string, method: string) =>
  kind === method || (kind === 'UPLOAD' && method === 'POST') || kind === 'FILE';
const lastSegment = (path: string) => path.split('/').pop() ?? path;
/** The Deviations name a call by its path, or by its last segment where they list several. */
const inDeviations = (path: string) =>
  deviations.includes(`\`${path}\``) ||
  deviations.includes(`${path}\``) ||
  deviations.includes(`\`${lastSegment(path)}\``);
/** The table's row of a definition: the same path, or, where the Deviations say the console spells a
 *  call's path otherwise (the office-suite calls, named by their last segment), a path ending in it. */
const rowOf = (method: string, path: string) =>
  rows.find((r) => sameMethod(r.kind, method) && r.path === path) ??
  rows.find(
    (r) => sameMethod(r.kind, method) && r.path.lastIndexOf('/') === 0 && path.endsWith(r.path) && inDeviations(r.path),
  );

describe('the contract against the specification’s table of calls', () => {
  it('defines every call the specification names, or says in the Deviations why the console does not make it', () => {
    const missing = rows
      .filter(
        (row) => !contractCalls.some((c) => c.def.status === 'specified' && rowOf(c.def.method, c.def.path) === row),
      )
      .filter((row) => !inDeviations(row.path))
      .map((row) => `${row.area} ${row.kind} ${row.path}`);
    expect(missing).toEqual([]);
  });

  it('marks as specified exactly the definitions the table names', () => {
    const wrong = contractCalls
      .filter((c) => (c.def.status === 'specified') !== !!rowOf(c.def.method, c.def.path))
      .map((c) => `${c.owner}.${c.name}: ${c.def.method} ${c.def.path} is ${c.def.status}`);
    expect(wrong).toEqual([]);
  });

  it('defines each call once', () => {
    const keys = contractCalls.map((c) => `${c.def.method} ${c.def.service} ${c.def.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});

// Every call goes through its definition: nothing in src calls the HTTP layer's bare helpers.
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('calls made through their definitions', () => {
  it('leaves no bare get/post/put/del of the HTTP layer outside it', () => {
    const src = new URL('src', root).pathname;
    const bare = sourceFiles(src)
      .filter((file) => !/\/src\/(lib\/http|lib\/contract|sandbox)\//.test(file))
      .filter((file) =>
        /import \{[^}]*\b(get|post|put|del)\b[^}]*\} from '@\/lib\/http\/client'/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => file.slice(src.length + 1));
    expect(bare).toEqual([]);
  });
});
