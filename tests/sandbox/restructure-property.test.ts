import fc from 'fast-check';
import { signInAs } from '../sign-in';
import { directCall } from './direct-call';
import { checkpoint } from './store-checkpoint';
import { approval, conditionOn } from './lifecycle-fixtures';
import { memberships } from '@/sandbox/core-tables';
import { directoryIndex, invalidateDirectory } from '@/sandbox/directory-views';
import { departmentsOf, groups, staffOf } from '@/sandbox/org-tables';
import { appsOf } from '@/sandbox/seed/modules/apps';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { roleRows } from '@/sandbox/seed/modules/roles';
import { brokenReferences } from '@/sandbox/lifecycle/invariants';
import { lifecycleContext } from '@/sandbox/lifecycle/context';
import { depart } from '@/sandbox/lifecycle/events';
import { PLACES } from '@/sandbox/lifecycle/registry';
import { deletedDepartments } from '@/sandbox/lifecycle/tombstones';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import type { PlanChangeInput, PlanChangeKind, PlanReview } from '@/features/org-chart/api/plan-types';

// Random plans applied to random organisations (docs/assumed-contract.md "Restructure plans"):
// every change is made against the plan's organisation as it stands, so most are accepted; apply
// then revert must leave every organisation table exactly as it was, and an applied plan must leave
// no reference naming a department that is not there (the lifecycle invariants) and a whole tree.

const R = '/enterprise-server/restructure';
const KINDS: readonly PlanChangeKind[] = ['create', 'rename', 'move', 'merge', 'delete', 'supervisor', 'moveStaff'];

interface Pick {
  kind: PlanChangeKind;
  a: number;
  b: number;
  c: number;
}
const pickArb = fc.record({
  kind: fc.constantFrom(...KINDS),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
});

/** Configuration naming random departments, some people gone: a mutation of the default seed. */
function mutate(seedPicks: readonly number[]) {
  const ids = departmentsOf(E)
    .filter((d) => d.parentDepartId !== '0')
    .map((d) => d.id);
  const at = (i: number) => ids[seedPicks[i % seedPicks.length] % ids.length];
  meetingRoomRows().find((r) => r.enterpriseNumber === E)!.bookingDepartIds = [at(0), at(1)];
  appsOf(E)[0].visibleDepartIds = [at(2)];
  const d = departmentsOf(E).find((x) => x.id === at(3))!;
  conditionOn(approval('请假'), d);
  groups().find((g) => g.enterpriseNumber === E)!.departId = at(4);
  const scoped = memberships().find((m) => m.enterpriseNumber === E && m.manageScope?.type === 'departments');
  if (scoped?.manageScope?.type === 'departments') scoped.manageScope.departmentIds.push(at(5));
  const people = staffOf(E).filter((p) => p.status !== 'departure' && !p.isCeo && !p.lenovoId.startsWith('1000'));
  // departures through the lifecycle rules, so what they held is handed on (Part D)
  const leaving = [...new Set(seedPicks.slice(0, 4).map((i) => people[i % people.length]))];
  depart(
    lifecycleContext(
      E,
      { lenovoId: '10000001', name: '张伟' },
      leaving.map((p) => p.id),
    ),
    leaving,
    [],
    false,
  );
  // empty leaves, so that deletes have something to delete
  for (const i of seedPicks.slice(6, 8)) {
    const leaf = ids[i % ids.length];
    if (!ids.some((x) => departmentsOf(E).find((y) => y.id === x)?.parentDepartId === leaf))
      for (const p of staffOf(E)) p.departIds = p.departIds.filter((x) => x !== leaf || p.departIds.length === 1);
  }
  invalidateDirectory(E);
}

/** Every table a plan can change, as text. */
const state = () =>
  JSON.stringify({
    departments: departmentsOf(E),
    staff: staffOf(E).map((p) => [p.id, p.status, p.departIds]),
    references: PLACES.map((p) => [p.kind, p.references(E)]),
    tombstones: deletedDepartments(),
    groups: groups(),
    scopes: [...memberships().map((m) => m.manageScope ?? null), ...roleRows().map((r) => r.manageScope ?? null)],
    approvals: approval('请假').processData,
  });

