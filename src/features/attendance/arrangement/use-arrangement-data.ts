import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { arrangementMonthQuery, useArrangementMonth, useAttendanceGroupDetail } from '../api/queries';
import { earlierValuesFrom, gridDataFrom, type EarlierValues } from './model';

// What the grid shows: the group (name, shifts) and every member's arrangement of one month.

export function useArrangementData(groupId: string, month: string) {
  const group = useAttendanceGroupDetail(groupId || null);
  const settings = useArrangementMonth(groupId, month);
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
    earlierValuesFrom(await client.fetchQuery(arrangementMonthQuery(groupId, month)));
}
