import { request } from '@/lib/contract/define';
import {
  appGroupsCall,
  appRangeCall,
  appUsageCall,
  appViewersCall,
  changeAppScopeCall,
  enableAppCall,
  listAppsCall,
  saveAppGroupsCall,
  updateAppVisibleCall,
  userAppListCall,
} from './contract';
import type {
  AppCategory,
  AppGroupsInput,
  AppScopeChange,
  AppViewerQuery,
  AppVisibleInput,
  UsageDateType,
} from './types';

// Application management calls (admin-modules §7 "Applications"), defined in ./contract.ts.

/** GET /app/listAll: every application of the enterprise (one category with categoryMark). */
export const listApps = (categoryMark: AppCategory | '', signal?: AbortSignal) =>
  request(listAppsCall, { params: { visibleRange: '', appName: '', categoryMark } }, { signal });

/** POST /app/enable with query enable, id, categoryMark (no body). */
export const enableApp = (q: { id: string; enable: boolean; categoryMark: AppCategory }) =>
  request(enableAppCall, { params: { enable: q.enable, id: q.id, categoryMark: q.categoryMark } });

export const appRange = (id: string, signal?: AbortSignal) => request(appRangeCall, { body: { id } }, { signal });
export const updateAppVisible = (input: AppVisibleInput) => request(updateAppVisibleCall, { body: input });
export const appViewers = (q: AppViewerQuery, signal?: AbortSignal) => request(appViewersCall, { body: q }, { signal });
export const changeAppScope = (input: AppScopeChange) => request(changeAppScopeCall, { body: input });
export const userAppList = (lenovoId: string, signal?: AbortSignal) =>
  request(userAppListCall, { params: { lenovoId } }, { signal });

export const appGroups = (q: { enterpriseId: string; lenovoId: string }, signal?: AbortSignal) =>
  request(appGroupsCall, { params: q }, { signal });
export const saveAppGroups = (input: AppGroupsInput) => request(saveAppGroupsCall, { body: input });

export const appUsage = (q: { id: string; dateType: UsageDateType }, signal?: AbortSignal) =>
  request(appUsageCall, { params: q }, { signal });
