import type { HandoverInput, HandoverKind, Holdings } from './api/departure-api';

// The handover wizard's plan: what each leaver holds, who receives each kind, what is missing.

export const KINDS: readonly HandoverKind[] = ['approvals', 'groups', 'departments'];
export const KIND_LABEL: Record<HandoverKind, string> = { approvals: '审批', groups: '群聊', departments: '主管部门' };
export const KIND_UNIT: Record<HandoverKind, string> = { approvals: '项', groups: '个', departments: '个' };

export interface Receiver {
  id: string;
  name: string;
}

/** Receivers by `${leaverId}:${kind}`. */
export type Receivers = Record<string, Receiver | undefined>;
export const slot = (leaverId: string, kind: HandoverKind) => `${leaverId}:${kind}`;

/** One thing to hand over: a leaver's items of one kind. */
export interface PlanRow {
  leaver: { id: string; name: string };
  kind: HandoverKind;
  count: number;
  receiver?: Receiver;
}

export function planRows(holdings: readonly Holdings[], receivers: Receivers): PlanRow[] {
  return holdings.flatMap((h) => KINDS.filter((k) => h[k].length).map((kind) => ({
    leaver: { id: h.id, name: h.name }, kind, count: h[kind].length, receiver: receivers[slot(h.id, kind)],
  })));
}

/** "张三的审批（3项）": the rows nobody receives yet (the wizard does not finish while any is left). */
export const missing = (rows: readonly PlanRow[]) => rows.filter((r) => !r.receiver).map((r) => `${r.leaver.name}的${KIND_LABEL[r.kind]}（${r.count}${KIND_UNIT[r.kind]}）`);

/** The body's handovers. */
export const handoverBody = (rows: readonly PlanRow[]): HandoverInput[] =>
  rows.filter((r) => r.receiver).map((r) => ({ leaverId: r.leaver.id, kind: r.kind, receiverId: r.receiver!.id }));

/** "张三离职，审批 3 项交接给李四，群聊 1 个交接给王五" (what the change log will say). */
export function summary(leaver: { id: string; name: string }, rows: readonly PlanRow[]): string {
  const parts = rows.filter((r) => r.leaver.id === leaver.id).map((r) => `${KIND_LABEL[r.kind]} ${r.count} ${KIND_UNIT[r.kind]}交接给${r.receiver?.name ?? '（未指定）'}`);
  return [`${leaver.name}离职`, ...parts].join('，');
}
