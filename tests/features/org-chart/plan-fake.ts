import { http, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { ADMIN, NO_ENTERPRISE_USER } from '../../sign-in';
import type {
  PlanChange,
  PlanDetail,
  PlanProblem,
  PlanReview,
  PlanScopeChange,
} from '@/features/org-chart/api/plan-types';

// The restructure calls answered from a small store of plans (docs/assumed-contract.md "Restructure
// plans"), for the console's tests of the plan list and page: they check what the console shows and
// sends for each answer, whatever the server's own rules (tests/sandbox covers those).

// people by lenovoId from the seed, as the sandbox names a plan's people (张伟, 李娜)
const ok = (data: unknown) => HttpResponse.json({ code: 200, data, message: '成功' });
const refuse = (code: number, message: string, extra: { errorCode?: string; data?: unknown } = {}) =>
  HttpResponse.json({ code, message, ...extra });

export const change = (id: string, label: string): PlanChange => ({
  kind: 'rename',
  departId: 'd1',
  departName: label,
  id,
  createdDepartId: '',
  authorId: ADMIN,
  authorName: '张伟',
  time: '2026-11-20 10:00:00',
  label,
});

export function planOf(id: string, name: string, over: Partial<PlanDetail> = {}): PlanDetail {
  return {
    id,
    name,
    note: '',
    status: 'draft',
    changeCount: over.changes?.length ?? 0,
    creatorId: ADMIN,
    creatorName: '张伟',
    createTime: '2026-11-20 09:00:00',
    updaterId: NO_ENTERPRISE_USER,
    updaterName: '李娜',
    updateTime: '2026-11-21 15:30:00',
    appliedTime: '',
    appliedById: '',
    appliedByName: '',
    revertDeadline: '',
    revertedTime: '',
    changes: [],
    ...over,
  };
}

export interface PlanFake {
  plans: PlanDetail[];
  problems: Map<string, PlanProblem[]>;
  scopeChanges: Map<string, PlanScopeChange[]>;
}

const summary = ({ changes: _changes, ...rest }: PlanDetail) => rest;
const body = async (r: Request) => (await r.json()) as Record<string, string>;

/** Answers every /restructure/* call from `plans` (the list in the order given). */
export function fakePlans(plans: PlanDetail[]): PlanFake {
  const fake: PlanFake = { plans, problems: new Map(), scopeChanges: new Map() };
  const find = (id: string | null) => fake.plans.find((p) => p.id === id);
  let next = 100;
  server.use(
    http.get('*/enterprise-server/restructure/plans', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('size') ?? 10);
      const list = fake.plans.slice((page - 1) * size, page * size).map(summary);
      return ok({ list, total: fake.plans.length, page, size });
    }),
    http.get('*/enterprise-server/restructure/plan/review', ({ request }) => {
      const plan = find(new URL(request.url).searchParams.get('id'));
      if (!plan) return refuse(404, '方案不存在');
      const review: PlanReview = {
        plan,
        departments: [],
        people: [],
        problems: fake.problems.get(plan.id) ?? [],
        scopeChanges: fake.scopeChanges.get(plan.id) ?? [],
      };
      return ok(review);
    }),
    http.post('*/enterprise-server/restructure/plan/create', async ({ request }) => {
      const b = await body(request);
      if (fake.plans.some((p) => p.name === b.name && p.status === 'draft')) return refuse(400, '已存在同名方案');
      const plan = planOf(`p${next++}`, b.name, { note: b.note });
      fake.plans.unshift(plan);
      return ok(summary(plan));
    }),
    http.post('*/enterprise-server/restructure/plan/edit', async ({ request }) => {
      const b = await body(request);
      const plan = find(b.id)!;
      Object.assign(plan, { name: b.name, note: b.note });
      return ok(summary(plan));
    }),
    http.post('*/enterprise-server/restructure/plan/duplicate', async ({ request }) => {
      const from = find((await body(request)).id)!;
      const plan = planOf(`p${next++}`, `${from.name}（副本）`, { changes: from.changes });
      fake.plans.unshift(plan);
      return ok(summary(plan));
    }),
    http.post('*/enterprise-server/restructure/plan/delete', async ({ request }) => {
      const plan = find((await body(request)).id)!;
      fake.plans = fake.plans.filter((p) => p !== plan);
      return ok({ name: plan.name });
    }),
    http.post('*/enterprise-server/restructure/plan/rebase', () => ok(null)),
    http.post('*/enterprise-server/restructure/plan/apply', async ({ request }) => {
      const plan = find((await body(request)).id)!;
      Object.assign(plan, {
        status: 'applied',
        appliedTime: '2026-11-25 10:00:00',
        appliedById: ADMIN,
        appliedByName: '张伟',
        revertDeadline: '2099-12-01 10:00:00',
      });
      return ok({ changeCount: plan.changes.length, appliedTime: plan.appliedTime });
    }),
    http.post('*/enterprise-server/restructure/plan/revert', async ({ request }) => {
      const plan = find((await body(request)).id)!;
      Object.assign(plan, { status: 'reverted', revertedTime: '2026-11-26 10:00:00' });
      return ok({ changeCount: plan.changes.length });
    }),
  );
  return fake;
}

/** The next call to `path` (e.g. /restructure/plan/apply) answers this refusal, once. */
export function refuseNext(
  path: string,
  code: number,
  message: string,
  extra: { errorCode?: string; data?: unknown } = {},
) {
  server.use(http.all(`*/enterprise-server${path}`, () => refuse(code, message, extra), { once: true }));
}
