import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type {
  AppCategory,
  AppGroups,
  AppGroupsInput,
  AppInfo,
  AppRange,
  AppScopeChange,
  AppUsage,
  AppViewerPage,
  AppViewerQuery,
  AppVisibleInput,
  UsageDateType,
  UserAppGroup,
} from './types';

// Application management calls (admin-modules §7 "Applications"), paths as the spec spells them.
const A = services.apps;

/** GET /app/listAll: every application of the enterprise (one category with categoryMark). */
export const listApps = (categoryMark: AppCategory | '', signal?: AbortSignal) =>
  get<AppInfo[]>(`${A}/app/listAll`, { visibleRange: '', appName: '', categoryMark }, { signal });

/** POST /app/enable with query enable, id, categoryMark (no body). */
export const enableApp = (q: { id: string; enable: boolean; categoryMark: AppCategory }) =>
  post<AppInfo>(`${A}/app/enable`, undefined, { params: { enable: q.enable, id: q.id, categoryMark: q.categoryMark } });

export const appRange = (id: string, signal?: AbortSignal) =>
  post<AppRange>(`${A}/admin/appRangeQuery`, { id }, { signal });
export const updateAppVisible = (input: AppVisibleInput) => post<AppRange>(`${A}/admin/updateAppVisible`, input);
export const appViewers = (q: AppViewerQuery, signal?: AbortSignal) =>
  post<AppViewerPage>(`${A}/app/visible`, q, { signal });
export const changeAppScope = (input: AppScopeChange) => post<AppRange>(`${A}/app/visibleApp`, input);
export const userAppList = (lenovoId: string, signal?: AbortSignal) =>
  get<UserAppGroup[]>(`${A}/app/userAppList`, { lenovoId }, { signal });

export const appGroups = (q: { enterpriseId: string; lenovoId: string }, signal?: AbortSignal) =>
  get<AppGroups>(`${A}/app/group/get`, q, { signal });
export const saveAppGroups = (input: AppGroupsInput) => post<AppGroups>(`${A}/app/group/save`, input);

export const appUsage = (q: { id: string; dateType: UsageDateType }, signal?: AbortSignal) =>
  get<AppUsage>(`${A}/admin/app/detail`, q, { signal });
