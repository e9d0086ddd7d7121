import { Button, Select } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable, type PageQuery } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useDeleteDocument, useDocuments, useRetryDocument } from '../api/knowledge-queries';
import type { DocumentStatus, KnowledgeBase, KnowledgeDocument } from '../api/types';
import { DocumentStatusTag } from '../components/document-status-tag';
import { KnowledgeBaseGate } from '../components/knowledge-base-gate';
import { DEFAULT_PAGE_SIZE, DOCUMENT_KEYWORD_MAX, DOCUMENT_STATUSES, withBaseId } from '../knowledge-constants';
import { fileSize } from '../lib/upload-checks';
import { KNOWLEDGE_UPLOAD_PATH } from '../paths';

const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  ...DOCUMENT_STATUSES.map((s) => ({ value: s.value, label: s.label })),
];

/** The list polls while documents parse: a refresh of rows already shown does not spin the table
 *  every few seconds. Another page or status filter, whose rows are not those shown, still does (a page
 *  shows the previous page's rows as placeholders meanwhile, which alone would read as a refresh). */
const quietWhileRefreshing = <T,>(
  q: PageQuery<T> & { isRefetching: boolean; isPlaceholderData: boolean },
): PageQuery<T> => ({
  data: q.data,
  error: q.error,
  isError: q.isError,
  isPending: q.isPending,
  fetchStatus: q.isRefetching && !q.isPlaceholderData ? 'idle' : q.fetchStatus,
  refetch: q.refetch,
});

/** /home/intelligent/intelligent_knowledge_list?baseId=: a base's documents, their parsing status kept current. */
export default function KnowledgeDocumentsPage() {
  return <KnowledgeBaseGate>{(base) => <DocumentList base={base} />}</KnowledgeBaseGate>;
}

function DocumentList({ base }: { base: KnowledgeBase }) {
  const navigate = useNavigate();
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE, filters: { status: '' as DocumentStatus | '' } });
  const query = useDocuments({
    baseId: base.id,
    status: list.filters.status,
    keyword: list.term,
    page: list.page,
    size: list.size,
  });
  const retry = useRetryDocument();
  const remove = useDeleteDocument();
  const retryOnce = useSubmitOnce();
  const retryOne = retryOnce.guard(async (d: KnowledgeDocument) => {
    await retry.mutateAsync(d.id);
    toastSuccess(`已重新提交解析：${d.fileName}`);
  });
  const del = useRowDelete<KnowledgeDocument>({
    list,
    shown: query.data?.list.length,
    confirm: (d) => ({
      title: `删除文档“${d.fileName}”`,
      content: 'AI助理将不再使用该文档的内容回答，删除后无法恢复，确定删除吗？',
    }),
    remove: (d) => remove.mutateAsync(d.id),
    done: (d) => `已删除文档 ${d.fileName}`,
  });
  // one row call at a time on the page: a retry or a delete
  const busy = retryOnce.pending || del.pending;

  return (
    <PageFrame
      heading={`${base.name} · 文档`}
      toolbar={
        <>
          <ListSearch
            list={list}
            label="搜索文档"
            placeholder="搜索文件名"
            width={200}
            maxLength={DOCUMENT_KEYWORD_MAX}
          />
          <Select
            aria-label="状态筛选"
            style={{ width: 120 }}
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={STATUS_OPTIONS}
          />
          <Button type="primary" onClick={() => navigate(withBaseId(KNOWLEDGE_UPLOAD_PATH, base.id))}>
            上传文档
          </Button>
        </>
      }
    >
      <ListTable<KnowledgeDocument>
        size="middle"
        query={quietWhileRefreshing(query)}
        list={list}
        subject="文档"
        emptyText="暂无文档，请上传"
        unit="个文档"
        columns={[
          { title: '文件名', dataIndex: 'fileName' },
          { title: '类型', dataIndex: 'fileType', width: 80, render: (v: string) => v.toUpperCase() },
          { title: '大小', dataIndex: 'size', width: 90, render: (v: number) => fileSize(v) },
          { title: '状态', key: 'status', width: 240, render: (_v, d) => <DocumentStatusTag doc={d} /> },
          { title: '上传人', dataIndex: 'uploaderName', width: 100 },
          { title: '上传时间', dataIndex: 'uploadTime', width: 170 },
          actionsColumn<KnowledgeDocument>(
            160,
            (d) => d.fileName,
            (d) => [
              d.status === 'failed' && { label: '重新解析', disabled: busy, onClick: () => void retryOne(d) },
              { label: '删除', danger: true, disabled: busy, onClick: () => void del.ask(d) },
            ],
          ),
        ]}
      />
    </PageFrame>
  );
}
