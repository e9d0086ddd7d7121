import type { HandoverInput, HandoverRule, HeldItem, Holdings } from './api/departure-api';

// The hand-over wizard's plan (docs/product.md Part D §3): what each leaver holds per kind, who
// receives it, what is missing.

export interface Receiver {
  id: string;
  name: string;
}

/** Receivers by `${leaverId}:${kind}`. */
export type Receivers = Record<string, Receiver | undefined>;
export const slot = (leaverId: string, kind: string) => `${leaverId}:${kind}`;

/** One kind a leaver holds, and its receiver if one is chosen. */
export interface PlanRow {
  leaver: { id: string; name: string };
  kind: string;
  label: string;
  unit: string;
  handover: HandoverRule;
  released: string;
  count: number;
  items: HeldItem[];
  receiver?: Receiver;
}

export function planRows(holdings: readonly Holdings[], receivers: Receivers): PlanRow[] {
  return holdings.flatMap((h) =>
    h.kinds.map((k) => ({
      leaver: { id: h.id, name: h.name },
      kind: k.kind,
      label: k.label,
      unit: k.unit,
      handover: k.handover,
      released: k.released,
      count: k.items.length,
      items: k.items,
      receiver: k.handover === 'none' ? undefined : receivers[slot(h.id, k.kind)],
    })),
  );
}

/** "张三的审批流程（3项）" */
export const counted = (r: PlanRow) => `${r.leaver.name}的${r.label}（${r.count}${r.unit}）`;

/** The responsibilities nobody receives yet (the wizard does not finish while any is left). */
export const missing = (rows: readonly PlanRow[]) =>
  rows.filter((r) => r.handover === 'mandatory' && !r.receiver).map(counted);

/** The body's handovers. */
export const handoverBody = (rows: readonly PlanRow[]): HandoverInput[] =>
  rows.filter((r) => r.receiver).map((r) => ({ leaverId: r.leaver.id, kind: r.kind, receiverId: r.receiver!.id }));

/** "张三离职，审批流程 3 项交接给李四，审批管理员 1 项直接移除" (what the change log will say). */
export function summary(leaver: { id: string; name: string }, rows: readonly PlanRow[]): string {
  const parts = rows
    .filter((r) => r.leaver.id === leaver.id)
    .map((r) => `${r.label} ${r.count} ${r.unit}${r.receiver ? `交接给${r.receiver.name}` : r.released}`);
  return [`${leaver.name}离职`, ...parts].join('，');
}
