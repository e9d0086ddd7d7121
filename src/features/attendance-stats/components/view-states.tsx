import { Button, Empty } from 'antd';
import { EMPTY_TEXT, PAGE_SIZES } from '../constants';
import type { OpenPerson, PersonChoice } from './person-month-drawer';
import { LoadError } from '@/components/load-error';

/** What a view's table shows without rows: the failure with 重试, 暂无考勤数据 once an answer came,
 *  nothing while the first one is awaited (the table's spinner says it). */
export function emptyOrError(query: { isError: boolean; error: unknown; isPending: boolean; refetch: () => unknown }) {
  return {
    emptyText: query.isError ? (
      <LoadError error={query.error} onRetry={() => void query.refetch()} />
    ) : query.isPending ? (
      <div style={{ minHeight: 80 }} />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />
    ),
  };
}

/** The person's name as the button that opens the month (its accessible name is the name shown). */
function NameButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={onOpen}>
      {name}
    </Button>
  );
}

/** 姓名: the column of a view whose rows are people, each name opening that person's month. */
export function nameColumn<T extends PersonChoice>(onOpen: OpenPerson) {
  return {
    title: '姓名',
    key: 'name',
    render: (_v: unknown, r: T) => (
      <NameButton name={r.name} onOpen={() => onOpen({ lenovoId: r.lenovoId, name: r.name })} />
    ),
  };
}

/** The pager of a server-paged view: its page sizes and 共 N {unit}; a page or size chosen goes to onChange. */
export function viewPagination({
  page,
  size,
  total,
  unit,
  onChange,
}: {
  page: number;
  size: number;
  total: number | undefined;
  unit: string;
  onChange(page: number, size: number): void;
}) {
  return {
    current: page,
    pageSize: size,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (t: number) => `共 ${t} ${unit}`,
    onChange,
  };
}
