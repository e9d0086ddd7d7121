// Arranging the people and references the lifecycle tests need, over the default seed.
import { departments, staff, type StaffRow } from '@/sandbox/org-tables';
import { approvalRows, type ApprovalRow } from '@/sandbox/seed/modules/approvals/tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { lifecycleContext } from '@/sandbox/lifecycle/context';
import { holdingsOf } from '@/sandbox/lifecycle/holdings';
import { kindsOf } from '@/sandbox/lifecycle/registry';

/** Who the fixtures act as (the enterprise administrator). */
const ACTOR = { lenovoId: '10000001', name: '张伟' };

export const E_MAIN = E;
export const main = () => staff().filter((p) => p.enterpriseNumber === E);
/** Active members who hold no seeded role of the enterprise (not the head, not an administrator). */
export const ordinary = () => main().filter((p) => p.status === '' && !p.isCeo && !p.lenovoId.startsWith('1000'));
export const person = (name: string) => main().find((p) => p.name === name)!;
export const department = (name: string) =>
  departments().find((d) => d.enterpriseNumber === E && d.departName === name)!;
export const approval = (name: string) =>
  approvalRows().find((r) => r.enterpriseNumber === E && r.approveName === name)!;

/** An ordinary member who holds nothing a departure would list (no group chat, department, role,
 *  attendance group, licence…). */
export function plain(except: StaffRow[] = []): StaffRow {
  const taken = new Set(except.map((p) => p.id));
  const c = lifecycleContext(E, ACTOR);
  return ordinary().find((p) => !taken.has(p.id) && !holdingsOf(c, p).length)!;
}

/** Takes `p` out of every place but those of `kinds`, as a departure without a hand-over would, so a
 *  test's leaver holds only what the test arranges. */
export function holdOnly(p: StaffRow, kinds: readonly string[]) {
  const c = lifecycleContext(E, ACTOR);
  for (const place of kindsOf()) if (!kinds.includes(place.kind)) place.release?.(c, p);
  c.finish();
}

/** Walks the flow's JSON and gives `visit` every approver node with settings. */
function eachApprover(row: ApprovalRow, visit: (settings: { members: unknown[]; emptyMember?: unknown }) => void) {
  const flow = JSON.parse(row.processData) as Record<string, unknown>;
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object') return;
    const node = n as { type?: string; settings?: { members: unknown[] } };
    if (node.type === 'approver' && node.settings) visit(node.settings);
    Object.values(n).forEach(walk);
  };
  walk(flow);
  row.processData = JSON.stringify(flow);
}

/** Names `p` as a member of the first approver node of the approval. */
export function nameInFlow(
  p: StaffRow,
  row: ApprovalRow = approvalRows().find((r) => r.enterpriseNumber === E)!,
): ApprovalRow {
  let done = false;
  eachApprover(row, (s) => {
    if (done) return;
    s.members.push({ lenovoId: p.lenovoId, name: p.name });
    done = true;
  });
  return row;
}

/** Makes the approval's first condition branch ask for the initiator's department `d`. */
export function conditionOn(row: ApprovalRow, d: { id: string; departName: string }) {
  const flow = JSON.parse(row.processData) as Record<string, unknown>;
  let done = false;
  const walk = (n: unknown) => {
    if (done || !n || typeof n !== 'object') return;
    const node = n as { type?: string; isDefault?: boolean; rules?: unknown[] };
    if (node.type === 'condition' && !node.isDefault && node.rules) {
      node.rules.push({
        kind: 'department',
        fieldId: 'initiatorDepartment',
        fieldName: '发起人部门',
        departments: [{ id: d.id, name: d.departName }],
      });
      done = true;
      return;
    }
    Object.values(n).forEach(walk);
  };
  walk(flow);
  if (!done) throw new Error(`${row.approveName} has no condition branch`);
  row.processData = JSON.stringify(flow);
  return row;
}
