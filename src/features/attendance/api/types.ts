// Shapes of the time-and-attendance calls (admin-modules §3 "Shift", "Attendance group detail"),
// inferred from the call schemas (./contract.ts, the group list in lib/attendance). The spec gives the
// fields but no bodies or answers; the assumed ones are recorded in docs/assumed-contract.md ("Time
// and attendance"). The sandbox imports these types.
import type { ShiftFields, ShiftSetting } from './contract';

export type {
  AttendanceGroupDetail,
  AttendanceGroupInput,
  AttendanceGroupUpdate,
  AttendanceLocation,
  GroupMember,
  MembersSettingQuery,
  Shift,
  ShiftFields,
  ShiftListQuery,
  ShiftSearchQuery,
  ShiftSetting,
  ShiftUpdate,
  UserKaoqinSetting,
  UserKaoqinSettingInput,
  WorkdaySetting,
} from './contract';
export type { AttendanceGroupListQuery, AttendanceGroupSummary, ShiftRef } from '@/lib/attendance/contract';

export type ShiftInput = ShiftFields;

/** Date 'YYYY-MM-DD' → the day's setting; a date without an entry has no arrangement. */
export type ShiftSettings = Record<string, ShiftSetting>;
