import type { FieldChange } from '../../changelog';
import { licenceGrants, licenceUses } from '../../licence-tables';
import type { ReferencePlace } from '../registry';
import { historyOf, personReference } from './references';

// Office-suite licences (docs/product.md Part D §2): the licence is freed at the departure and not
// handed over (the receiver's own work decides whether they need one); the days of use stay as
// history.

const FIELD = '办公套件授权';
const grantsOf = (e: string) => licenceGrants().filter((g) => g.enterpriseNumber === e);

const licenceHolder: ReferencePlace = {
  kind: 'licence',
  label: FIELD,
  unit: '个',
  handover: 'none',
  released: '释放授权',
  holdings: (c, p) =>
    grantsOf(c.e)
      .filter((g) => g.holders.includes(p.lenovoId))
      .map((g) => ({ id: g.productName, name: g.productName })),
  release: (c, p) =>
    grantsOf(c.e)
      .filter((g) => g.holders.includes(p.lenovoId))
      .map((g): FieldChange => {
        g.holders = g.holders.filter((id) => id !== p.lenovoId);
        return { field: `${FIELD}「${g.productName}」`, before: p.name, after: '' };
      }),
  references: (e) => [
    ...grantsOf(e).flatMap((g) =>
      g.holders.map((id) => personReference(`${FIELD}「${g.productName}」`, 'lenovoId', id)),
    ),
    ...historyOf(
      '办公套件使用记录',
      licenceUses()
        .filter((u) => u.enterpriseNumber === e)
        .map((u) => u.lenovoId),
    ),
  ],
};

export const licencePlaces: readonly ReferencePlace[] = [licenceHolder];
