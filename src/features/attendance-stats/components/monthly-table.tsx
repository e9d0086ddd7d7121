import { useState } from 'react';
import { isWaiting } from '@/lib/query/list-subject';
import { useMonthly } from '../api/queries';
import type { StatsFilter } from '../api/types';
import type { PageSize } from '../lib/page-sizes';
import { ExportBar } from './export-button';
import { MonthTable } from './month-table';
import type { OpenPerson } from './person-month-drawer';
import { emptyOrError } from './view-states';

/** 月度汇总: one row per person of the filtered groups, server-paged, with the 合计 row. Another month
 *  or filter starts again at the first page in the same table (not one mounted afresh: on a page of
 *  200 that cost most of the wait), the rows shown staying under its spinner until the answer. */
export function MonthlyTable({
  month,
  filter,
  size,
  onSize,
  onOpen,
}: { month: string; filter: StatsFilter; onOpen: OpenPerson } & PageSize) {
  const subject = JSON.stringify([month, filter]);
  // the page chosen belongs to its month and filters
  const [paging, setPaging] = useState({ subject, page: 1 });
  const page = paging.subject === subject ? paging.page : 1;
  const query = useMonthly({ month, ...filter, page, size });
  return (
    <>
      <ExportBar
        query={{ view: 'monthly', month, ...filter }}
        disabled={!query.data?.total || query.isPlaceholderData}
      />
      <MonthTable
        subject={subject}
        data={query.data}
        loading={isWaiting(query)}
        page={page}
        size={size}
        emptyText={emptyOrError(query).emptyText}
        onPage={(nextPage, nextSize) => {
          setPaging({ subject, page: nextPage });
          onSize(nextSize);
        }}
        onOpen={onOpen}
      />
    </>
  );
}
