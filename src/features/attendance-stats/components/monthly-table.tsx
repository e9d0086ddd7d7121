import { useState } from 'react';
import { isWaiting } from '@/lib/query/list-subject';
import { useMonthly } from '../api/queries';
import type { StatsFilter } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { ExportButton } from './export-button';
import { MonthTable } from './month-table';
import type { OpenPerson } from './person-month-drawer';
import { emptyOrError } from './view-states';

/** 月度汇总: one row per person of the filtered groups, server-paged, with the 合计 row. */
export function MonthlyTable({ month, filter, onOpen }: { month: string; filter: StatsFilter; onOpen: OpenPerson }) {
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const query = useMonthly({ month, ...filter, ...paging });
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <ExportButton query={{ view: 'monthly', month, ...filter }} disabled={!query.data?.total} />
      </div>
      <MonthTable
        data={query.data}
        loading={isWaiting(query)}
        page={paging.page}
        size={paging.size}
        emptyText={emptyOrError(query).emptyText}
        onPage={(page, size) => setPaging({ page, size })}
        onOpen={onOpen}
      />
    </>
  );
}
