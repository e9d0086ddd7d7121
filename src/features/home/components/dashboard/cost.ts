import type { Bill, CostData } from '../../api/types';

export const EXPENSE_GROUPS: Array<[keyof CostData, string]> = [
  ['travelExpense', '差旅费'],
  ['accommodationExpense', '住宿费'],
  ['trafficExpense', '交通费'],
  ['entertainmentExpense', '招待费'],
  ['teamConstructionExpense', '团建费'],
  ['communicationExpense', '通讯费'],
  ['otherExpense', '其他费用'],
];

export type BillLine = Bill & { group: string };

/** The seven expense groups flattened into one bill list, newest first (§3.4). */
export function flattenBills(costData: CostData | null | undefined): BillLine[] {
  if (!costData) return [];
  return EXPENSE_GROUPS.flatMap(([key, group]) =>
    Object.values(costData[key] ?? {}).map((b) => ({ ...b, group })),
  ).sort((a, b) => b.date.localeCompare(a.date));
}

export function totalsByGroup(bills: BillLine[]) {
  return EXPENSE_GROUPS.map(([, group]) =>
    Math.round(bills.filter((b) => b.group === group).reduce((s, b) => s + b.amount, 0)),
  );
}
