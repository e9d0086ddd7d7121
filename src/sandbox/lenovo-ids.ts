import { meta, setMeta } from './db';
import { accounts } from './core-tables';
import { staff } from './org-tables';
import { deletedStaff } from './lifecycle/tombstones';

// Account ids (lenovoId) for people the sandbox creates (a staff member added or imported, an
// onboarding without an account). Every reference keyed by lenovoId names one person for ever, so
// an id is never given twice, not even after its person was deleted: a counter kept with the store.

const FIRST = 30000000;

/** The highest id in use from FIRST on (a store saved before the counter existed). */
function highest(): number {
  let top = FIRST;
  const seen = (id: string) => {
    const n = Number(id);
    if (Number.isInteger(n) && n > top) top = n;
  };
  for (const p of staff()) seen(p.lenovoId);
  for (const a of accounts()) seen(a.lenovoId);
  for (const d of deletedStaff()) seen(d.lenovoId);
  return top;
}

export function newLenovoId(): string {
  const next = meta<number>('lastLenovoId', 0) || highest();
  setMeta('lastLenovoId', next + 1);
  return String(next + 1);
}