/** A change made against the plan's organisation as it stands (from its review). */
function changeOf(p: Pick, review: PlanReview, n: number): PlanChangeInput {
  const live = review.departments.filter((d) => !d.gone);
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
  const dept = pick(live, p.a);
  const other = pick(live, p.b);
  const movedTo = new Map(review.people.map((m) => [m.staffId, m.afterDepartIds]));
  const membersOf = (id: string) =>
    staffOf(E).filter((s) => s.status !== 'departure' && (movedTo.get(s.id) ?? s.departIds).includes(id));
  switch (p.kind) {
    case 'create':
      return { kind: 'create', departName: `新部门${n}`, parentDepartId: dept.id };
    case 'rename':
      return { kind: 'rename', departId: dept.id, departName: `更名${n}` };
    case 'move':
      return { kind: 'move', departId: dept.id, parentDepartId: other.id };
    case 'merge':
      return { kind: 'merge', departId: dept.id, targetId: other.id };
    case 'delete': {
      const empty = live.filter((d) => d.members.after === 0 && !live.some((x) => x.parentDepartId === d.id));
      return { kind: 'delete', departId: (empty.length ? pick(empty, p.a) : dept).id };
    }
    case 'supervisor': {
      const people = membersOf(dept.id);
      return {
        kind: 'supervisor',
        departId: dept.id,
        supervisorId: p.c % 4 === 0 ? '' : (pick(people, p.c)?.id ?? ''),
      };
    }
    case 'moveStaff': {
      const from = pick(
        live.filter((d) => d.members.after > 0),
        p.a,
      );
      const people = membersOf(from.id);
      const count = 1 + (p.c % Math.min(3, people.length));
      return {
        kind: 'moveStaff',
        staffIds: people
          .slice(p.c % people.length)
          .concat(people)
          .slice(0, count)
          .map((s) => s.id),
        fromDepartId: from.id,
        toDepartId: other.id === from.id ? pick(live, p.b + 1).id : other.id,
      };
    }
  }
}

/** What is wrong with the tree: a parent that is not there, or a cycle. */
function brokenTree(): string[] {
  const rows = departmentsOf(E);
  const byId = new Map(rows.map((d) => [d.id, d]));
  return rows.flatMap((d) => {
    if (d.parentDepartId === '0') return [];
    if (!byId.has(d.parentDepartId)) return [`${d.departName}: no parent`];
    let x = byId.get(d.parentDepartId);
    for (let steps = 0; x && x.parentDepartId !== '0'; steps++, x = byId.get(x.parentDepartId))
      if (x.id === d.id || steps > rows.length) return [`${d.departName}: cycle`];
    return [];
  });
}

describe('restructure plans property', { timeout: 300000 }, () => {
  it('apply then revert returns the organisation exactly; an applied plan breaks no reference', async () => {
    const token = signInAs();
    const restore = checkpoint();
    const applied = new Map<PlanChangeKind, number>();
    let plans = 0;
    let changedRuns = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(1000), { minLength: 8, maxLength: 8 }),
        fc.array(pickArb, { minLength: 1, maxLength: 24 }),
        async (seedPicks, picks) => {
          restore();
          mutate(seedPicks);
          expect(brokenReferences(E)).toEqual([]);
          const before = state();
          const created = await directCall(token, 'POST', `${R}/plan/create`, { name: `方案${++plans}` });
          const planId = (created.body.data as { id: string }).id;
          const kinds: PlanChangeKind[] = [];
          for (const [n, p] of picks.entries()) {
            const review = (await directCall(token, 'GET', `${R}/plan/review?id=${planId}`)).body.data as PlanReview;
            const res = await directCall(token, 'POST', `${R}/plan/change`, { planId, change: changeOf(p, review, n) });
            if (res.body.code === 200) kinds.push(p.kind);
            else if (res.body.code !== 400) throw new Error(`change answered ${res.body.code} ${res.body.message}`);
          }
          if (!kinds.length) return;
          const review = (await directCall(token, 'GET', `${R}/plan/review?id=${planId}`)).body.data as PlanReview;
          expect(review.problems).toEqual([]);
          const chart = review.departments
            .filter((d) => !d.gone)
            .map((d) => [d.id, d.departName, d.parentDepartId, d.supervisorId, d.members.after, d.total.after]);
          const apply = await directCall(token, 'POST', `${R}/plan/apply`, { id: planId });
          expect(apply.body).toMatchObject({ code: 200 });
          for (const k of kinds) applied.set(k, (applied.get(k) ?? 0) + 1);
          expect(brokenReferences(E)).toEqual([]);
          expect(brokenTree()).toEqual([]);
          // the review's chart and counts are what the live organisation is once applied
          const index = directoryIndex(E);
          const live = chart.map(([id]) => {
            const d = index.byId.get(id as string);
            return [
              id,
              d?.departName,
              d?.parentDepartId,
              d?.departSupervisorId,
              index.members.get(id as string)?.length ?? 0,
              index.totals.get(id as string) ?? 0,
            ];
          });
          expect(live).toEqual(chart);
          expect(index.byId.size).toBe(chart.length);
          if (state() !== before) changedRuns++;
          const revert = await directCall(token, 'POST', `${R}/plan/revert`, { id: planId });
          expect(revert.body).toMatchObject({ code: 200 });
          expect(state()).toBe(before);
        },
      ),
      { numRuns: 60, seed: 2025, endOnFailure: true },
    );
    // every kind of change was applied, not only refused
    expect([...applied.keys()].sort()).toEqual([...KINDS].sort());
    expect(changedRuns).toBeGreaterThan(40);
  });
});
