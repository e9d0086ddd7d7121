import * as v from 'valibot';
import { deleteStaffCall, findCeoCall } from '@/lib/org/contract';

import { defineCall } from '@/lib/contract/define';
import { byIds, count, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { StaffSchema } from '@/lib/org/schemas';

// made here and by 组织架构: defined once below both (lib/org/contract.ts)
export { deleteStaffCall as deleteMembersCall, findCeoCall };

// Departure (admin-modules §7 "Departure"), the hand-over wizard and re-hire (docs/assumed-contract.md
// "Departure", "Lifecycle of people and departments").

const page = { startTime: v.string(), endTime: v.string(), ...pageArgs };
/** 'YYYY-MM-DD HH:mm:ss', either may be ''; status is always 'departure' */
const DepartedAllQuery = v.object({ status: v.literal('departure'), ...page });
const DepartedSearchQuery = v.object({ ...DepartedAllQuery.entries, keyWord: v.string() });

/** How a kind is handed over (docs/product.md Part D §1): a responsibility needs a receiver, a
 *  membership or scope may get one, a right ends. */
const HandoverRuleSchema = v.picklist(['mandatory', 'optional', 'none']);

const HeldItemSchema = record({
  id,
  name: v.string(),
  /** e.g. the approval's flow nodes that name the person ('' for none) */
  detail: text,
});

/** One kind a leaver holds (docs/assumed-contract.md "Lifecycle of people and departments"). */
const HeldKindSchema = record({
  /** stable key: the `kind` of a hand-over */
  kind: v.string(),
  label: v.string(),
  handover: HandoverRuleSchema,
  unit: text,
  /** what becomes of the items nobody receives ("直接移除", "离职后失效") */
  released: text,
  items: list(HeldItemSchema),
});

const HoldingsSchema = record({
  id,
  name: v.string(),
  /** every kind the person holds, responsibilities first; kinds with nothing are left out */
  kinds: list(HeldKindSchema),
});

const HandoverInputSchema = v.object({ leaverId: v.string(), kind: v.string(), receiverId: v.string() });

/** What a departure or deletion did, per person (the console shows none of it: it reads again). */
const OutcomeSchema = record({ id, name: text, parts: list(v.string()) });

export const departedAllCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/users/departure/all',
  status: 'specified',
  summary: '离职员工列表（按离职时间，最新的在前）',
  body: DepartedAllQuery,
  answer: paged(StaffSchema),
});

export const departedSearchCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/userSearch/departure',
  status: 'specified',
  summary: '按姓名或手机号搜索离职员工',
  body: DepartedSearchQuery,
  answer: paged(StaffSchema),
});

export const holdingsCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/users/handover/holdings',
  status: 'assumed',
  summary: '离职员工名下的待交接事项',
  body: byIds,
  answer: record({ list: v.array(HoldingsSchema) }),
});

export const departWithHandoverCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/users/departureAndTransfer',
  status: 'specified',
  summary: '办理离职并交接（每名离职员工一条变更记录）',
  body: v.object({ ids: v.array(v.string()), handovers: v.array(HandoverInputSchema) }),
  answer: record({ count: v.optional(count), list: list(OutcomeSchema) }),
});

const RehireInput = v.object({
  id: v.string(),
  departId: v.string(),
  /** 'YYYY-MM-DD' */
  entryTime: v.string(),
});

export const rehireCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/users/rehire',
  status: 'assumed',
  summary: '离职员工重新入职：原档案，新部门和入职日期',
  body: RehireInput,
  answer: StaffSchema,
});

export type DepartedQuery = Omit<v.InferOutput<typeof DepartedSearchQuery>, 'status'>;
export type HandoverRule = v.InferOutput<typeof HandoverRuleSchema>;
export type HeldItem = v.InferOutput<typeof HeldItemSchema>;
export type HeldKind = v.InferOutput<typeof HeldKindSchema>;
export type Holdings = v.InferOutput<typeof HoldingsSchema>;
export type HandoverInput = v.InferOutput<typeof HandoverInputSchema>;
export type RehireBody = v.InferOutput<typeof RehireInput>;
