import { useState } from 'react';
import { Button, DatePicker, Form, Radio, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { PageFrame } from '@/components/page-frame';
import { usePageSignal } from '@/lib/http/use-page-signal';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { exportApprovalData } from '../api/approvals-api';
import { useEnterpriseNumber } from '../api/queries';
import { EXPORT_STATUSES, EXPORT_TYPES } from '../constants';

/** Approval data export (admin-modules §2 data_export, §4 filters): type, status, time range → .xlsx. */
export default function DataExportPage() {
  const enterpriseNumber = useEnterpriseNumber();
  const signal = usePageSignal();
  const [type, setType] = useState(0);
  const [status, setStatus] = useState(0);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  // one export at a time: a second click while the file is made is dropped, not a second export
  const exporting = useSubmitOnce();

  const run = async () => {
    try {
      const name = await exportApprovalData(
        {
          enterpriseNumber,
          type,
          status,
          startTime: range?.[0]?.startOf('day').valueOf() ?? null,
          endTime: range?.[1]?.endOf('day').valueOf() ?? null,
        },
        signal(),
      );
      toastSuccess(`已导出 ${name}`);
    } catch {
      // the HTTP layer has told the user
    }
  };

  return (
    <PageFrame>
      <Form layout="horizontal" labelCol={{ flex: '90px' }} style={{ maxWidth: 760 }}>
        <Form.Item label="审批类型">
          <Radio.Group
            aria-label="审批类型"
            value={type}
            onChange={(e) => setType(e.target.value as number)}
            optionType="button"
            options={EXPORT_TYPES.map((label, value) => ({ label, value }))}
          />
        </Form.Item>
        <Form.Item label="审批状态">
          <Radio.Group
            aria-label="审批状态"
            value={status}
            onChange={(e) => setStatus(e.target.value as number)}
            optionType="button"
            options={EXPORT_STATUSES.map((label, value) => ({ label, value }))}
          />
        </Form.Item>
        <Form.Item label="发起时间">
          <DatePicker.RangePicker
            aria-label="发起时间"
            value={range}
            onChange={(v) => setRange(v)}
            allowEmpty={[true, true]}
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" icon={<DownloadOutlined />} loading={exporting.pending} onClick={exporting.guard(run)}>
            导出Excel
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">
        导出所选类型、状态和时间范围内发起的审批记录（.xlsx）。不选时间则导出全部时间的记录。
      </Typography.Paragraph>
    </PageFrame>
  );
}
