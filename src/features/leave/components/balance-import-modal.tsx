import { useState } from 'react';
import { Button, Modal, Space, Steps, Table, Tabs, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { analyseBalanceImport, downloadBalanceTemplate } from '../api/leave-api';
import { useSaveBalanceImport } from '../api/queries';
import type { BalanceImportAnalysis, BalanceImportRow } from '../api/types';

const COLUMNS = [
  { title: '行号', dataIndex: 'row', width: 64 },
  { title: '姓名', dataIndex: 'name' },
  { title: '手机号', dataIndex: 'telephone' },
  { title: '假期类型', dataIndex: 'holidayName' },
  { title: '额度（小时）', dataIndex: 'lines' },
  { title: '开始日期', dataIndex: 'startDate', render: (v: string) => v || '—' },
  { title: '结束日期', dataIndex: 'endDate', render: (v: string) => v || '—' },
];

/** Balances from .xlsx in two steps: upload → every row importable or with its row number and reason → save. */
export function BalanceImportModal({ onClose }: { onClose(): void }) {
  const [analysis, setAnalysis] = useState<BalanceImportAnalysis | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const parsing = useSubmitOnce();
  const saving = useSubmitOnce();
  const save = useSaveBalanceImport();
  const busy = parsing.pending || saving.pending;

  const parse = parsing.guard(async (file: File) => {
    setPercent(0);
    try {
      setAnalysis(await analyseBalanceImport(file, { importId: analysis?.importId, onProgress: setPercent }));
    } finally {
      setPercent(null);
    }
  });
  const confirm = saving.guard(async () => {
    const { count } = await save.mutateAsync(analysis!.importId);
    toastSuccess(`成功导入${count}条假期余额`);
    onClose();
  });
  const picker = (label: string) => (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      disabled={busy}
      beforeUpload={(f) => {
        void parse(f);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={parsing.pending}>
        {parsing.pending && percent !== null ? `上传中 ${percent}%` : label}
      </Button>
    </Upload>
  );
  return (
    <Modal
      open
      width={880}
      title="导入假期余额"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          {analysis && picker('重新上传')}
          <Button onClick={onClose}>取消</Button>
          {analysis && (
            <Button
              type="primary"
              disabled={!analysis.importable.length || parsing.pending}
              loading={saving.pending}
              onClick={() => void confirm()}
            >
              确认导入（{analysis.importable.length}条）
            </Button>
          )}
        </Space>
      }
    >
      <Steps
        size="small"
        current={analysis ? 1 : 0}
        items={[{ title: '上传文件' }, { title: '确认导入' }]}
        style={{ marginBottom: 16 }}
      />
      {!analysis ? (
        <Space orientation="vertical">
          <span>
            请按模板填写姓名、手机号、假期类型、额度（小时）、开始日期、结束日期后上传（.xlsx，单次最多2000条）。日期格式为YYYY-MM-DD，留空表示长期有效。
          </span>
          <Space>
            {picker('选择文件')}
            <Button type="link" onClick={() => void downloadBalanceTemplate().catch(() => undefined)}>
              下载模板
            </Button>
          </Space>
        </Space>
      ) : (
        <Tabs
          defaultActiveKey={analysis.unImportable.length ? 'bad' : 'ok'}
          items={[
            {
              key: 'ok',
              label: `可导入（${analysis.importable.length}）`,
              children: (
                <Table<BalanceImportRow>
                  size="small"
                  rowKey="row"
                  columns={COLUMNS}
                  dataSource={analysis.importable}
                  pagination={{ pageSize: 5 }}
                />
              ),
            },
            {
              key: 'bad',
              label: `不可导入（${analysis.unImportable.length}）`,
              children: (
                <Table<BalanceImportRow & { reason: string }>
                  size="small"
                  rowKey="row"
                  columns={[...COLUMNS, { title: '原因', dataIndex: 'reason' }]}
                  dataSource={analysis.unImportable}
                  pagination={{ pageSize: 5 }}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
