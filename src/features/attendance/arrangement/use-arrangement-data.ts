import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getGroupMembersSettings } from '../api/attendance-api';
import { attendanceKeys, useAttendanceGroupDetail } from '../api/queries';
import type { UserKaoqinSetting } from '../api/types';
import { ARRANGEMENT_PAGE_SIZE } from '../constants';
import { earlierValuesFrom, gridDataFrom, type EarlierValues } from './model';

// What the grid shows: the group (name, shifts) and every member's arrangement of one month.

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

const monthQuery = (groupId: string, month: string) => ({
  queryKey: monthKey(groupId, month),
  queryFn: ({ signal }: { signal?: AbortSignal }) => wholeGroup(groupId, month, signal),
});

export function useArrangementData(groupId: string, month: string) {
  const group = useAttendanceGroupDetail(groupId || null);
  // No placeholder: another month's rows never show under this month's heading.
  const settings = useQuery({ ...monthQuery(groupId, month), enabled: !!groupId });
  const data = useMemo(
    () => (group.data && settings.data ? gridDataFrom(month, settings.data, group.data.shiftList) : null),
    [group.data, settings.data, month],
  );
  return { group, settings, data };
}

/** The saved arrangements of an earlier month, for copying (loaded when a copy reaches back). */
export function useEarlierMonth(groupId: string) {
  const client = useQueryClient();
  return async (month: string): Promise<EarlierValues> =>
    earlierValuesFrom(await client.fetchQuery(monthQuery(groupId, month)));
}
