import type { StaffRow } from '../org-tables';
import type { LifecycleContext } from './context';
import { kindsOf, type HandoverRule, type HeldItem } from './registry';

// What a person holds, per kind (docs/assumed-contract.md "Lifecycle of people and departments":
// /admin/users/handover/holdings). Kinds with nothing held are left out.

export interface HeldKind {
  kind: string;
  label: string;
  handover: HandoverRule;
  unit: string;
  /** what becomes of the items when nobody receives them */
  released: string;
  items: HeldItem[];
}

export function holdingsOf(c: LifecycleContext, person: StaffRow): HeldKind[] {
  return kindsOf().flatMap((place) => {
    const items = place.holdings!(c, person);
    return items.length
      ? [
          {
            kind: place.kind,
            label: place.label,
            handover: place.handover!,
            unit: place.unit,
            released: place.released ?? '',
            items,
          },
        ]
      : [];
  });
}
