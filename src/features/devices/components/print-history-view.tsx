import type { ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { DayRangePicker } from '@/components/day-range-picker';
import { ListTable, type PageQuery } from '@/components/list-kit/list-table';
import type { ListState } from '@/components/list-kit/use-list-state';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { PrintRecord } from '../api/types';
import { historyColumns } from './history-columns';
import type { HistoryFilters } from './history-filters';

interface Props {
  list: ListState<HistoryFilters>;
  query: PageQuery<PrintRecord>;
  /** Saves the records the filters match as .xlsx. */
  exportRecords(): Promise<unknown>;
  /** Export is off for another reason than an empty history. */
  exportDisabled?: boolean;
  /** A history of both printer types: a 类型 column. */
  withType?: boolean;
  /** See ListTable. */
  waitingFor?: boolean;
  /** Between the days and 导出记录, e.g. a search box. */
  search?: ReactNode;
  /** After 导出记录. */
  extra?: ReactNode;
}

/** A print history (the device page's two tabs, the print service's usage): its days, 导出记录 with
 *  the same filters, and the server-paged records. */
export function PrintHistoryView({
  list,
  query,
  exportRecords,
  exportDisabled,
  withType,
  waitingFor,
  search,
  extra,
}: Props) {
  const exporting = useSubmitOnce();
  return (
    <>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <DayRangePicker label="打印日期" value={list.filters.range} onChange={(v) => list.setFilter('range', v)} />
        {search}
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.pending}
          disabled={!query.data?.total || exportDisabled}
          onClick={exporting.guard(exportRecords)}
        >
          导出记录
        </Button>
        {extra}
      </div>
      <ListTable<PrintRecord>
        size="middle"
        query={query}
        list={list}
        waitingFor={waitingFor}
        subject="打印记录"
        scroll={{ x: withType ? 1300 : 1200 }}
        columns={historyColumns(withType)}
      />
    </>
  );
}
