import type { Seeder } from '../db';
import { accounts, enterprises } from '../core-tables';
import { staff } from '../org-tables';
import { lifecycleContext } from './context';
import { kindsOf } from './registry';

// The seed's departures follow the same rules as a departure without a hand-over (docs/product.md
// Part D §2), whichever seeder made them and whenever it ran: run after every other seeder, this
// takes each departed person out of every place, so the seed holds no stale reference at step 0.

export const seedDepartures: Seeder = () => {
  for (const e of enterprises()) {
    const leavers = staff().filter((p) => p.enterpriseNumber === e.enterpriseNumber && p.status === 'departure');
    if (!leavers.length) continue;
    const admin = accounts().find((a) => a.lenovoId === e.adminLenovoId);
    const c = lifecycleContext(
      e.enterpriseNumber,
      { lenovoId: e.adminLenovoId, name: admin?.username ?? '' },
      leavers.map((p) => p.id),
    );
    for (const p of leavers) for (const place of kindsOf()) place.release?.(c, p);
    c.finish();
  }
};
