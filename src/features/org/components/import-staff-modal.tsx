import { useState } from 'react';
import { Alert, Button, Modal, Progress, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { downloadStaffTemplate, exportImportFailures, importStaff } from '../api/org-api';
import { orgKeys } from '../api/queries';
import type { StaffImportResult } from '../api/types';

/** Staff import from an .xlsx file (/admin/upload/returnEnterpriseUserId); failed rows can be downloaded. */
export function ImportStaffModal({ onClose }: { onClose(): void }) {
  const enterpriseId = useSession((s) => s.enterprise?.id ?? '');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<StaffImportResult | null>(null);
  // one import at a time: a double-click on 开始导入 sends the file once (module-guide "Submits")
  const importing = useSubmitOnce();
  const start = importing.guard(async () => {
    if (!file) return;
    setProgress(0);
    try {
      const r = await importStaff(file, enterpriseId, setProgress);
      setResult(r);
      if (r.successCount) toastSuccess(`成功导入${r.successCount}人`);
      await Promise.all([
        client.invalidateQueries({ queryKey: orgKeys.all }),
        client.invalidateQueries({ queryKey: ['directory'] }),
      ]);
    } finally {
      // on failure the HTTP layer has shown the reason; the chosen file stays for another try
      setProgress(null);
    }
  });
  return (
    <Modal
      open
      title="导入员工"
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" disabled={!file} loading={importing.pending} onClick={() => void start()}>
            开始导入
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => void downloadStaffTemplate().catch(() => undefined)}>
          下载导入模板
        </Button>
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setResult(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: '1', name: file.name }] : []}
        >
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
        {progress !== null && <Progress percent={progress} size="small" />}
        {result && (
          <Alert
            type={result.failureCount ? 'warning' : 'success'}
            showIcon
            title={`导入成功${result.successCount}人，失败${result.failureCount}人`}
            description={
              result.failureCount ? (
                <Space orientation="vertical">
                  {result.failures.slice(0, 5).map((f, i) => (
                    <span key={i}>
                      {f.name || '（无姓名）'} {f.telephone}：{f.reason}
                    </span>
                  ))}
                  <Button
                    size="small"
                    onClick={() => void exportImportFailures(result.importId).catch(() => undefined)}
                  >
                    下载失败名单
                  </Button>
                </Space>
              ) : undefined
            }
          />
        )}
      </Space>
    </Modal>
  );
}
