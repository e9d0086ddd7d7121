import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import type { Paged } from '@/lib/org/types';
import type {
  AttendanceGroupDetail,
  AttendanceGroupInput,
  AttendanceGroupListQuery,
  AttendanceGroupSummary,
  AttendanceGroupUpdate,
  MembersSettingQuery,
  SaveSettingsResult,
  Shift,
  ShiftInput,
  ShiftListQuery,
  ShiftSearchQuery,
  ShiftUpdate,
  UserKaoqinSetting,
  UserKaoqinSettingInput,
} from './types';

// Shifts, attendance groups and per-user arrangements (admin-modules §7 "Shifts and attendance"),
// all on the schedule service. Bodies and answers are assumed (docs/assumed-contract.md).
const S = services.schedule;

/** POST /shifts/list: the enterprise's shifts, oldest first. */
export const listShifts = (query: ShiftListQuery, signal?: AbortSignal) =>
  post<Paged<Shift>>(`${S}/shifts/list`, query, { signal });

/** POST /shifts/search: shifts whose name contains `name`. */
export const searchShifts = (query: ShiftSearchQuery, signal?: AbortSignal) =>
  post<Paged<Shift>>(`${S}/shifts/search`, query, { signal });

/** POST /shifts/getShiftsDetail */
export const getShiftDetail = (id: string, signal?: AbortSignal) =>
  post<Shift>(`${S}/shifts/getShiftsDetail`, { id }, { signal });

/** POST /shifts/create */
export const createShift = (input: ShiftInput, signal?: AbortSignal) =>
  post<Shift>(`${S}/shifts/create`, input, { signal });

/** POST /shifts/modify */
export const modifyShift = (input: ShiftUpdate, signal?: AbortSignal) =>
  post<Shift>(`${S}/shifts/modify`, input, { signal });

/** POST /shifts/delete: refused while an attendance group uses the shift. */
export const deleteShift = (id: string, signal?: AbortSignal) =>
  post<{ name: string }>(`${S}/shifts/delete`, { id }, { signal });

/** POST /timeSheetGroup/list */
export const listAttendanceGroups = (query: AttendanceGroupListQuery, signal?: AbortSignal) =>
  post<Paged<AttendanceGroupSummary>>(`${S}/timeSheetGroup/list`, query, { signal });

/** POST /timeSheetGroup/getTimeGroupDetail */
export const getAttendanceGroupDetail = (id: string, signal?: AbortSignal) =>
  post<AttendanceGroupDetail>(`${S}/timeSheetGroup/getTimeGroupDetail`, { id }, { signal });

/** POST /timeSheetGroup/create */
export const createAttendanceGroup = (input: AttendanceGroupInput, signal?: AbortSignal) =>
  post<AttendanceGroupDetail>(`${S}/timeSheetGroup/create`, input, { signal });

/** POST /timeSheetGroup/modify: arrangements on shifts taken out of shiftList, and of members taken out, are removed. */
export const modifyAttendanceGroup = (input: AttendanceGroupUpdate, signal?: AbortSignal) =>
  post<AttendanceGroupDetail>(`${S}/timeSheetGroup/modify`, input, { signal });

/** POST /timeSheetGroup/delete: the group and its members' arrangements. */
export const deleteAttendanceGroup = (id: string, signal?: AbortSignal) =>
  post<{ name: string }>(`${S}/timeSheetGroup/delete`, { id }, { signal });

/** POST /userKaoqinSetting/getGroupMembersKQSetting: a page of members with one month of arrangements. */
export const getGroupMembersSettings = (query: MembersSettingQuery, signal?: AbortSignal) =>
  post<Paged<UserKaoqinSetting>>(`${S}/userKaoqinSetting/getGroupMembersKQSetting`, query, { signal });

/** POST /userKaoqinSetting/modify: any number of members and dates in one call. */
export const modifyUserSettings = (input: UserKaoqinSettingInput, signal?: AbortSignal) =>
  post<SaveSettingsResult>(`${S}/userKaoqinSetting/modify`, input, { signal });
