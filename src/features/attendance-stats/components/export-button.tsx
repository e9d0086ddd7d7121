import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { exportStats } from '../api/attendance-stats-api';
import type { ExportQuery } from '../api/types';

/** 导出: the view with its current filters as .xlsx; loading while it runs, the layer toasts a failure. */
export function ExportButton({ query, disabled }: { query: ExportQuery; disabled?: boolean }) {
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
