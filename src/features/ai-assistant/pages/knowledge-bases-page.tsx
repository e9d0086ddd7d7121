import { useState } from 'react';
import { Button, Input, Space, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting, pageAfterRemovingOne } from '@/lib/query/list-subject';
import { useDeleteKnowledgeBase, useKnowledgeBases } from '../api/knowledge-queries';
import type { KnowledgeBase } from '../api/types';
import { KnowledgeBaseFormModal } from '../components/knowledge-base-form-modal';
import { BASE_NAME_MAX, DEFAULT_PAGE_SIZE, FIRST_PAGE, withBaseId } from '../knowledge-constants';
import { KNOWLEDGE_DOCUMENTS_PATH, KNOWLEDGE_UPLOAD_PATH } from '../paths';
import { CLEARABLE } from '@/components/clearable';
import { loadErrorText } from '@/components/load-error';

const deleteText = (b: KnowledgeBase) =>
  b.sceneNames.length
    ? `该知识库正被场景「${b.sceneNames.join('」「')}」使用，删除后这些场景将不再引用它。知识库中的文档将一并删除，确定删除吗？`
    : '知识库中的文档将一并删除，删除后无法恢复，确定删除吗？';

/** /home/intelligent/intelligent_knowledge (AI助理知识库管理, ctx intelligent_knowledge): the bases, server-paged. */
export default function KnowledgeBasesPage() {
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim());
  const [paging, setPaging] = useState({ page: FIRST_PAGE, size: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ base?: KnowledgeBase } | null>(null);
  const list = useKnowledgeBases({ keyword, ...paging });
  const remove = useDeleteKnowledgeBase();
  const rowAction = useSubmitOnce();
  const askDelete = rowAction.guard(async (b: KnowledgeBase) => {
    if (!(await confirmAction({ title: `删除知识库“${b.name}”`, content: deleteText(b), danger: true }))) return;
    await remove.mutateAsync(b.id);
    toastSuccess(`已删除知识库 ${b.name}`);
    setPaging((p) => ({ ...p, page: pageAfterRemovingOne(p.page, list.data?.list.length) }));
  });

  return (
    <PageFrame
      toolbar={
        <>
          <Input.Search
            allowClear={CLEARABLE}
            placeholder="搜索知识库名称或描述"
            aria-label="搜索知识库"
            style={{ width: 240 }}
            maxLength={BASE_NAME_MAX}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPaging((p) => ({ ...p, page: FIRST_PAGE }));
            }}
          />
          <Button type="primary" onClick={() => setEditing({})}>
            新建知识库
          </Button>
        </>
      }
    >
      <Table<KnowledgeBase>
        rowKey="id"
        size="middle"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        locale={{
          emptyText: list.isError
            ? loadErrorText(list.error)
            : list.isPending
              ? ' '
              : keyword
                ? '没有符合条件的知识库'
                : '暂无知识库，请新建',
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 个知识库`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          {
            title: '知识库名称',
            dataIndex: 'name',
            width: 180,
            render: (v: string, b) => <Link to={withBaseId(KNOWLEDGE_DOCUMENTS_PATH, b.id)}>{v}</Link>,
          },
          { title: '描述', dataIndex: 'description', render: (v: string) => v || '—' },
          {
            title: '文档（已就绪/总数）',
            key: 'docs',
            width: 160,
            render: (_v, b) => `${b.readyCount} / ${b.documentCount}`,
          },
          {
            title: '引用场景',
            dataIndex: 'sceneNames',
            width: 200,
            render: (v: string[]) => (v.length ? v.map((n) => <Tag key={n}>{n}</Tag>) : '—'),
          },
          { title: '更新时间', dataIndex: 'updateTime', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 220,
            render: (_v, b) => (
              <Space size={0}>
                <Link
                  to={withBaseId(KNOWLEDGE_DOCUMENTS_PATH, b.id)}
                  aria-label={`文档：${b.name}`}
                  style={{ padding: '0 8px' }}
                >
                  文档
                </Link>
                <Link
                  to={withBaseId(KNOWLEDGE_UPLOAD_PATH, b.id)}
                  aria-label={`上传文档到${b.name}`}
                  style={{ padding: '0 8px' }}
                >
                  上传
                </Link>
                <Button type="link" size="small" aria-label={`编辑${b.name}`} onClick={() => setEditing({ base: b })}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={rowAction.pending}
                  aria-label={`删除${b.name}`}
                  onClick={() => void askDelete(b)}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && <KnowledgeBaseFormModal editing={editing.base} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
