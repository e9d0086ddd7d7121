import { Button, Result } from 'antd';
import { isApiError, UNAVAILABLE_NOTICE, unavailableSummary } from '@/lib/http/errors';

// A failed load, as every page and panel shows it (docs/assumed-contract.md "Calls a host may lack"):
// a call the host lacks is a notice naming the feature, with no 重试 (asking again cannot help); an
// answer that broke its schema says so under the usual title; anything else, the usual title and 重试.

export const LOAD_FAILED = '获取数据失败，请稍后重试';

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const summary = unavailableSummary(error);
  if (summary !== undefined) return <Result status="info" title={UNAVAILABLE_NOTICE} subTitle={summary || undefined} />;
  return (
    <Result
      status="warning"
      title={LOAD_FAILED}
      subTitle={isApiError(error) && error.kind === 'contract' ? error.message : undefined}
      extra={onRetry && <Button onClick={onRetry}>重试</Button>}
    />
  );
}

/** The same in a table's empty text, where there is room for one line. */
export const loadErrorText = (error: unknown) =>
  unavailableSummary(error) !== undefined ? UNAVAILABLE_NOTICE : LOAD_FAILED;
