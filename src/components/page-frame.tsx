import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Empty, Space, Spin, Typography } from 'antd';
import { LoadError } from './load-error';

interface PageFrameProps {
  /** Optional heading inside the page (the layout header already shows the route title). */
  heading?: ReactNode;
  /** Buttons and filters above the content. */
  toolbar?: ReactNode;
  loading?: boolean;
  /** A failed load: shows the error state with a retry (a notice without one for a call the host lacks). */
  error?: unknown;
  onRetry?: () => void;
  /** Nothing to show: the empty state (with an optional call to action). */
  empty?: boolean;
  emptyText?: ReactNode;
  emptyAction?: ReactNode;
  children?: ReactNode;
}

/** The frame every module page uses: heading, toolbar, then content or its loading/empty/error state. */
export function PageFrame({
  heading,
  toolbar,
  loading,
  error,
  onRetry,
  empty,
  emptyText = '暂无数据',
  emptyAction,
  children,
}: PageFrameProps) {
  let body: ReactNode = children;
  if (error) body = <LoadError error={error} onRetry={onRetry} />;
  else if (loading && !children)
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  else if (empty) body = <Empty description={emptyText}>{emptyAction}</Empty>;
  return (
    <Card variant="borderless" styles={{ body: { padding: 20 } }}>
      {(heading || toolbar) && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
          {heading && (
            <Typography.Title level={5} style={{ margin: 0, flex: 1 }}>
              {heading}
            </Typography.Title>
          )}
          {toolbar && (
            <Space wrap style={{ marginLeft: 'auto' }}>
              {toolbar}
            </Space>
          )}
        </div>
      )}
      <Spin spinning={!!loading && !!children && !error && !empty}>{body}</Spin>
    </Card>
  );
}

/** PageFrame's loading, error and 重试 for a page that shows one query. */
export const queryFrame = (q: Pick<UseQueryResult, 'isLoading' | 'error' | 'refetch'>) => ({
  loading: q.isLoading,
  error: q.error,
  onRetry: () => void q.refetch(),
});
