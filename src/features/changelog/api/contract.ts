import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byIds, id, record } from '@/lib/contract/fields';
import { ChangeEntrySchema, searchChangesCall, type ChangeSearchInput } from '@/lib/changelog/contract';

export { ChangeEntrySchema, searchChangesCall };

// The change log (admin-modules §7 "Change log"; the entry's fields §3, the rest assumed in
// docs/assumed-contract.md).

export const FunctionModuleSchema = record({ id, name: v.string() });

export const functionModulesCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/functionmoudle/list',
  status: 'specified',
  summary: '操作类型（功能模块）',
  body: v.object({}),
  answer: v.array(FunctionModuleSchema),
});

export const exportChangesCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/changelog/export',
  status: 'specified',
  summary: '导出变更日志',
  body: byIds,
  answer: 'file',
});

/** One change log entry (admin-modules §3: creatDate, operation type, name, keyword). */
export type ChangeEntry = v.InferOutput<typeof ChangeEntrySchema>;
export type ChangeQuery = ChangeSearchInput;
