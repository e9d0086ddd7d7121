import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, flag, id, list, record, text } from '@/lib/contract/fields';
import { DepartmentRef } from '@/lib/org/schemas';
import { AppCategorySchema } from './category-schema';

// GET /app/listAll, the enterprise's applications: one call that role management (the apps a role may
// use) and application management both make, so its definition lives below both.

/** 2 everyone in the enterprise, 3 the departments and people chosen (as AppVisibleRange) */
export const VisibleRangeSchema = v.picklist([2, 3]);

/** departments and people it is visible to outside a scoped administrator's 管理范围: not listed,
 *  kept by the server when she saves (assumed contract "Partial writes"); absent when none */
export const hiddenVisible = {
  hiddenVisibleDepartCount: v.optional(count),
  hiddenVisibleUserCount: v.optional(count),
};

/** An application as /app/listAll answers it: the role-management summary plus the
 *  departments it is visible to (visibleRange 3) and its place on the workbench. */
export const AppInfoSchema = record({
  id,
  name: v.string(),
  categoryMark: AppCategorySchema,
  enable: flag,
  visibleRange: VisibleRangeSchema,
  visibleUsers: list(record({ lenovoId: id, name: text })),
  iconAddress: text,
  applyPermissionId: text,
  groupNames: list(v.string()),
  /** a deleted department by its last name, '' for an id never known */
  visibleDeparts: list(DepartmentRef),
  description: text,
  ...hiddenVisible,
});

export const listAppsCall = defineCall({
  method: 'GET',
  service: 'apps',
  path: '/app/listAll',
  status: 'specified',
  summary: '企业的全部应用（可按分类）',
  /** categoryMark: added to the spec's parameters ('' all) */
  query: v.object({
    visibleRange: v.union([v.picklist(['', '2', '3']), v.picklist([2, 3])]),
    appName: v.string(),
    categoryMark: v.optional(v.union([AppCategorySchema, v.literal('')])),
  }),
  answer: v.array(AppInfoSchema),
});
