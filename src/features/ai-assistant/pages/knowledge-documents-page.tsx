import { useState } from 'react';
import { Button, Input, Select, Space, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting, pageAfterRemovingOne } from '@/lib/query/list-subject';
import { useDeleteDocument, useDocuments, useRetryDocument } from '../api/knowledge-queries';
import type { DocumentStatus, KnowledgeBase, KnowledgeDocument } from '../api/types';
import { DocumentStatusTag } from '../components/document-status-tag';
import { KnowledgeBaseGate } from '../components/knowledge-base-gate';
import {
  DEFAULT_PAGE_SIZE,
  DOCUMENT_KEYWORD_MAX,
  DOCUMENT_STATUSES,
  FIRST_PAGE,
  withBaseId,
} from '../knowledge-constants';
import { fileSize } from '../lib/upload-checks';
import { KNOWLEDGE_UPLOAD_PATH } from '../paths';
import { CLEARABLE } from '@/components/clearable';
import { loadErrorText } from '@/components/load-error';

/** /home/intelligent/intelligent_knowledge_list?baseId=: a base's documents, their parsing status kept current. */
export default function KnowledgeDocumentsPage() {
  return <KnowledgeBaseGate>{(base) => <DocumentList base={base} />}</KnowledgeBaseGate>;
}

function DocumentList({ base }: { base: KnowledgeBase }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim());
  const [status, setStatus] = useState<DocumentStatus | ''>('');
  const [paging, setPaging] = useState({ page: FIRST_PAGE, size: DEFAULT_PAGE_SIZE });
  const list = useDocuments({ baseId: base.id, status, keyword, ...paging });
  const retry = useRetryDocument();
  const remove = useDeleteDocument();
  const rowAction = useSubmitOnce();
  const first = () => setPaging((p) => ({ ...p, page: FIRST_PAGE }));
  const retryOne = rowAction.guard(async (d: KnowledgeDocument) => {
    await retry.mutateAsync(d.id);
    toastSuccess(`已重新提交解析：${d.fileName}`);
  });
  const askDelete = rowAction.guard(async (d: KnowledgeDocument) => {
    if (
      !(await confirmAction({
        title: `删除文档“${d.fileName}”`,
        content: 'AI助理将不再使用该文档的内容回答，删除后无法恢复，确定删除吗？',
        danger: true,
      }))
    )
      return;
    await remove.mutateAsync(d.id);
    toastSuccess(`已删除文档 ${d.fileName}`);
    setPaging((p) => ({ ...p, page: pageAfterRemovingOne(p.page, list.data?.list.length) }));
  });

  return (
    <PageFrame
      heading={`${base.name} · 文档`}
      toolbar={
        <>
          <Input.Search
            allowClear={CLEARABLE}
            placeholder="搜索文件名"
            aria-label="搜索文档"
            style={{ width: 200 }}
            maxLength={DOCUMENT_KEYWORD_MAX}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              first();
            }}
          />
          <Select
            aria-label="状态筛选"
            style={{ width: 120 }}
            value={status}
            onChange={(v) => {
              setStatus(v);
              first();
            }}
            options={[
              { value: '', label: '全部状态' },
              ...DOCUMENT_STATUSES.map((s) => ({ value: s.value, label: s.label })),
            ]}
          />
          <Button type="primary" onClick={() => navigate(withBaseId(KNOWLEDGE_UPLOAD_PATH, base.id))}>
            上传文档
          </Button>
        </>
      }
    >
      <Table<KnowledgeDocument>
        rowKey="id"
        size="middle"
        loading={isWaiting(list) && !list.isRefetching}
        dataSource={list.data?.list ?? []}
        locale={{
          emptyText: list.isError
            ? loadErrorText(list.error)
            : list.isPending
              ? ' '
              : keyword || status
                ? '没有符合条件的文档'
                : '暂无文档，请上传',
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 个文档`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          { title: '文件名', dataIndex: 'fileName' },
          { title: '类型', dataIndex: 'fileType', width: 80, render: (v: string) => v.toUpperCase() },
          { title: '大小', dataIndex: 'size', width: 90, render: (v: number) => fileSize(v) },
          { title: '状态', key: 'status', width: 240, render: (_v, d) => <DocumentStatusTag doc={d} /> },
          { title: '上传人', dataIndex: 'uploaderName', width: 100 },
          { title: '上传时间', dataIndex: 'uploadTime', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 160,
            render: (_v, d) => (
              <Space size={0}>
                {d.status === 'failed' && (
                  <Button
                    type="link"
                    size="small"
                    disabled={rowAction.pending}
                    aria-label={`重新解析${d.fileName}`}
                    onClick={() => void retryOne(d)}
                  >
                    重新解析
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={rowAction.pending}
                  aria-label={`删除${d.fileName}`}
                  onClick={() => void askDelete(d)}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
