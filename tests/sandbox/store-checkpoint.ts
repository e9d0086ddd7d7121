import { db, dbVersion, noteWrite } from '@/sandbox/db';

// Going back to a saved state of the sandbox's store, cheaply: a property test plays hundreds of
// sequences from the same start, and seeding the store again costs more than the sequence. Only the
// tables written since are copied back: a write's tables are counted by the store (dbVersion), and
// these are written outside that count (the change log after the handler, sessions opened by a
// test, approval versions a read makes lazily), so they are always copied back.
const ALWAYS = new Set(['changelog', 'sessions', 'approvalVersions']);

export function checkpoint(): () => void {
  const saved = structuredClone(db().tables);
  const savedMeta = structuredClone(db().meta);
  const names = () => new Set([...Object.keys(db().tables), ...Object.keys(saved)]);
  const mark = () => new Map([...names()].map((n) => [n, dbVersion(n)]));
  let marks = mark();
  return () => {
    const tables = db().tables;
    const dirty: string[] = [];
    for (const name of names()) {
      if (!(name in saved)) delete tables[name];
      else if (ALWAYS.has(name) || marks.get(name) !== dbVersion(name)) tables[name] = structuredClone(saved[name]);
      else continue;
      dirty.push(name);
    }
    db().meta = structuredClone(savedMeta);
    // the read models built on these (the directory index, the cached tree) expire
    noteWrite(dirty);
    marks = mark();
  };
}
