import fc from 'fast-check';
import { directCall } from './direct-call';
import { departmentsOf, staffOf, type DepartmentRow, type StaffRow } from '@/sandbox/org-tables';
import { PLACES } from '@/sandbox/lifecycle/registry';

// The random lifecycle events of the property test, each sent to the sandbox as the console (or a
// server client) would: hire, move, departure with and without a hand-over, delete, re-hire, and a
// department created, renamed, moved or deleted. People and departments are picked when the event
// runs, among those of the moment, so any sequence is meaningful.

export type Move =
  | { type: 'hire'; dept: number }
  | { type: 'move'; who: number[]; dept: number; lead: boolean }
  | { type: 'departWith'; who: number[]; heir: number; optional: boolean }
  | { type: 'depart'; who: number[] }
  | { type: 'delete'; who: number[] }
  | { type: 'rehire'; who: number; dept: number; original: boolean }
  | { type: 'renameDept'; dept: number }
  | { type: 'moveDept'; dept: number; to: number }
  | { type: 'deleteDept'; dept: number }
  | { type: 'createDept'; dept: number };

export const MOVE_TYPES: ReadonlyArray<Move['type']> = [
  'hire',
  'move',
  'departWith',
  'depart',
  'delete',
  'rehire',
  'renameDept',
  'moveDept',
  'deleteDept',
  'createDept',
];

const n = fc.nat({ max: 999 });
const few = fc.array(n, { minLength: 1, maxLength: 3 });

export const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ type: fc.constant('hire' as const), dept: n }),
  fc.record({ type: fc.constant('move' as const), who: few, dept: n, lead: fc.boolean() }),
  {
    arbitrary: fc.record({ type: fc.constant('departWith' as const), who: few, heir: n, optional: fc.boolean() }),
    weight: 3,
  },
  { arbitrary: fc.record({ type: fc.constant('depart' as const), who: few }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('delete' as const), who: few }), weight: 2 },
  fc.record({ type: fc.constant('rehire' as const), who: n, dept: n, original: fc.boolean() }),
  fc.record({ type: fc.constant('renameDept' as const), dept: n }),
  fc.record({ type: fc.constant('moveDept' as const), dept: n, to: n }),
  { arbitrary: fc.record({ type: fc.constant('deleteDept' as const), dept: n }), weight: 2 },
  fc.record({ type: fc.constant('createDept' as const), dept: n }),
);

const pick = <T>(list: readonly T[], i: number): T | undefined => list[i % Math.max(list.length, 1)];

/** Everyone of the enterprise, those named by some place first (they make the interesting events). */
function people(e: string): StaffRow[] {
  const named = new Set(
    PLACES.flatMap((p) => p.references(e))
      .filter((r) => r.target === 'person')
      .map((r) => r.value),
  );
  const all = staffOf(e);
  return [...all.filter((p) => named.has(p.id) || named.has(p.lenovoId)), ...all];
}

/** Every department but the root; `empty`: those without members or child departments. */
function departmentsFor(e: string): { all: DepartmentRow[]; empty: DepartmentRow[] } {
  const all = departmentsOf(e).filter((d) => d.parentDepartId !== '0');
  const used = new Set([
    ...staffOf(e)
      .filter((p) => p.status !== 'departure')
      .flatMap((p) => p.departIds),
    ...all.map((d) => d.parentDepartId),
  ]);
  return { all, empty: all.filter((d) => !used.has(d.id)) };
}

function chain(e: string, id: string): string[] {
  const byId = new Map(departmentsOf(e).map((d) => [d.id, d]));
  const out: string[] = [];
  for (let d = byId.get(id); d; d = byId.get(d.parentDepartId)) out.unshift(d.id);
  return out;
}

let made = 0;

/** Sends one event; answers the HTTP status and the envelope's code and message. */
export async function play(token: string, e: string, m: Move) {
  const everyone = people(e);
  const active = everyone.filter((p) => p.status !== 'departure');
  const { all: depts, empty } = departmentsFor(e);
  const ids = (who: number[], from: StaffRow[]) => [...new Set(who.map((i) => pick(from, i)!.id))];
  const U = '/enterprise-server/admin/users';
  made += 1;
  switch (m.type) {
    case 'hire':
      return directCall(token, 'POST', '/enterprise-server/admin/users', {
        name: `新员工${made}`,
        telephone: `139${String(made).padStart(8, '0')}`,
        departIds: [pick(depts, m.dept)!.id],
      });
    case 'move': {
      const who = ids(m.who, everyone);
      return directCall(token, 'POST', '/enterprise-server/batchUpdateUserDepart', {
        ids: who,
        newDepartId: pick(depts, m.dept)!.id,
        ...(m.lead ? { supervisorId: who[0] } : {}),
      });
    }
    case 'departWith': {
      const leavers = ids(m.who, active);
      const held = await directCall(token, 'POST', `${U}/handover/holdings`, { ids: leavers });
      if (held.body.code !== 200) return held;
      const list = (held.body.data as { list: Array<{ id: string; kinds: Array<{ kind: string; handover: string }> }> })
        .list;
      const heir = pick(active, m.heir)!.id;
      const handovers = list.flatMap((h) =>
        h.kinds
          .filter((k) => k.handover === 'mandatory' || (m.optional && k.handover === 'optional'))
          .map((k) => ({ leaverId: h.id, kind: k.kind, receiverId: heir })),
      );
      return directCall(token, 'POST', `${U}/departureAndTransfer`, { ids: leavers, handovers });
    }
    case 'depart':
      return directCall(token, 'POST', `${U}/departure`, { ids: ids(m.who, active) });
    case 'delete':
      return directCall(token, 'POST', `${U}/delete`, { ids: ids(m.who, everyone) });
    case 'rehire': {
      const gone = everyone.filter((p) => p.status === 'departure');
      const p = pick(gone, m.who);
      if (!p) return { status: 200, body: { code: 'nobody departed' } };
      const original = m.original && depts.find((d) => p.departIds.includes(d.id));
      return directCall(token, 'POST', `${U}/rehire`, {
        id: p.id,
        departId: (original || pick(depts, m.dept)!).id,
        entryTime: '2026-12-01',
      });
    }
    case 'renameDept': {
      const d = pick(depts, m.dept)!;
      return directCall(token, 'PUT', '/enterprise-server/depart/edit', {
        id: d.id,
        departName: `部门${made}`,
        parentDepartId: d.parentDepartId,
        enterpriseNumber: e,
        departIdList: chain(e, d.parentDepartId),
        oldDepartSupervisorId: d.departSupervisorId,
        departSupervisorId: d.departSupervisorId,
      });
    }
    case 'moveDept':
      return directCall(token, 'PUT', '/enterprise-server/depart/move', {
        departId: pick(depts, m.dept)!.id,
        parentDepartId: pick(depts, m.to)!.id,
      });
    case 'deleteDept':
      // half of the time one that has no members or child departments (if any)
      return directCall(token, 'PUT', '/enterprise-server/depart/del', {
        departId: pick(m.dept % 2 && empty.length ? empty : depts, m.dept >> 1)!.id,
        del: true,
      });
    case 'createDept': {
      const parent = pick(depts, m.dept)!;
      return directCall(token, 'POST', '/enterprise-server/depart/insert', {
        departName: `新部门${made}`,
        parentDepartId: parent.id,
        enterpriseNumber: e,
        departIdList: chain(e, parent.id),
        usedIds: [],
      });
    }
  }
}
