import { request } from '@/lib/contract/define';
import { listAttendanceGroupsCall } from '@/lib/attendance/contract';
import {
  createGroupCall,
  createShiftCall,
  deleteGroupCall,
  deleteShiftCall,
  groupDetailCall,
  listShiftsCall,
  membersSettingsCall,
  modifyGroupCall,
  modifyShiftCall,
  saveSettingsCall,
  searchShiftsCall,
  shiftDetailCall,
} from './contract';
import type {
  AttendanceGroupInput,
  AttendanceGroupListQuery,
  AttendanceGroupUpdate,
  MembersSettingQuery,
  ShiftInput,
  ShiftListQuery,
  ShiftSearchQuery,
  ShiftUpdate,
  UserKaoqinSettingInput,
} from './types';

// Shifts, attendance groups and per-user arrangements (admin-modules §7 "Shifts and attendance"),
// all on the schedule service. Bodies and answers are assumed (docs/assumed-contract.md).

/** POST /shifts/list: the enterprise's shifts, oldest first. */
export const listShifts = (query: ShiftListQuery, signal?: AbortSignal) =>
  request(listShiftsCall, { body: query }, { signal });

/** POST /shifts/search: shifts whose name contains `name`. */
export const searchShifts = (query: ShiftSearchQuery, signal?: AbortSignal) =>
  request(searchShiftsCall, { body: query }, { signal });

/** POST /shifts/getShiftsDetail */
export const getShiftDetail = (id: string, signal?: AbortSignal) =>
  request(shiftDetailCall, { body: { id } }, { signal });

/** POST /shifts/create */
export const createShift = (input: ShiftInput, signal?: AbortSignal) =>
  request(createShiftCall, { body: input }, { signal });

/** POST /shifts/modify */
export const modifyShift = (input: ShiftUpdate, signal?: AbortSignal) =>
  request(modifyShiftCall, { body: input }, { signal });

/** POST /shifts/delete: refused while an attendance group uses the shift. */
export const deleteShift = (id: string, signal?: AbortSignal) => request(deleteShiftCall, { body: { id } }, { signal });

/** POST /timeSheetGroup/list */
export const listAttendanceGroups = (query: AttendanceGroupListQuery, signal?: AbortSignal) =>
  request(listAttendanceGroupsCall, { body: query }, { signal });

/** POST /timeSheetGroup/getTimeGroupDetail */
export const getAttendanceGroupDetail = (id: string, signal?: AbortSignal) =>
  request(groupDetailCall, { body: { id } }, { signal });

/** POST /timeSheetGroup/create */
export const createAttendanceGroup = (input: AttendanceGroupInput, signal?: AbortSignal) =>
  request(createGroupCall, { body: input }, { signal });

/** POST /timeSheetGroup/modify: arrangements on shifts taken out of shiftList, and of members taken out, are removed. */
export const modifyAttendanceGroup = (input: AttendanceGroupUpdate, signal?: AbortSignal) =>
  request(modifyGroupCall, { body: input }, { signal });

/** POST /timeSheetGroup/delete: the group and its members' arrangements. */
export const deleteAttendanceGroup = (id: string, signal?: AbortSignal) =>
  request(deleteGroupCall, { body: { id } }, { signal });

/** POST /userKaoqinSetting/getGroupMembersKQSetting: a page of members with one month of arrangements. */
export const getGroupMembersSettings = (query: MembersSettingQuery, signal?: AbortSignal) =>
  request(membersSettingsCall, { body: query }, { signal });

/** POST /userKaoqinSetting/modify: any number of members and dates in one call. */
export const modifyUserSettings = (input: UserKaoqinSettingInput, signal?: AbortSignal) =>
  request(saveSettingsCall, { body: input }, { signal });
