import { useState, type ReactNode } from 'react';
import { Button, Modal, Space, Steps, Table, Tabs, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UploadOutlined } from '@ant-design/icons';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';

/** What the server's parse of an uploaded .xlsx answers: the rows it can import and those it cannot, with why. */
export interface ImportAnalysisOf<Row> {
  importId: string;
  importable: Row[];
  unImportable: Array<Row & { reason: string }>;
}

interface ImportWizardProps<Row extends object> {
  title: string;
  width: number;
  /** what a row counts: 条 or 人 (确认导入（3人）) */
  unit: string;
  instructions: ReactNode;
  columns: ColumnsType<Row>;
  rowKey: (row: Row & { reason?: string }) => string | number;
  /** Step 1: parse the file; a re-upload sends the importId of the last parse. */
  analyse(
    file: File,
    importId: string | undefined,
    onProgress: (percent: number) => void,
  ): Promise<ImportAnalysisOf<Row>>;
  downloadTemplate(): Promise<unknown>;
  /** Step 2: save the importable rows (the caller toasts and refreshes what it shows). */
  save(importId: string): Promise<void>;
  onClose(): void;
}

/**
 * The two-step import of a .xlsx (admin-modules §4): upload → every row importable, or with its
 * reason → save. One parse and one save at a time: a double-click on 确认导入 saves once.
 */
export function ImportWizardModal<Row extends object>(props: ImportWizardProps<Row>) {
  const { title, width, unit, instructions, columns, rowKey, onClose } = props;
  const [analysis, setAnalysis] = useState<ImportAnalysisOf<Row> | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const parsing = useSubmitOnce();
  const saving = useSubmitOnce();
  const busy = parsing.pending || saving.pending;

  const parse = parsing.guard(async (file: File) => {
    setPercent(0);
    try {
      setAnalysis(await props.analyse(file, analysis?.importId, setPercent));
    } finally {
      setPercent(null);
    }
  });
  const confirm = saving.guard(async () => {
    if (!analysis) return;
    await props.save(analysis.importId);
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
  const table = (rows: Row[], withReason: boolean) => (
    <Table<Row>
      size="small"
      rowKey={rowKey}
      columns={withReason ? [...columns, { title: '原因', dataIndex: 'reason' }] : columns}
      dataSource={rows}
      pagination={{ pageSize: 5 }}
    />
  );
  return (
    <Modal
      open
      width={width}
      title={title}
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
              {`确认导入（${analysis.importable.length}${unit}）`}
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
          <span>{instructions}</span>
          <Space>
            {picker('选择文件')}
            <Button type="link" onClick={() => void props.downloadTemplate().catch(() => undefined)}>
              下载模板
            </Button>
          </Space>
        </Space>
      ) : (
        <Tabs
          // the rows that need the administrator first
          defaultActiveKey={analysis.unImportable.length ? 'bad' : 'ok'}
          items={[
            {
              key: 'ok',
              label: `可导入（${analysis.importable.length}）`,
              children: table(analysis.importable, false),
            },
            {
              key: 'bad',
              label: `不可导入（${analysis.unImportable.length}）`,
              children: table(analysis.unImportable, true),
            },
          ]}
        />
      )}
    </Modal>
  );
}
