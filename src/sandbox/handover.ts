import { approvalRows, type ApprovalRow } from './seed/modules/approvals/tables';
import { departmentsOf, groups, type StaffRow } from './org-tables';
import type { FieldChange } from './changelog';

// What a leaver holds and how it is handed over (docs/assumed-contract.md "Departure handover"):
// approvals whose flow nodes name them (approver, CC, fallback member: any {lenovoId} in processData),
// group chats they own and departments they supervise.

export const HANDOVER_KINDS = ['approvals', 'groups', 'departments'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];
export const KIND_LABEL: Record<HandoverKind, string> = { approvals: '审批', groups: '群聊', departments: '主管部门' };
export const KIND_UNIT: Record<HandoverKind, string> = { approvals: '项', groups: '个', departments: '个' };

export interface HeldItem {
  id: string;
  name: string;
  /** approvals: the flow nodes that name the person */
  nodes?: string[];
}

export type Holdings = Record<HandoverKind, HeldItem[]>;

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNode = (v: Record<string, Json>) => typeof v.id === 'string' && typeof v.name === 'string' && !('lenovoId' in v);

function parse(processData: string): Json {
  try {
    return JSON.parse(processData) as Json;
  } catch {
    return null;
  }
}

/** The names of the flow nodes naming `lenovoId`. */
function nodesNaming(flow: Json, lenovoId: string): string[] {
  const found: string[] = [];
  const scan = (v: Json, node: string) => {
    if (Array.isArray(v)) return v.forEach((x) => scan(x, node));
    if (!isRecord(v)) return;
    if (v.lenovoId === lenovoId && !found.includes(node)) found.push(node);
    const here = isNode(v) ? String(v.name) : node;
    for (const x of Object.values(v)) scan(x, here);
  };
  scan(flow, '');
  return found.map((n) => n || '流程节点');
}

/** The flow with every reference to `from` naming `to` instead (a list naming both keeps one). */
function renamed(v: Json, from: string, to: { lenovoId: string; name: string }): Json {
  if (Array.isArray(v)) {
    const out = v.map((x) => renamed(x, from, to));
    const seen = new Set<string>();
    return out.filter((x) => !isRecord(x) || typeof x.lenovoId !== 'string' || (!seen.has(x.lenovoId) && !!seen.add(x.lenovoId)));
  }
  if (!isRecord(v)) return v;
  if (v.lenovoId === from) return { ...v, lenovoId: to.lenovoId, name: to.name };
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renamed(x, from, to)]));
}

const approvalsOf = (e: string) => approvalRows().filter((r) => r.enterpriseNumber === e);

export function holdingsOf(e: string, p: StaffRow): Holdings {
  const approvals = approvalsOf(e)
    .map((r) => ({ id: r.id, name: r.approveName, nodes: nodesNaming(parse(r.processData), p.lenovoId) }))
    .filter((r) => r.nodes.length);
  return {
    approvals,
    groups: groups().filter((g) => g.enterpriseNumber === e && g.ownerId === p.id).map((g) => ({ id: g.groupId, name: g.groupName })),
    departments: departmentsOf(e).filter((d) => d.departSupervisorId === p.id).map((d) => ({ id: d.id, name: d.departName })),
  };
}

/** Hands the items of one kind from `from` to `to`; returns the field changes for the log. */
export function handOver(e: string, kind: HandoverKind, from: StaffRow, to: StaffRow, items: HeldItem[]): FieldChange[] {
  const ids = new Set(items.map((i) => i.id));
  const change = (field: string): FieldChange => ({ field, before: from.name, after: to.name });
  if (kind === 'groups') {
    return groups().filter((g) => g.enterpriseNumber === e && ids.has(g.groupId)).map((g) => {
      g.ownerId = to.id;
      if (!g.memberIds.includes(to.id)) g.memberIds.push(to.id);
      return change(`群聊「${g.groupName}」群主`);
    });
  }
  if (kind === 'departments') {
    return departmentsOf(e).filter((d) => ids.has(d.id)).map((d) => {
      d.departSupervisorId = to.id;
      return change(`部门「${d.departName}」主管`);
    });
  }
  return approvalsOf(e).filter((r) => ids.has(r.id)).map((r: ApprovalRow) => {
    r.processData = JSON.stringify(renamed(parse(r.processData), from.lenovoId, { lenovoId: to.lenovoId, name: to.name }));
    return change(`审批「${r.approveName}」流程节点`);
  });
}
