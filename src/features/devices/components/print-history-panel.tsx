import { useState } from 'react';
import { Button, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { exportPrintHistory } from '../api/devices-api';
import { usePrintHistory } from '../api/queries';
import type { PrintRecord, PrinterType } from '../api/types';
import { historyColumns } from './history-columns';
import { DayRangeFilter, rangeDays, type DayRange } from './history-filters';
import { loadErrorText } from '@/components/load-error';

/** 购买打印记录 or 租赁打印记录: server-paged (/printer/history) within a date range; exported as .xlsx. */
export function PrintHistoryPanel({ type }: { type: PrinterType }) {
  const [range, setRange] = useState<DayRange>(null);
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const days = rangeDays(range);
  const history = usePrintHistory({ type, ...days, ...paging });
  const exporting = useSubmitOnce();
  const total = history.data?.total ?? 0;
  return (
    <>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <DayRangeFilter
          value={range}
          onChange={(v) => {
            setRange(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.pending}
          disabled={!total}
          onClick={exporting.guard(() => exportPrintHistory({ type, ...days }))}
        >
          导出记录
        </Button>
      </div>
      <Table<PrintRecord>
        rowKey="id"
        size="middle"
        loading={isWaiting(history)}
        dataSource={history.data?.list ?? []}
        locale={{ emptyText: history.isError ? loadErrorText(history.error) : '暂无打印记录' }}
        scroll={{ x: 1200 }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={historyColumns()}
      />
    </>
  );
}
