// Not on the list kit: it follows this visit's uploads while they are parsed, not a list the user searches or edits.
import { Alert, Button, Progress, Table, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { inFlight, useDocuments } from '../api/knowledge-queries';
import type { KnowledgeBase } from '../api/types';
import { DocumentStatusTag } from '../components/document-status-tag';
import { KnowledgeBaseGate } from '../components/knowledge-base-gate';
import { useUploadBatch, type UploadItem } from '../components/upload-batch';
import { FIRST_PAGE, TRACKED_PAGE_SIZE, withBaseId } from '../knowledge-constants';
import { DOCUMENT_ACCEPT, DOCUMENTS_PER_BATCH, fileSize } from '../lib/upload-checks';
import { KNOWLEDGE_DOCUMENTS_PATH } from '../paths';

/** /home/intelligent/intelligent_knowledge_uploadList?baseId=: several files at once into a base,
 *  each with its progress and then its parsing status, kept current until ready or failed. */
export default function KnowledgeUploadPage() {
  return <KnowledgeBaseGate>{(base) => <UploadBoard base={base} />}</KnowledgeBaseGate>;
}

function UploadBoard({ base }: { base: KnowledgeBase }) {
  const navigate = useNavigate();
  const { items, refused, choose, retry, retrying } = useUploadBatch(base.id);
  const sent = items.some((i) => i.doc);
  const docs = useDocuments(
    { baseId: base.id, status: '', keyword: '', page: FIRST_PAGE, size: TRACKED_PAGE_SIZE },
    sent,
  );
  const current = (i: UploadItem) => docs.data?.list.find((d) => d.id === i.doc?.id) ?? i.doc;

  const progress = (i: UploadItem) => {
    if (i.state === 'error') return <Typography.Text type="danger">上传失败：{i.error}</Typography.Text>;
    const doc = current(i);
    if (doc) return <DocumentStatusTag doc={doc} />;
    return <Progress percent={i.percent} size="small" aria-label={`${i.file.name}上传进度`} />;
  };

  return (
    <PageFrame
      heading={`上传文档到 ${base.name}`}
      toolbar={<Button onClick={() => navigate(withBaseId(KNOWLEDGE_DOCUMENTS_PATH, base.id))}>查看全部文档</Button>}
    >
      <Upload.Dragger
        multiple
        accept={DOCUMENT_ACCEPT}
        showUploadList={false}
        aria-label="选择文件"
        beforeUpload={(file, batch) => {
          if (file === batch[0]) choose(batch);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽文件到此处上传</p>
        <p className="ant-upload-hint">
          支持PDF、DOCX、XLSX、TXT、MD格式，单个文件不超过20MB，每次最多{DOCUMENTS_PER_BATCH}个
        </p>
      </Upload.Dragger>
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={`${refused.length}个文件未上传`}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {refused.map((r, k) => (
                <li key={k}>
                  {r.file.name}：{r.reason}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {items.length > 0 && (
        <Table<UploadItem>
          rowKey="key"
          size="middle"
          style={{ marginTop: 16 }}
          pagination={false}
          dataSource={items}
          footer={
            items.some((i) => {
              const d = current(i);
              return i.state !== 'error' && (!d || inFlight(d));
            })
              ? () => '文档解析中，状态会自动刷新'
              : undefined
          }
          columns={[
            { title: '文件名', key: 'name', render: (_v, i) => i.file.name },
            { title: '大小', key: 'size', width: 100, render: (_v, i) => fileSize(i.file.size) },
            { title: '进度', key: 'progress', width: 300, render: (_v, i) => progress(i) },
            {
              title: '操作',
              key: 'op',
              width: 100,
              render: (_v, i) =>
                i.state === 'error' && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`重新上传${i.file.name}`}
                    disabled={retrying}
                    onClick={() => void retry(i)}
                  >
                    重新上传
                  </Button>
                ),
            },
          ]}
        />
      )}
    </PageFrame>
  );
}
