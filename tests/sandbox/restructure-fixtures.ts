// Restructure plans through the sandbox's calls (docs/assumed-contract.md "Restructure plans").
import type { PlanChangeInput, PlanReview, PlanSummary } from '@/features/org-chart/api/plan-types';
import { send, type Envelope } from './send';

const E = '/enterprise-server';
export const R = `${E}/restructure`;

export async function createPlan(name = '2027年组织调整', note = '') {
  const res = await send(`${R}/plan/create`, { name, note });
  expect(res).toMatchObject({ code: 200 });
  return res.data as PlanSummary;
}

export const change = (planId: string, change: PlanChangeInput | Record<string, unknown>) =>
  send(`${R}/plan/change`, { planId, change });

/** Records a change that must be accepted; its id. */
export async function changed(planId: string, input: PlanChangeInput): Promise<string> {
  const res = await change(planId, input);
  expect(res).toMatchObject({ code: 200, message: '成功' });
  return (res.data as { changeId: string }).changeId;
}

export async function review(id: string): Promise<PlanReview> {
  const res = await send(`${R}/plan/review?id=${id}`, undefined, { method: 'GET' });
  expect(res.code).toBe(200);
  return res.data as PlanReview;
}

export const apply = (id: string): Promise<Envelope> => send(`${R}/plan/apply`, { id });
export const revert = (id: string): Promise<Envelope> => send(`${R}/plan/revert`, { id });
