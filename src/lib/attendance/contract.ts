import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';

// POST /timeSheetGroup/list, asked by 考勤组管理 and by 考勤统计's 考勤组 filter: one definition here,
// since a feature never imports another (docs/assumed-contract.md "Attendance groups and arrangements").

/** An entry of an attendance group's shiftList ("id to name"). */
export const ShiftRefSchema = record({ id, name: v.string() });

export const AttendanceGroupSummarySchema = record({
  id,
  name: v.string(),
  memberCount: count,
  /** members outside a scoped administrator's 管理范围, not counted in memberCount (assumed contract
   *  "Partial writes"); absent when none */
  hiddenMemberCount: v.optional(count),
  shiftList: list(ShiftRefSchema),
  wordkayPeroidName: text,
  createTime: text,
});

const GroupListQuery = v.object({ name: v.string(), ...pageArgs });

export const listAttendanceGroupsCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/timeSheetGroup/list',
  status: 'specified',
  summary: '考勤组列表（按名称搜索）',
  body: GroupListQuery,
  answer: paged(AttendanceGroupSummarySchema),
});

export type ShiftRef = v.InferOutput<typeof ShiftRefSchema>;
export type AttendanceGroupSummary = v.InferOutput<typeof AttendanceGroupSummarySchema>;
export type AttendanceGroupListQuery = v.InferOutput<typeof GroupListQuery>;
