import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';

// Staff information changes (admin-modules §7 "Staff and departments": both calls named, the search's
// body and both answers assumed): the recorded profile changes and the departments with their people.

export const ProfileChangeSchema = record({
  id,
  staffId: id,
  staffName: v.string(),
  field: text,
  fieldLabel: text,
  oldValue: text,
  newValue: text,
  operator: text,
  changeTime: text,
});

export const DepartWithUsersSchema = record({
  id,
  departName: v.string(),
  parentDepartId: text,
  /** direct members, departed ones too (their changes are history): status 'departure' */
  users: list(record({ id, name: v.string(), status: text })),
});

const ChangeSearch = v.object({
  departId: v.optional(v.string()),
  userId: v.optional(v.string()),
  keyword: v.string(),
  /** 'YYYY-MM-DD', both inclusive; '' for an open end */
  startTime: v.string(),
  endTime: v.string(),
  ...pageArgs,
});

export const profileChangesCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/departUserAdvancedSearch',
  status: 'specified',
  summary: '员工信息变更记录',
  body: ChangeSearch,
  answer: paged(ProfileChangeSchema),
});

export const departUsersCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/depart/departUserAll',
  status: 'specified',
  summary: '全部部门及其人员（含已离职）',
  answer: v.array(DepartWithUsersSchema),
});

export type ProfileChange = v.InferOutput<typeof ProfileChangeSchema>;
export type ChangeQuery = v.InferOutput<typeof ChangeSearch>;
