import { dayRange, type PickedRange } from '@/lib/format/day-range';
import { useListState } from '@/components/list-kit/use-list-state';

export type HistoryFilters = { range: PickedRange };

/** A print history's list state: its days (and search box, where it has one), server-paged. */
export const usePrintHistoryList = () => useListState<HistoryFilters>({ pageSize: 10, filters: { range: null } });

/** The range as the history calls take it: YYYY-MM-DD or '' for an open end. */
export const rangeDays = (range: PickedRange) => {
  const { startDate, endDate } = dayRange(range);
  return { startTime: startDate, endTime: endDate };
};
