import type { AppSummary, AppVisibleRange } from '@/lib/apps/types';

// Shapes of application management (admin-modules §3 Application, §7 "Applications"). The spec gives
// the paths and a few parameters only; every body below is assumed and written in
// docs/assumed-contract.md ("## Workplace" → "### Applications").

export type AppCategory = AppSummary['categoryMark'];

/** An application as /app/listAll answers it: the role-management summary plus the departments it
 *  is visible to (visibleRange 3) and its place on the workbench. */
export interface AppInfo extends AppSummary {
  visibleDeparts: Array<{ id: string; departName: string }>;
  description: string;
  /** departments and people it is visible to outside a scoped administrator's 管理范围: not listed,
   *  kept by the server when she saves (assumed contract "Partial writes"); absent when none */
  hiddenVisibleDepartCount?: number;
  hiddenVisibleUserCount?: number;
}

/** POST /admin/updateAppVisible: everyone (2), or the departments (sub-departments included) and
 *  people chosen (3; at least one). */
export interface AppVisibleInput {
  id: string;
  visibleRange: AppVisibleRange;
  departIds: string[];
  lenovoIds: string[];
}

/** POST /admin/appRangeQuery {id}: who can see one application, with counts. */
export interface AppRange {
  id: string;
  name: string;
  enable: boolean;
  categoryMark: AppCategory;
  visibleRange: AppVisibleRange;
  departs: Array<{ id: string; departName: string; memberTotal: number }>;
  users: Array<{ lenovoId: string; name: string; departName: string }>;
  /** distinct active people who can see it (departments and people together, each once) */
  reachCount: number;
  /** active people of the enterprise */
  staffCount: number;
  /** as in AppInfo: departments and people outside a scoped administrator's 管理范围, not listed */
  hiddenVisibleDepartCount?: number;
  hiddenVisibleUserCount?: number;
}

/** POST /app/visible {id, keyword, page, size}: the people who can see one application, paged. */
export interface AppViewerQuery {
  id: string;
  keyword: string;
  page: number;
  size: number;
}
export interface AppViewer {
  lenovoId: string;
  name: string;
  departName: string;
  /** how the person sees it: everyone, through a department (its name), or chosen by name */
  via: string;
}
export interface AppViewerPage {
  list: AppViewer[];
  total: number;
  page: number;
  size: number;
}

/** POST /app/visibleApp {id, departIds, lenovoIds, visible}: add these departments and people to a
 *  limited scope (visible true) or take them out of it (false). */
export interface AppScopeChange {
  id: string;
  departIds: string[];
  lenovoIds: string[];
  visible: boolean;
}

/** GET /app/userAppList {lenovoId}: the enabled applications one person sees, by group, as their
 *  workbench shows them. */
export interface UserAppGroup {
  groupName: string;
  apps: Array<{ id: string; name: string; iconAddress: string }>;
}

/** An application as the group editor shows it. */
export interface GroupApp {
  id: string;
  name: string;
  iconAddress: string;
  categoryMark: AppCategory;
  enable: boolean;
}

/** GET /app/group/get {enterpriseId, lenovoId}: the groups in order, each with its applications in
 *  order, and the applications in no group. */
export interface AppGroups {
  groups: Array<{ id: string; groupName: string; apps: GroupApp[] }>;
  ungrouped: GroupApp[];
}

/** POST /app/group/save: the whole arrangement. A group without id is new; a group left out is
 *  deleted (its applications then belong to no group). */
export interface AppGroupsInput {
  enterpriseId: string;
  groups: Array<{ id?: string; groupName: string; appIds: string[] }>;
}

/** §9: one week, one month, half year, one year. */
export type UsageDateType = 1 | 2 | 3 | 4;

/** GET /admin/app/detail {id, dateType}: usage of one application over the period. */
export interface AppUsage {
  id: string;
  name: string;
  dateType: UsageDateType;
  /** one point a day (week, month), a week (half year) or a month (year), oldest first */
  series: Array<{ label: string; activeUsers: number; opens: number }>;
  totals: { activeUsers: number; opens: number; visibleCount: number };
  /** departments with the most opens over the period, most first (at most 8) */
  topDeparts: Array<{ departName: string; opens: number; activeUsers: number }>;
}
