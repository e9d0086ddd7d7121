import { Button, Empty } from 'antd';
import { EMPTY_TEXT } from '../constants';
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
export function NameButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={onOpen}>
      {name}
    </Button>
  );
}
