import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepRowsWithin } from '@/lib/query/list-subject';
import {
  createAttendanceGroup,
  createShift,
  deleteAttendanceGroup,
  deleteShift,
  getAttendanceGroupDetail,
  getGroupMembersSettings,
  getShiftDetail,
  listAttendanceGroups,
  listShifts,
  modifyAttendanceGroup,
  modifyShift,
  modifyUserSettings,
  searchShifts,
} from './attendance-api';
import type {
  AttendanceGroupInput,
  AttendanceGroupUpdate,
  MembersSettingQuery,
  ShiftInput,
  ShiftUpdate,
  UserKaoqinSetting,
  UserKaoqinSettingInput,
} from './types';
import { ARRANGEMENT_PAGE_SIZE } from '../constants';

// Server state of shifts, attendance groups and arrangements. Keys start with 'attendance'.
export const attendanceKeys = {
  all: ['attendance'] as const,
  shifts: ['attendance', 'shifts'] as const,
  shiftList: (name: string, page: number, size: number) => ['attendance', 'shifts', 'list', name, page, size] as const,
  shiftDetail: (id: string) => ['attendance', 'shifts', 'detail', id] as const,
  groups: ['attendance', 'groups'] as const,
  groupList: (name: string, page: number, size: number) => ['attendance', 'groups', 'list', name, page, size] as const,
  groupDetail: (id: string) => ['attendance', 'groups', 'detail', id] as const,
  settings: (groupId: string) => ['attendance', 'settings', groupId] as const,
  settingsPage: (q: MembersSettingQuery) =>
    ['attendance', 'settings', q.timeSheetGroupId, q.month, q.keyword, q.page, q.size] as const,
};

/** The shifts table: /shifts/list, or /shifts/search when a name is typed. */
export function useShiftList(name: string, page: number, size: number) {
  const text = name.trim();
  return useQuery({
    queryKey: attendanceKeys.shiftList(text, page, size),
    queryFn: ({ signal }) =>
      text ? searchShifts({ name: text, page, size }, signal) : listShifts({ page, size }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShiftDetail(id: string | null) {
  return useQuery({
    queryKey: attendanceKeys.shiftDetail(id ?? ''),
    queryFn: ({ signal }) => getShiftDetail(id as string, signal),
    enabled: !!id,
    staleTime: 0,
  });
}

export function useAttendanceGroupList(name: string, page: number, size: number) {
  const text = name.trim();
  return useQuery({
    queryKey: attendanceKeys.groupList(text, page, size),
    queryFn: ({ signal }) => listAttendanceGroups({ name: text, page, size }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAttendanceGroupDetail(id: string | null) {
  return useQuery({
    queryKey: attendanceKeys.groupDetail(id ?? ''),
    queryFn: ({ signal }) => getAttendanceGroupDetail(id as string, signal),
    enabled: !!id,
    staleTime: 0,
  });
}

/** A page of members with a month of arrangements (4 per page on the settings list, the whole group on the grid). */
export function useMembersSettings(query: MembersSettingQuery | null) {
  return useQuery({
    queryKey: query ? attendanceKeys.settingsPage(query) : ['attendance', 'settings', 'none'],
    queryFn: ({ signal }) => getGroupMembersSettings(query as MembersSettingQuery, signal),
    enabled: !!query?.timeSheetGroupId,
    // rows stay while paging or filtering one group's month; a new group or month starts empty
    ...keepRowsWithin([query?.timeSheetGroupId, query?.month]),
  });
}

export function useCreateShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShiftInput) => createShift(input),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.shifts }),
  });
}

/** A shift's name shows in groups and arrangements too. */
export function useModifyShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShiftUpdate) => modifyShift(input),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

export function useDeleteShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteShift(id),
    onSettled: () => client.invalidateQueries({ queryKey: attendanceKeys.shifts }),
  });
}

export function useCreateAttendanceGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AttendanceGroupInput) => createAttendanceGroup(input),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.groups }),
  });
}

/** Members and shifts of a group decide its arrangements: those are refreshed as well. */
export function useModifyAttendanceGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AttendanceGroupUpdate) => modifyAttendanceGroup(input),
    onSuccess: (_saved, input) => {
      void client.invalidateQueries({ queryKey: attendanceKeys.groups });
      void client.invalidateQueries({ queryKey: attendanceKeys.settings(input.id) });
    },
  });
}

export function useDeleteAttendanceGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAttendanceGroup(id),
    onSettled: (_r, _e, id) => {
      void client.invalidateQueries({ queryKey: attendanceKeys.groups });
      client.removeQueries({ queryKey: attendanceKeys.settings(id) });
    },
  });
}

export function useSaveArrangement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UserKaoqinSettingInput) => modifyUserSettings(input),
    onSuccess: (_r, input) => client.invalidateQueries({ queryKey: attendanceKeys.settings(input.timeSheetGroupId) }),
  });
}

/** Under attendanceKeys.settings(groupId), so a save (useSaveArrangement) refreshes it. */
const monthKey = (groupId: string, month: string) => [...attendanceKeys.settings(groupId), 'grid', month] as const;

/** Every member of the group with the month's arrangement (pages of 500 until all are in). */
async function wholeGroup(groupId: string, month: string, signal?: AbortSignal): Promise<UserKaoqinSetting[]> {
  const list: UserKaoqinSetting[] = [];
  for (let page = 1; ; page++) {
    const answer = await getGroupMembersSettings(
      { timeSheetGroupId: groupId, month, keyword: '', page, size: ARRANGEMENT_PAGE_SIZE },
      signal,
    );
    list.push(...answer.list);
    if (!answer.list.length || list.length >= answer.total) return list;
  }
}

/** One month of a group's arrangements: the grid, and the copy from an earlier month. */
export const arrangementMonthQuery = (groupId: string, month: string) => ({
  queryKey: monthKey(groupId, month),
  queryFn: ({ signal }: { signal?: AbortSignal }) => wholeGroup(groupId, month, signal),
});

/** No placeholder: another month's rows never show under this month's heading. */
export const useArrangementMonth = (groupId: string, month: string) =>
  useQuery({ ...arrangementMonthQuery(groupId, month), enabled: !!groupId });
