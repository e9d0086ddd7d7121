import type { FieldChange } from '../../changelog';
import type { StaffRow } from '../../org-tables';
import { itAdminRows } from '../../seed/modules/home';
import { billRows, eventRows, taskRows } from '../../seed/modules/home-dashboard';
import type { LifecycleContext } from '../context';
import type { ReferencePlace } from '../registry';
import { historyOf, personReference } from './references';

// The home page's places (docs/product.md Part D §2): the IT administrators, a scope a receiver may
// take; and the dashboard's bills, tasks and events, the person's own records (history: a departed
// person drops out of the figures, a re-hired one counts again).

const FIELD = 'IT管理员';

/** Takes `p` out of the IT administrators; `to` takes their place unless already one (so the limit of 10 holds). */
function replace(c: LifecycleContext, p: StaffRow, to: StaffRow | null): FieldChange[] {
  const all = itAdminRows();
  const i = all.findIndex((r) => r.enterpriseNumber === c.e && r.lenovoId === p.lenovoId);
  if (i < 0) return [];
  const taken = to && all.some((r) => r.enterpriseNumber === c.e && r.lenovoId === to.lenovoId);
  if (to && !taken) all[i] = { ...all[i], lenovoId: to.lenovoId };
  else all.splice(i, 1);
  return [{ field: FIELD, before: p.name, after: to?.name ?? '' }];
}

/** IT管理员: the receiver (optional) takes the leaver's place. */
const itAdmin: ReferencePlace = {
  kind: 'itAdmin',
  label: FIELD,
  unit: '项',
  handover: 'optional',
  released: '直接移除',
  holdings: (c, p) =>
    itAdminRows()
      .filter((r) => r.enterpriseNumber === c.e && r.lenovoId === p.lenovoId)
      .map((r) => ({ id: r.lenovoId, name: FIELD })),
  handOver: (c, p, to) => replace(c, p, to),
  release: (c, p) => replace(c, p, null),
  references: (e) =>
    itAdminRows()
      .filter((r) => r.enterpriseNumber === e)
      .map((r) => personReference(FIELD, 'lenovoId', r.lenovoId)),
};

const history = (where: string, rows: ReadonlyArray<{ enterpriseNumber: string; lenovoId: string }>, e: string) =>
  historyOf(
    where,
    rows.filter((r) => r.enterpriseNumber === e).map((r) => r.lenovoId),
  );

/** The data dashboard's records: history. */
const dashboard: ReferencePlace = {
  kind: 'dashboardRecords',
  label: '数据看板记录',
  unit: '条',
  references: (e) => [
    ...history('数据看板费用', billRows(), e),
    ...history('数据看板任务', taskRows(), e),
    ...history('数据看板日程', eventRows(), e),
  ],
};

export const homePlaces: readonly ReferencePlace[] = [itAdmin, dashboard];
