import type { PlanStatus } from './api/plan-types';

// Restructure plans (docs/assumed-contract.md "Restructure plans").
export const ORG_CHART_PATH = '/home/organization_chart';
export const PLAN_PATH = '/home/organization_chart/plan';
export const planPath = (id: string) => `${PLAN_PATH}?id=${encodeURIComponent(id)}`;

/** The tab of /home/organization_chart kept in the URL (?tab=plans). */
export const PLANS_TAB = 'plans';

export const PLAN_NAME_MAX = 30;
export const PLAN_NOTE_MAX = 200;

export const PLAN_STATUS_LABEL: Record<PlanStatus, string> = { draft: '草稿', applied: '已应用', reverted: '已撤销' };
export const PLAN_STATUS_COLOR: Record<PlanStatus, string> = {
  draft: 'processing',
  applied: 'success',
  reverted: 'default',
};
