import { useState } from 'react';
import { Button, Modal, Space, Steps, Table, Tabs, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { analyseImport, downloadTemplate, saveImport, type ImportAnalysis } from '../api/onboarding-api';

const COLUMNS = [
  { title: '姓名', dataIndex: 'name' },
  { title: '手机号', dataIndex: 'telephone' },
  { title: '邮箱', dataIndex: 'email' },
  { title: '职位', dataIndex: 'position' },
];

/** The two-step import (admin-modules §4): upload → parse result → save; re-upload keeps the importId. */
export function ImportModal({ onClose }: { onClose(): void }) {
  const client = useQueryClient();
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  // one parse and one save at a time: a double-click on 确认导入 saves once (module-guide "Submits")
  const parsing = useSubmitOnce();
  const saving = useSubmitOnce();
  const busy = parsing.pending || saving.pending;
  const parse = parsing.guard(async (file: File) => {
    setAnalysis(await analyseImport(file, analysis?.importId));
  });
  const save = saving.guard(async () => {
    if (!analysis) return;
    const { count } = await saveImport(analysis.importId);
    toastSuccess(`成功导入${count}人`);
    await client.invalidateQueries({ queryKey: ['onboarding'] });
    onClose();
  });
  const picker = (label: string) => (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      beforeUpload={(f) => {
        void parse(f);
        return false;
      }}
      disabled={busy}
    >
      <Button icon={<UploadOutlined />} loading={parsing.pending}>
        {label}
      </Button>
    </Upload>
  );
  return (
    <Modal
      open
      width={760}
      title="批量导入"
      onCancel={onClose}
      footer={
        <Space>
          {analysis && picker('重新上传')}
          <Button onClick={onClose}>取消</Button>
          {analysis && (
            <Button
              type="primary"
              disabled={!analysis.importable.length || parsing.pending}
              loading={saving.pending}
              onClick={() => void save()}
            >
              确认导入（{analysis.importable.length}人）
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
          <span>请按模板填写姓名、手机号、邮箱、职位后上传（.xlsx，单次最多500人）。</span>
          <Space>
            {picker('选择文件')}
            <Button type="link" onClick={() => void downloadTemplate().catch(() => undefined)}>
              下载模板
            </Button>
          </Space>
        </Space>
      ) : (
        <Tabs
          items={[
            {
              key: 'ok',
              label: `可导入（${analysis.importable.length}）`,
              children: (
                <Table
                  size="small"
                  rowKey={(r) => r.telephone || r.email}
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
                <Table
                  size="small"
                  rowKey={(r) => `${r.name}-${r.telephone}-${r.email}-${r.reason}`}
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
