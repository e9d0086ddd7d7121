// Shapes of the time-and-attendance calls (admin-modules §3 "Shift", "Attendance group detail").
// The spec gives the fields but no bodies or answers; the assumed ones are recorded in
// docs/assumed-contract.md ("Time and attendance"). The sandbox imports these types.

/** A time of day, 'HH:mm' (24 h, no overnight periods). */
export type ClockTime = string;

/** Every field of a shift as the console edits it (admin-modules §3). */
export interface ShiftFields {
  name: string;
  /** two work periods a day (first and second); false: only the first */
  twiceOneDay: boolean;
  firstShiftStart: ClockTime;
  firstShiftEnd: ClockTime;
  /** '' when twiceOneDay is false */
  secondShiftStart: ClockTime;
  secondShiftEnd: ClockTime;
  /** lunch break inside a work period; both '' for none */
  lunchStart: ClockTime;
  lunchEnd: ClockTime;
  /** elastic attendance on: the allowances below apply */
  elasticOption: boolean;
  /** how late one may arrive: hours + minutes */
  elasticHourLate: number;
  elasticMinuteLate: number;
  /** how late one may leave (making up a late arrival): hours + minutes */
  elasticHourLeave: number;
  elasticMinuteLeave: number;
}

export interface Shift extends ShiftFields {
  id: string;
  enterpriseNumber: string;
  createTime: string;
  updateTime: string;
}

export type ShiftInput = ShiftFields;
export type ShiftUpdate = ShiftFields & { id: string };

export interface ShiftListQuery {
  page: number;
  size: number;
}

export interface ShiftSearchQuery extends ShiftListQuery {
  name: string;
}

/** An entry of an attendance group's shiftList ("id to name"). */
export interface ShiftRef {
  id: string;
  name: string;
}

/** Attendance location: the punch is accepted within `radius` metres of it. */
export interface AttendanceLocation {
  address: string;
  longitude: number | null;
  latitude: number | null;
  /** 100 to 1000 in steps of 100 (admin-modules §9) */
  radius: number;
}

/** The default week of a group: index 0 = Monday … 6 = Sunday; a shift id of shiftList, or '' for rest. */
export type WorkdaySetting = string[];

/** A member of an attendance group. */
export interface GroupMember {
  lenovoId: string;
  name: string;
  departName: string;
}

export interface AttendanceGroupSummary {
  id: string;
  name: string;
  memberCount: number;
  /** members outside a scoped administrator's 管理范围, not counted in memberCount (assumed contract
   *  "Partial writes"); absent when none */
  hiddenMemberCount?: number;
  shiftList: ShiftRef[];
  wordkayPeroidName: string;
  createTime: string;
}

/** Attendance group detail (admin-modules §3; wordkayPeroidName and shiftsChosedByEmployee spelled so). */
export interface AttendanceGroupDetail {
  id: string;
  enterpriseNumber: string;
  name: string;
  shiftList: ShiftRef[];
  workdaySetting: WorkdaySetting;
  /** the name of the work period (e.g. 标准工作周) */
  wordkayPeroidName: string;
  /** employees pick their own shift among shiftList */
  shiftsChosedByEmployee: boolean;
  members: GroupMember[];
  /** members outside a scoped administrator's 管理范围, not listed; a save keeps them */
  hiddenMemberCount?: number;
  location: AttendanceLocation;
  createTime: string;
  updateTime: string;
}

/** Create / modify payload: members and shifts by id, the server fills in names. */
export interface AttendanceGroupInput {
  name: string;
  /** lenovoIds; a person belongs to one attendance group at most */
  memberIds: string[];
  shiftIds: string[];
  workdaySetting: WorkdaySetting;
  wordkayPeroidName: string;
  shiftsChosedByEmployee: boolean;
  location: AttendanceLocation;
}

export type AttendanceGroupUpdate = AttendanceGroupInput & { id: string };

export interface AttendanceGroupListQuery {
  name: string;
  page: number;
  size: number;
}

/** One day of a member's arrangement: the shift id ('' = rest) and its name (休息 for rest). */
export interface ShiftSetting {
  id: string;
  value: string;
}

/** Date 'YYYY-MM-DD' → the day's setting; a date without an entry has no arrangement. */
export type ShiftSettings = Record<string, ShiftSetting>;

/** Per-user attendance setting (admin-modules §3). */
export interface UserKaoqinSetting {
  lenovoId: string;
  name: string;
  departName: string;
  timeSheetGroupId: string;
  shiftSettings: ShiftSettings;
}

export interface MembersSettingQuery {
  timeSheetGroupId: string;
  /** 'YYYY-MM': the answer holds that month's dates only */
  month: string;
  /** name filter, '' for all */
  keyword: string;
  page: number;
  size: number;
}

/** Saving arrangements: per user, per date; `null` removes that date's arrangement. */
export interface UserKaoqinSettingInput {
  timeSheetGroupId: string;
  settings: Array<{ lenovoId: string; shiftSettings: Record<string, Pick<ShiftSetting, 'id'> | null> }>;
}

export interface SaveSettingsResult {
  /** members whose arrangement changed */
  members: number;
  /** dates written or removed */
  days: number;
}
