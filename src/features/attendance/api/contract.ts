import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { ShiftRefSchema } from '@/lib/attendance/contract';

// Shifts, attendance groups and per-user arrangements on the schedule service (admin-modules §3
// "Shift", "Attendance group detail", §7 "Shifts and attendance"). The spec names the calls and the
// fields but no bodies or answers: those are docs/assumed-contract.md "Time and attendance". The
// group list is in lib/attendance (考勤统计 asks it too).

/** Every field of a shift as the console edits and sends it (admin-modules §3); times 'HH:mm'
 *  (24 h, no overnight periods). */
const ShiftFieldsInput = v.object({
  name: v.string(),
  /** two work periods a day (first and second); false: only the first */
  twiceOneDay: v.boolean(),
  firstShiftStart: v.string(),
  firstShiftEnd: v.string(),
  /** '' when twiceOneDay is false */
  secondShiftStart: v.string(),
  secondShiftEnd: v.string(),
  /** lunch break inside a work period; both '' for none */
  lunchStart: v.string(),
  lunchEnd: v.string(),
  /** elastic attendance on: the allowances below apply */
  elasticOption: v.boolean(),
  /** how late one may arrive: hours + minutes */
  elasticHourLate: v.number(),
  elasticMinuteLate: v.number(),
  /** how late one may leave (making up a late arrival): hours + minutes */
  elasticHourLeave: v.number(),
  elasticMinuteLeave: v.number(),
});

const ShiftUpdateInput = v.object({ ...ShiftFieldsInput.entries, id: v.string() });

/** A shift as the calls answer it: the periods and allowances are shown (times as text; the
 *  allowances are figures, so a missing one is fatal). */
export const ShiftSchema = record({
  id,
  enterpriseNumber: text,
  name: v.string(),
  twiceOneDay: flag,
  firstShiftStart: text,
  firstShiftEnd: text,
  secondShiftStart: text,
  secondShiftEnd: text,
  lunchStart: text,
  lunchEnd: text,
  elasticOption: flag,
  elasticHourLate: count,
  elasticMinuteLate: count,
  elasticHourLeave: count,
  elasticMinuteLeave: count,
  createTime: text,
  updateTime: text,
});

const ShiftListQuery = v.object({ ...pageArgs });
const ShiftSearchQuery = v.object({ name: v.string(), ...pageArgs });

/** Attendance location: the punch is accepted within `radius` metres of it. */
const LocationInput = v.object({
  address: v.string(),
  longitude: v.nullable(v.number()),
  latitude: v.nullable(v.number()),
  /** 100 to 1000 in steps of 100 (admin-modules §9) */
  radius: v.number(),
});

const LocationSchema = record({
  address: text,
  longitude: v.optional(v.nullable(v.number()), null),
  latitude: v.optional(v.nullable(v.number()), null),
  radius: count,
});

/** The default week of a group: index 0 = Monday … 6 = Sunday; a shift id of shiftList, or '' for rest. */
const WorkdaySettingInput = v.array(v.string());

/** A member of an attendance group. */
export const GroupMemberSchema = record({ lenovoId: id, name: v.string(), departName: text });

/** Attendance group detail (admin-modules §3; wordkayPeroidName and shiftsChosedByEmployee spelled so). */
export const AttendanceGroupDetailSchema = record({
  id,
  enterpriseNumber: text,
  name: v.string(),
  shiftList: list(ShiftRefSchema),
  /** Monday first: a shift id of shiftList, or '' for rest */
  workdaySetting: list(id),
  /** the name of the work period (e.g. 标准工作周) */
  wordkayPeroidName: text,
  /** employees pick their own shift among shiftList */
  shiftsChosedByEmployee: flag,
  members: list(GroupMemberSchema),
  /** members outside a scoped administrator's 管理范围, not listed; a save keeps them */
  hiddenMemberCount: v.optional(count),
  location: LocationSchema,
  createTime: text,
  updateTime: text,
});

/** Create / modify payload: members and shifts by id, the server fills in names. */
const GroupInput = v.object({
  name: v.string(),
  /** lenovoIds; a person belongs to one attendance group at most */
  memberIds: v.array(v.string()),
  shiftIds: v.array(v.string()),
  workdaySetting: WorkdaySettingInput,
  wordkayPeroidName: v.string(),
  shiftsChosedByEmployee: v.boolean(),
  location: LocationInput,
});

const GroupUpdateInput = v.object({ ...GroupInput.entries, id: v.string() });

/** One day of a member's arrangement: the shift id ('' = rest) and its name (休息 for rest). */
export const ShiftSettingSchema = record({ id, value: text });

/** Per-user attendance setting (admin-modules §3); `shiftSettings`: date 'YYYY-MM-DD' → the day's
 *  setting, a date without an entry has no arrangement (none at all: an empty month). */
