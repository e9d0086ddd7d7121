import { useState } from 'react';
import { Button, Modal, Space, Table, Tabs, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { analyseGroupImport, downloadGroupTemplate, importGroups, type GroupImportAnalysis } from '../api/groups-api';
import { NATURE_LABEL, PROPERTY_LABEL } from '../constants';

/** Group import: analysis (import_group_analysis) first, then the import (import_group). */
export function GroupImportModal({ onClose }: { onClose(): void }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [analysis, setAnalysis] = useState<GroupImportAnalysis | null>(null);
  // one analysis and one import at a time: a double-click on 确认导入 imports once (module-guide "Submits")
  const analysing = useSubmitOnce();
  const importing = useSubmitOnce();
  const busy = analysing.pending || importing.pending;
  const analyse = analysing.guard(async (f: File) => {
    setFile(f);
    try {
      setAnalysis(await analyseGroupImport(f));
    } catch (e) {
      setAnalysis(null); // the HTTP layer has shown why
      throw e;
    }
  });
  const save = importing.guard(async () => {
    if (!file || !analysis) return;
    const { count } = await importGroups(file, analysis.importId);
    toastSuccess(`成功导入${count}个群聊`);
    await client.invalidateQueries({ queryKey: ['groups'] });
    onClose();
  });
  return (
    <Modal
      open
      width={760}
      title="导入群聊"
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            disabled={!analysis?.importable.length || analysing.pending}
            loading={importing.pending}
            onClick={() => void save()}
          >
            确认导入
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(f) => {
            void analyse(f);
            return false;
          }}
          disabled={busy}
        >
          <Button icon={<UploadOutlined />} loading={analysing.pending}>
            {analysis ? '重新上传' : '选择文件'}
          </Button>
        </Upload>
        <Button type="link" onClick={() => void downloadGroupTemplate().catch(() => undefined)}>
          下载模板
        </Button>
      </Space>
      {analysis && (
        <Tabs
          items={[
            {
              key: 'ok',
              label: `可导入（${analysis.importable.length}）`,
              children: (
                <Table
                  size="small"
                  rowKey="groupName"
                  dataSource={analysis.importable}
                  pagination={{ pageSize: 5 }}
                  columns={[
                    { title: '群名称', dataIndex: 'groupName' },
                    { title: '群类型', dataIndex: 'property', render: (v: 'outer' | 'inner') => PROPERTY_LABEL[v] },
                    { title: '群性质', dataIndex: 'nature', render: (v: 'public' | 'private') => NATURE_LABEL[v] },
                    { title: '成员数', dataIndex: 'memberCount' },
                  ]}
                />
              ),
            },
            {
              key: 'bad',
              label: `不可导入（${analysis.unImportable.length}）`,
              children: (
                <Table
                  size="small"
                  rowKey={(r) => `${r.groupName}-${r.owner}-${r.reason}`}
                  dataSource={analysis.unImportable}
                  pagination={{ pageSize: 5 }}
                  columns={[
                    { title: '群名称', dataIndex: 'groupName' },
                    { title: '群主手机号', dataIndex: 'owner' },
                    { title: '原因', dataIndex: 'reason' },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
