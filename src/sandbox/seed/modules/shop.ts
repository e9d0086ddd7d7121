import type { Db } from '../../db';
import { createRandom } from '../../random';
import { nowStamp, type StaffRow } from '../../org-tables';
import { catalogueEntry, type OrderRow } from '../../shop-tables';
import type { LicenceGrantRow, LicenceUseRow } from '../../licence-tables';
import { appId } from './apps';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '../core';

// The shop's orders over the last year in every status, and the office-suite licences with four months
// of daily use (docs/assumed-contract.md "Workplace" → "Application shop").

const DAY_MS = 86_400_000;
/** Applications ordered in the seed; 电子合同 becomes owned through its paid orders, OKR目标管理,
 *  项目管理 and 健康上报 (not among the enterprise's applications either) stay unowned for the shop to offer. */
const ORDERED = ['print', 'expense', 'assistant', 'esign', 'crm', 'contract', 'disk', 'training', 'visitor'];

const day = (t: number) => nowStamp(new Date(t)).slice(0, 10);

function seedOrders(e: string, buyers: StaffRow[], count: number, seed: number): OrderRow[] {
  const r = createRandom(seed);
  const now = Date.now();
  const rows: OrderRow[] = [];
  for (let i = 0; i < count; i++) {
    // the first two are fixed: a paid 电子合同 and an unpaid 客户管理CRM waiting since three days
    const key = i === 0 ? 'contract' : i === 1 ? 'crm' : r.pick(ORDERED);
    const app = catalogueEntry(key)!;
    const plan = i < 2 ? app.plans[0] : r.pick(app.plans);
    const age = i === 0 ? 40 : i === 1 ? 3 : r.int(0, 364);
    const created = now - age * DAY_MS - r.int(0, 8 * 3600) * 1000;
    // recent unpaid orders wait for payment; older ones were cancelled; a few paid ones refunded
    const roll = r.next();
    let status: OrderRow['status'] =
      i === 1
        ? 0
        : plan.price === 0 || i === 0 || roll < 0.65
          ? 1
          : roll < 0.85
            ? age <= 14
              ? 0
              : 2
            : roll < 0.93
              ? 2
              : 3;
    if (status === 0 && rows.some((o) => o.appId === appId(e, key) && o.status === 0)) status = 2;
    rows.push({
      orderId: `o-${e}-${i + 1}`,
      orderNo: `DD${day(created).replace(/-/g, '')}${String(1000 + i)}`,
      enterpriseNumber: e,
      appId: appId(e, key),
      appName: app.name,
      planId: plan.planId,
      planName: plan.name,
      amount: plan.price,
      status,
      createTime: nowStamp(new Date(created)),
      payTime: status === 1 || status === 3 ? nowStamp(new Date(created + r.int(60, 3600) * 1000)) : '',
      buyerName: r.pick(buyers).name,
    });
  }
  return rows.sort((a, b) => b.createTime.localeCompare(a.createTime));
}

function seedUses(e: string, holders: string[], days: number, seed: number): LicenceUseRow[] {
  const r = createRandom(seed);
  const now = Date.now();
  const rows: LicenceUseRow[] = [];
  for (const lenovoId of holders) {
    const keen = r.next();
    for (let d = 0; d < days; d++) {
      const t = now - d * DAY_MS;
      const weekend = [0, 6].includes(new Date(t).getDay());
      if (r.chance(weekend ? 0.05 : 0.15 + keen * 0.5))
        rows.push({ enterpriseNumber: e, lenovoId, day: day(t), minutes: r.int(10, 420) });
    }
  }
  return rows;
}

export default function seedShop(db: Db) {
  const people = ((db.tables.staff ?? []) as StaffRow[]).filter((p) => p.status === '');
  const of = (e: string) => people.filter((p) => p.enterpriseNumber === e);
  db.tables.shopOrders = [
    ...seedOrders(MAIN_ENTERPRISE, of(MAIN_ENTERPRISE), 48, 1201),
    ...seedOrders(SECOND_ENTERPRISE, of(SECOND_ENTERPRISE), 12, 1202),
  ];
  const expire = day(Date.now() + 200 * DAY_MS);
  const grants: LicenceGrantRow[] = [
    {
      enterpriseNumber: MAIN_ENTERPRISE,
      productName: '办公套件企业版',
      total: 50,
      expireDate: expire,
      holders: of(MAIN_ENTERPRISE)
        .slice(0, 32)
        .map((p) => p.lenovoId),
    },
    {
      enterpriseNumber: SECOND_ENTERPRISE,
      productName: '办公套件企业版',
      total: 10,
      expireDate: expire,
      holders: of(SECOND_ENTERPRISE)
        .slice(0, 6)
        .map((p) => p.lenovoId),
    },
  ];
  db.tables.licenceGrants = grants;
  db.tables.licenceUses = grants.flatMap((g, i) => seedUses(g.enterpriseNumber, g.holders, 120, 1301 + i));
  db.tables.licenceSessions = [];
}
