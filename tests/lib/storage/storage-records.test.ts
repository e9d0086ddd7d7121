import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { secureLocal, secureSession } from '@/lib/storage/secure-storage';
import { STORAGE_KEYS, STORAGE_RECORDS, recordOf, type StorageKey } from '@/lib/storage/keys';
import { clearUserRecords } from '@/stores/user-records';

// Every record the console keeps in browser storage is named in STORAGE_RECORDS, which says whose
// it is; the per-user ones are removed on every change of identity by that name, so a record whose
// module never loaded in this page life goes too (docs/architecture.md, "Identity").

const src = resolve(__dirname, '../../../src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
/** The console's own code: the sandbox stands for the servers, lib/storage is the one way in. */
const consoleFiles = sources(src)
  .map((file) => ({ file: relative(src, file), text: readFileSync(file, 'utf8') }))
  .filter(({ file }) => !file.startsWith('sandbox/') && !file.startsWith('lib/storage/'));

describe('browser storage records', () => {
  it('the console reaches browser storage only through the encrypted stores', () => {
    const raw = consoleFiles
      .filter(({ text }) => /\b(localStorage|sessionStorage)\b/.test(text))
      .map(({ file }) => file);
    expect(raw).toEqual([]);
  });

  it('every persisted zustand store writes through the encrypted adapter', () => {
    const persisted = consoleFiles.filter(({ text }) => /\bpersist\(/.test(text));
    expect(persisted.length).toBeGreaterThan(0);
    expect(persisted.filter(({ text }) => !text.includes('securePersistStorage')).map(({ file }) => file)).toEqual([]);
  });

  it('the encrypted stores refuse a name that is not registered, or kept in the wrong area', () => {
    expect(() => secureSession.set('eac.somethingNew' as StorageKey, 1)).toThrow(/not in STORAGE_RECORDS/);
    expect(() => secureLocal.get(STORAGE_KEYS.userMenu)).toThrow(/session storage/);
    expect(() => secureSession.set(`${STORAGE_RECORDS.arrangementDraft.name}g1.2025-01`, 1)).not.toThrow();
  });

  it('every per-user record goes at a change of identity, without any module’s help; the others stay', () => {
    const written: Array<{ area: 'local' | 'session'; name: string }> = [];
    for (const record of Object.values(STORAGE_RECORDS)) {
      const name = (record.name + ('prefix' in record ? 'g1.2025-01' : '')) as StorageKey;
      (record.area === 'local' ? secureLocal : secureSession).set(name, { written: true });
      written.push({ area: record.area, name });
    }
    clearUserRecords();
    for (const { area, name } of written) {
      const stored = (area === 'local' ? localStorage : sessionStorage).getItem(name);
      if (recordOf(name)?.owner === 'user') expect(stored, name).toBeNull();
      else expect(stored, name).not.toBeNull();
    }
  });
});
