import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { AppCategorySchema } from '@/lib/apps/category-schema';
import { AppInfoSchema, hiddenVisible, listAppsCall } from '@/lib/apps/contract';

export { AppInfoSchema, listAppsCall };

// Application management (admin-modules §3 Application, §7 "Applications"), on the apps service. The
// spec gives the ten paths and a few parameters only; every body and answer is assumed and written in
// docs/assumed-contract.md ("## Workplace" → "### Applications").

import { VisibleRangeSchema } from '@/lib/apps/contract';
/** §9: one week, one month, half year, one year. */
export const UsageDateTypeSchema = v.picklist([1, 2, 3, 4]);

/** POST /admin/appRangeQuery {id}: who can see one application, with counts. */
export const AppRangeSchema = record({
  id,
  name: v.string(),
  enable: flag,
  categoryMark: AppCategorySchema,
  visibleRange: VisibleRangeSchema,
  /** every stored department, a deleted one by its last name with memberTotal 0 */
  departs: list(record({ id, departName: text, memberTotal: count })),
  /** every stored person, a departed or deleted one by name ('' when never known) */
  users: list(record({ lenovoId: id, name: text, departName: text })),
  /** distinct active people who can see it (departments and people together, each once) */
  reachCount: count,
  /** active people of the enterprise */
  staffCount: count,
  /** as in AppInfo: departments and people outside a scoped administrator's 管理范围, not listed */
  ...hiddenVisible,
});

export const AppViewerSchema = record({
  lenovoId: id,
  name: v.string(),
  departName: text,
  /** how the person sees it: everyone, through a department (its name), or chosen by name */
  via: text,
});

/** POST /app/visible: one page of them. */
export const AppViewerPageSchema = paged(AppViewerSchema);

/** GET /app/userAppList {lenovoId}: the enabled applications one person sees, by group, as their
 *  workbench shows them. */
export const UserAppGroupSchema = record({
  groupName: v.string(),
  apps: list(record({ id, name: v.string(), iconAddress: text })),
});

/** An application as the group editor shows it. */
export const GroupAppSchema = record({
  id,
  name: v.string(),
  iconAddress: text,
  categoryMark: AppCategorySchema,
  enable: flag,
});

/** GET /app/group/get {enterpriseId, lenovoId}: the groups in order, each with its applications in
 *  order, and the applications in no group. */
export const AppGroupsSchema = record({
  groups: list(record({ id, groupName: v.string(), apps: list(GroupAppSchema) })),
  ungrouped: list(GroupAppSchema),
});

/** GET /admin/app/detail {id, dateType}: usage of one application over the period. */
export const AppUsageSchema = record({
  id,
  name: text,
  dateType: UsageDateTypeSchema,
  /** one point a day (week, month), a week (half year) or a month (year), oldest first */
  series: list(record({ label: v.string(), activeUsers: count, opens: count })),
  totals: record({ activeUsers: count, opens: count, visibleCount: count }),
  /** departments with the most opens over the period, most first (at most 8) */
  topDeparts: list(record({ departName: text, opens: count, activeUsers: count })),
});

/** POST /admin/updateAppVisible: everyone (2), or the departments (sub-departments included) and
 *  people chosen (3; at least one). */
const AppVisibleInputSchema = v.object({
  id: v.string(),
  visibleRange: VisibleRangeSchema,
  departIds: v.array(v.string()),
  lenovoIds: v.array(v.string()),
});

/** POST /app/visible {id, keyword, page, size}: the people who can see one application, paged. */
const AppViewerQuerySchema = v.object({ id: v.string(), keyword: v.string(), ...pageArgs });

/** POST /app/visibleApp {id, departIds, lenovoIds, visible}: add these departments and people to a
 *  limited scope (visible true) or take them out of it (false). */
const AppScopeChangeSchema = v.object({
  id: v.string(),
  departIds: v.array(v.string()),
  lenovoIds: v.array(v.string()),
  visible: v.boolean(),
});

/** POST /app/group/save: the whole arrangement. A group without id is new; a group left out is
 *  deleted (its applications then belong to no group). */
const AppGroupsInputSchema = v.object({
  enterpriseId: v.string(),
  groups: v.array(v.object({ id: v.optional(v.string()), groupName: v.string(), appIds: v.array(v.string()) })),
});

export const enableAppCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/app/enable',
  status: 'specified',
  summary: '启用或停用应用',
  query: v.object({ enable: v.boolean(), id: v.string(), categoryMark: AppCategorySchema }),
  answer: AppInfoSchema,
});

export const appRangeCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/admin/appRangeQuery',
  status: 'specified',
  summary: '应用的可见范围',
  body: byId,
  answer: AppRangeSchema,
});

export const updateAppVisibleCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/admin/updateAppVisible',
  status: 'specified',
  summary: '设置应用可见范围',
  body: AppVisibleInputSchema,
  answer: AppRangeSchema,
});

export const appViewersCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/app/visible',
  status: 'specified',
  summary: '可见应用的人员（分页）',
  body: AppViewerQuerySchema,
  answer: AppViewerPageSchema,
});

export const changeAppScopeCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/app/visibleApp',
  status: 'specified',
  summary: '添加或移除应用可见的部门和人员',
  body: AppScopeChangeSchema,
  answer: AppRangeSchema,
});

export const userAppListCall = defineCall({
  method: 'GET',
  service: 'apps',
  path: '/app/userAppList',
  status: 'specified',
  summary: '员工可见的应用（按分组）',
  query: v.object({ lenovoId: v.string() }),
  answer: v.array(UserAppGroupSchema),
});

export const appGroupsCall = defineCall({
  method: 'GET',
  service: 'apps',
  path: '/app/group/get',
  status: 'specified',
  summary: '应用分组',
  query: v.object({ enterpriseId: v.string(), lenovoId: v.string() }),
  answer: AppGroupsSchema,
});

export const saveAppGroupsCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/app/group/save',
  status: 'specified',
  summary: '保存应用分组',
  body: AppGroupsInputSchema,
  answer: AppGroupsSchema,
});

export const appUsageCall = defineCall({
  method: 'GET',
  service: 'apps',
  path: '/admin/app/detail',
  status: 'specified',
  summary: '应用数据概览',
  query: v.object({ id: v.string(), dateType: UsageDateTypeSchema }),
  answer: AppUsageSchema,
});

export type AppCategory = v.InferOutput<typeof AppCategorySchema>;
export type UsageDateType = v.InferOutput<typeof UsageDateTypeSchema>;
export type AppInfo = v.InferOutput<typeof AppInfoSchema>;
export type AppRange = v.InferOutput<typeof AppRangeSchema>;
export type AppViewer = v.InferOutput<typeof AppViewerSchema>;
export type AppViewerPage = v.InferOutput<typeof AppViewerPageSchema>;
export type UserAppGroup = v.InferOutput<typeof UserAppGroupSchema>;
export type GroupApp = v.InferOutput<typeof GroupAppSchema>;
export type AppGroups = v.InferOutput<typeof AppGroupsSchema>;
export type AppUsage = v.InferOutput<typeof AppUsageSchema>;
export type AppVisibleInput = v.InferOutput<typeof AppVisibleInputSchema>;
export type AppViewerQuery = v.InferOutput<typeof AppViewerQuerySchema>;
export type AppScopeChange = v.InferOutput<typeof AppScopeChangeSchema>;
export type AppGroupsInput = v.InferOutput<typeof AppGroupsInputSchema>;
