import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { exportStats } from '../api/attendance-stats-api';
import type { ExportQuery } from '../api/types';

interface ExportButtonProps {
  query: ExportQuery;
  disabled?: boolean;
}

/** 导出: the view with its current filters as .xlsx; loading while it runs, the layer toasts a failure. */
export function ExportButton({ query, disabled }: ExportButtonProps) {
  const once = useSubmitOnce();
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={once.pending}
      disabled={disabled}
      onClick={once.guard(() => exportStats(query))}
    >
      导出
    </Button>
  );
}

/** A view's 导出 alone above its table, on the right. */
export function ExportBar(props: ExportButtonProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
      <ExportButton {...props} />
    </div>
  );
}
