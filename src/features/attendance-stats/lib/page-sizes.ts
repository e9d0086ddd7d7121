import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type StatsView } from '../constants';

// A page size chosen stays while the period or the filters change: a new period or filter starts a
// view on its first page (the table is mounted afresh), not back at 10 a page. Each paged view keeps
// its own size (每日统计's rows are heavier than 月度汇总's).

type PagedView = Exclude<StatsView, 'departments'>;

/** What a paged view's table takes: its size and where a new one goes. */
export interface PageSize {
  size: number;
  onSize(size: number): void;
}

/** The page sizes of the views, for as long as the page is open. */
export function usePageSizes(): (view: PagedView) => PageSize {
  const [sizes, setSizes] = useState<Partial<Record<PagedView, number>>>({});
  return useCallback(
    (view: PagedView) => ({
      size: sizes[view] ?? DEFAULT_PAGE_SIZE,
      onSize: (size: number) => setSizes((s) => (s[view] === size ? s : { ...s, [view]: size })),
    }),
    [sizes],
  );
}
