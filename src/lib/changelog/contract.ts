import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';

// The change log's search (admin-modules §7 "Change log"; the entry's fields §3, the rest assumed in
// docs/assumed-contract.md): the 变更日志 page lists it, and a save that finds its record changed since
// its form opened asks it who made the change and when (lib/stale-edit).

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

const ChangeSearch = v.object({
  keyword: v.string(),
  /** '' for any day, or the days [start, end] 'YYYY-MM-DD', both inclusive (docs/assumed-contract.md) */
  operationDate: v.union([v.literal(''), v.tuple([v.string(), v.string()])]),
  operationTypeId: v.string(),
  /** the operator or any person the change touched */
  name: v.string(),
  ...pageArgs,
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

export type ChangeSearchInput = v.InferOutput<typeof ChangeSearch>;
