import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { id, list, paged, record, text } from '@/lib/contract/fields';

// The change log (admin-modules §7 "Change log"; the entry's fields §3, the rest assumed in
// docs/assumed-contract.md).

/** One changed field of an edit (components/change-diff's FieldChange). */
const FieldChangeSchema = record({ field: v.string(), before: text, after: text });

export const ChangeEntrySchema = record({
  id,
  creatDate: text,
  operationTypeId: text,
  operationType: text,
  /** who did it, as saved, and their lenovoId (their state is shown beside the name) */
  name: v.string(),
  lenovoId: v.optional(id),
  keyword: text,
  /** every person / object the change touched (the keyword shortens a long list) */
  people: list(v.string()),
  objects: list(v.string()),
  /** the enterprise user ids of the people it touched, where the write knew them */
  personIds: list(id),
  /** an edit: before → after per field */
  changes: list(FieldChangeSchema),
});

export const FunctionModuleSchema = record({ id, name: v.string() });

const ChangeSearch = v.object({
  keyword: v.string(),
  /** '' for any day, or the days [start, end] 'YYYY-MM-DD', both inclusive (docs/assumed-contract.md) */
  operationDate: v.union([v.literal(''), v.tuple([v.string(), v.string()])]),
  operationTypeId: v.string(),
  /** the operator or any person the change touched */
  name: v.string(),
  page: v.number(),
  size: v.number(),
});

export const searchChangesCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/changelog/search',
  status: 'specified',
  summary: '变更日志列表',
  body: ChangeSearch,
  answer: paged(ChangeEntrySchema),
});

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
  body: v.object({ ids: v.array(v.string()) }),
  answer: 'file',
});

/** One change log entry (admin-modules §3: creatDate, operation type, name, keyword). */
export type ChangeEntry = v.InferOutput<typeof ChangeEntrySchema>;
export type ChangeQuery = v.InferOutput<typeof ChangeSearch>;
