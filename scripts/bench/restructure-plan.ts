import { routes } from '@/sandbox/handlers';
import { openSession } from '@/sandbox/handlers/login';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { createRandom } from '@/sandbox/random';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import type { Method } from '@/sandbox/route';
import type { PlanChange, PlanChangeInput } from '@/features/org-chart/api/plan-types';

// A plan of mixed changes on the sandbox's current store, built through its calls (the benchmark of
// restructure plans, scripts/bench-restructure.mjs; docs/assumed-contract.md "Restructure plans",
// "Scale"). Calls go straight to the declared routes, as tests/sandbox/direct-call.ts does.

const R = '/enterprise-server/restructure';

/** The sandbox's answer to one call, as a Response (its JSON already serialised). */
export async function answer(token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { pathname } = new URL(request.url);
  const route = routes.find((r) => r.method === (method.toLowerCase() as Method) && r.match(pathname));
  if (!route) throw new Error(`no route for ${path}`);
  return route.answer(request, route.match(pathname)!);
}

export async function call(token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await answer(token, method, path, body);
  return (await res.json()) as { code: number | string; message: string; data: unknown };
}

export const signIn = () => openSession('10000001', E);

const deleted = new Set<string>();
/** Fills `mine` with the departments the plan created and has not deleted yet (one review). */
async function knownCreated(token: string, planId: string, mine: string[]): Promise<boolean> {
  const review = await call(token, 'GET', `${R}/plan/review?id=${planId}`);
  const { changes } = (review.data as { plan: { changes: PlanChange[] } }).plan;
  for (const c of changes) if (c.kind === 'delete') deleted.add(c.departId);
  for (const c of changes) if (c.kind === 'create' && !deleted.has(c.createdDepartId)) mine.push(c.createdDepartId);
  return mine.length > 0;
}

/** Creates a draft and records `size` changes of every kind (a change refused is replaced by another). */
export async function buildPlan(token: string, size: number, seed = 2025): Promise<string> {
  const random = createRandom(seed);
  const created = await call(token, 'POST', `${R}/plan/create`, { name: `调整方案${seed}` });
  const planId = (created.data as { id: string }).id;
  const deps = departmentsOf(E);
  const children = new Map<string, string[]>();
  for (const d of deps) children.set(d.parentDepartId, [...(children.get(d.parentDepartId) ?? []), d.id]);
  const leaves = deps.filter((d) => d.parentDepartId !== '0' && !children.has(d.id));
  const inner = deps.filter((d) => d.parentDepartId !== '0' && children.has(d.id));
  const members = new Map<string, string[]>();
  for (const p of staffOf(E))
    if (p.status !== 'departure') for (const id of p.departIds) members.set(id, [...(members.get(id) ?? []), p.id]);
  const used = new Set<string>();
  const fresh = <T extends { id: string }>(list: readonly T[]) => {
    for (let i = 0; i < 50; i++) {
      const d = random.pick(list);
      if (!used.has(d.id)) return d;
    }
    return random.pick(list);
  };
  const mine: string[] = [];
  let accepted = 0;
  for (let n = 0; accepted < size && n < size * 4; n++) {
    const kind = n % 8;
    let change: PlanChangeInput;
    if (kind === 0) change = { kind: 'create', departName: `新部门${n}`, parentDepartId: random.pick(inner).id };
    else if (kind === 1) change = { kind: 'rename', departId: fresh(deps).id, departName: `更名${n}` };
    else if (kind === 2) change = { kind: 'move', departId: fresh(leaves).id, parentDepartId: random.pick(inner).id };
    else if (kind === 3) {
      const d = fresh(leaves);
      const siblings = (children.get(d.parentDepartId) ?? []).filter((id) => id !== d.id && !used.has(id));
      change = { kind: 'merge', departId: d.id, targetId: siblings.length ? random.pick(siblings) : d.parentDepartId };
    } else if (kind === 4 && (mine.length || (await knownCreated(token, planId, mine))))
      change = { kind: 'delete', departId: mine.shift()! };
    else if (kind === 5) {
      const d = fresh(deps);
      change = { kind: 'supervisor', departId: d.id, supervisorId: random.pick(members.get(d.id) ?? ['']) };
    } else {
      const from = fresh(leaves);
      const people = members.get(from.id) ?? [];
      change = {
        kind: 'moveStaff',
        staffIds: people.slice(0, 1 + random.int(0, 2)),
        fromDepartId: from.id,
        toDepartId: fresh(leaves).id,
      };
    }
    const res = await call(token, 'POST', `${R}/plan/change`, { planId, change });
    if (res.code !== 200) continue;
    accepted++;
    for (const id of ['departId', 'targetId', 'fromDepartId', 'toDepartId'] as const)
      if (id in change) used.add((change as Record<string, string>)[id]);
  }
  if (accepted < size) throw new Error(`only ${accepted} of ${size} changes were accepted`);
  return planId;
}
