import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import type { FetchStatus } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { isWaiting } from '@/lib/query/list-subject';
import type { ListState } from './use-list-state';

/** What ListTable reads of a list query: a server page of rows and its total. */
export interface PageQuery<T> {
  data?: { list: readonly T[]; total: number };
  error: unknown;
  isError: boolean;
  isPending: boolean;
  fetchStatus: FetchStatus;
  refetch(): unknown;
}

interface Props<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'locale' | 'rowKey'> {
  /** The field that tells rows apart: `id` unless given. */
  rowKey?: TableProps<T>['rowKey'];
  query: PageQuery<T>;
  list: Pick<ListState, 'page' | 'size' | 'goTo' | 'filtered'>;
  /** What the rows are, e.g. 班次: the empty texts are then 暂无班次 and 没有符合条件的班次. */
  subject?: string;
  /** Shown when the list has no rows at all; 暂无{subject} by default. */
  emptyText?: ReactNode;
  /** Shown when a search or filter finds none; 没有符合条件的{subject} by default. */
  filteredEmptyText?: ReactNode;
  /** The total's unit: 共 12 条 by default, 共 3 间会议室 with 间会议室. */
  unit?: string;
  /** false: the page size is fixed. */
  sizeChanger?: boolean;
  /** What the query waits for is running (a sign-in before it may ask): the table spins meanwhile. */
  waitingFor?: boolean;
}

/**
 * A list screen's server-paged table: the query's page of rows under its spinner, its pager with the
 * total, and in place of the rows its empty text or, when the page failed to load, the error with 重试.
 */
export function ListTable<T extends object>({
  query,
  list,
  subject = '数据',
  emptyText = `暂无${subject}`,
  filteredEmptyText = `没有符合条件的${subject}`,
  rowKey = 'id',
  unit = '条',
  sizeChanger = true,
  waitingFor = false,
  ...table
}: Props<T>) {
  const rows = query.data?.list;
  let empty: ReactNode = list.filtered ? filteredEmptyText : emptyText;
  if (query.isError && !rows) empty = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  // nothing under the first load's spinner, rather than a 暂无… that is not known yet
  else if (query.isPending) empty = ' ';
  return (
    <Table<T>
      {...table}
      rowKey={rowKey}
      loading={waitingFor || isWaiting(query)}
      dataSource={rows as T[] | undefined}
      locale={{ emptyText: empty }}
      pagination={{
        current: list.page,
        pageSize: list.size,
        total: query.data?.total ?? 0,
        showSizeChanger: sizeChanger,
        showTotal: (t) => `共 ${t} ${unit}`,
        onChange: list.goTo,
      }}
    />
  );
}