export const UserKaoqinSettingSchema = record({
  lenovoId: id,
  name: v.string(),
  departName: text,
  timeSheetGroupId: id,
  shiftSettings: v.optional(
    v.pipe(
      v.nullable(v.record(v.string(), ShiftSettingSchema)),
      v.transform((x) => x ?? {}),
    ),
    {},
  ),
});

const MembersSettingQuery = v.object({
  timeSheetGroupId: v.string(),
  /** 'YYYY-MM': the answer holds that month's dates only */
  month: v.string(),
  /** name filter, '' for all */
  keyword: v.string(),
  ...pageArgs,
});

/** Saving arrangements: per user, per date; `null` removes that date's arrangement. */
const SettingsInput = v.object({
  timeSheetGroupId: v.string(),
  settings: v.array(
    v.object({
      lenovoId: v.string(),
      shiftSettings: v.record(v.string(), v.nullable(byId)),
    }),
  ),
});

/** What a save changed; the console shows neither figure. */
const SaveSettingsResultSchema = record({
  /** members whose arrangement changed */
  members: v.optional(count),
  /** dates written or removed */
  days: v.optional(count),
});

/** A deletion answers the deleted record's name (not shown). */
const DeletedSchema = record({ name: text });

export const listShiftsCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/shifts/list',
  status: 'specified',
  summary: '班次列表（最早创建的在前）',
  body: ShiftListQuery,
  answer: paged(ShiftSchema),
});

export const searchShiftsCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/shifts/search',
  status: 'specified',
  summary: '按名称搜索班次',
  body: ShiftSearchQuery,
  answer: paged(ShiftSchema),
});

export const shiftDetailCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/shifts/getShiftsDetail',
  status: 'specified',
  summary: '班次详情',
  body: byId,
  answer: ShiftSchema,
});

export const createShiftCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/shifts/create',
  status: 'specified',
  summary: '新增班次',
  body: ShiftFieldsInput,
  answer: ShiftSchema,
});

export const modifyShiftCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/shifts/modify',
  status: 'specified',
  summary: '编辑班次',
  body: ShiftUpdateInput,
  answer: ShiftSchema,
});

export const deleteShiftCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/shifts/delete',
  status: 'specified',
  summary: '删除班次（被考勤组使用时拒绝）',
  body: byId,
  answer: DeletedSchema,
});

export const groupDetailCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/timeSheetGroup/getTimeGroupDetail',
  status: 'specified',
  summary: '考勤组详情',
  body: byId,
  answer: AttendanceGroupDetailSchema,
});

export const createGroupCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/timeSheetGroup/create',
  status: 'specified',
  summary: '新建考勤组',
  body: GroupInput,
  answer: AttendanceGroupDetailSchema,
});

export const modifyGroupCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/timeSheetGroup/modify',
  status: 'specified',
  summary: '编辑考勤组（移出的成员和班次的排班一并删除）',
  body: GroupUpdateInput,
  answer: AttendanceGroupDetailSchema,
});

export const deleteGroupCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/timeSheetGroup/delete',
  status: 'specified',
  summary: '删除考勤组及其成员的排班',
  body: byId,
  answer: DeletedSchema,
});

export const membersSettingsCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/userKaoqinSetting/getGroupMembersKQSetting',
  status: 'specified',
  summary: '考勤组成员一个月的排班（分页）',
  body: MembersSettingQuery,
  answer: paged(UserKaoqinSettingSchema),
});

export const saveSettingsCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/userKaoqinSetting/modify',
  status: 'specified',
  summary: '保存排班（任意成员、任意日期，一次调用）',
  body: SettingsInput,
  answer: SaveSettingsResultSchema,
});

export type ShiftFields = v.InferOutput<typeof ShiftFieldsInput>;
export type Shift = v.InferOutput<typeof ShiftSchema>;
export type ShiftUpdate = v.InferOutput<typeof ShiftUpdateInput>;
export type ShiftListQuery = v.InferOutput<typeof ShiftListQuery>;
export type ShiftSearchQuery = v.InferOutput<typeof ShiftSearchQuery>;
export type AttendanceLocation = v.InferOutput<typeof LocationInput>;
export type WorkdaySetting = v.InferOutput<typeof WorkdaySettingInput>;
export type GroupMember = v.InferOutput<typeof GroupMemberSchema>;
export type AttendanceGroupDetail = v.InferOutput<typeof AttendanceGroupDetailSchema>;
export type AttendanceGroupInput = v.InferOutput<typeof GroupInput>;
export type AttendanceGroupUpdate = v.InferOutput<typeof GroupUpdateInput>;
export type ShiftSetting = v.InferOutput<typeof ShiftSettingSchema>;
export type UserKaoqinSetting = v.InferOutput<typeof UserKaoqinSettingSchema>;
export type MembersSettingQuery = v.InferOutput<typeof MembersSettingQuery>;
export type UserKaoqinSettingInput = v.InferOutput<typeof SettingsInput>;
