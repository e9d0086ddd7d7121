import { keepLiving } from '@/sandbox/lifecycle/keep-living';
import { collectPruned } from '@/sandbox/lifecycle/pruned';
import { deletedDepartments } from '@/sandbox/lifecycle/tombstones';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// keepLiving (docs/module-guide.md "References to people and departments"): what a save keeps of
// the references it was sent, and what it reports as left out for the request's answer.
const E = MAIN_ENTERPRISE;

describe('keepLiving (sandbox)', () => {
  it('keeps living and unknown ids in order, leaves out departed, deleted and deleted departments, each reported once', () => {
    const active = staffOf(E).find((p) => p.status === '')!;
    const unjoined = staffOf(E).find((p) => p.status === 'unjoined')!;
    const departed = staffOf(E).find((p) => p.status === 'departure')!;
    const depart = departmentsOf(E)[2];
    deletedDepartments().push({
      id: 'd-gone',
      enterpriseNumber: E,
      departName: '市场部',
      parentDepartId: depart.id,
      deletedAt: '2026-03-01 10:00:00',
    });
    const { result, pruned } = collectPruned(() => {
      keepLiving(E, { userIds: [departed.id] });
      return keepLiving(E, {
        lenovoIds: [departed.lenovoId, active.lenovoId, 'never'],
        userIds: [unjoined.id, departed.id],
        departIds: ['d-gone', depart.id],
      });
    });
    expect(result).toEqual({ lenovoIds: [active.lenovoId, 'never'], userIds: [unjoined.id], departIds: [depart.id] });
    expect(pruned).toEqual([
      { kind: 'person', id: departed.id, name: departed.name, state: 'departed' },
      { kind: 'person', id: departed.lenovoId, name: departed.name, state: 'departed' },
      { kind: 'department', id: 'd-gone', name: '市场部', state: 'deleted' },
    ]);
  });

  it('refuses to run outside a request (after a handler’s await, the request is not known)', () => {
    expect(() => keepLiving(E, { lenovoIds: [] })).toThrow(/before the handler awaits/);
  });
});
