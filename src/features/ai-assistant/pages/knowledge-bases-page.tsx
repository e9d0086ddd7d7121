import { Button, Tag } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { useDialogTarget } from '@/components/list-kit/use-dialog-target';
import { useDeleteKnowledgeBase, useKnowledgeBases } from '../api/knowledge-queries';
import type { KnowledgeBase } from '../api/types';
import { KnowledgeBaseFormModal } from '../components/knowledge-base-form-modal';
import { BASE_NAME_MAX, DEFAULT_PAGE_SIZE, withBaseId } from '../knowledge-constants';
import { KNOWLEDGE_DOCUMENTS_PATH, KNOWLEDGE_UPLOAD_PATH } from '../paths';

const deleteText = (b: KnowledgeBase) =>
  b.sceneNames.length
    ? `该知识库正被场景「${b.sceneNames.join('」「')}」使用，删除后这些场景将不再引用它。知识库中的文档将一并删除，确定删除吗？`
    : '知识库中的文档将一并删除，删除后无法恢复，确定删除吗？';

/** /home/intelligent/intelligent_knowledge (AI助理知识库管理, ctx intelligent_knowledge): the bases, server-paged. */
export default function KnowledgeBasesPage() {
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE });
  const query = useKnowledgeBases({ keyword: list.term, page: list.page, size: list.size });
  const dialog = useDialogTarget<KnowledgeBase>();
  const remove = useDeleteKnowledgeBase();
  const del = useRowDelete<KnowledgeBase>({
    list,
    shown: query.data?.list.length,
    confirm: (b) => ({ title: `删除知识库“${b.name}”`, content: deleteText(b) }),
    remove: (b) => remove.mutateAsync(b.id),
    done: (b) => `已删除知识库 ${b.name}`,
  });

  return (
    <PageFrame
      toolbar={
        <>
          <ListSearch
            list={list}
            label="搜索知识库"
            placeholder="搜索知识库名称或描述"
            width={240}
            maxLength={BASE_NAME_MAX}
          />
          <Button type="primary" onClick={dialog.openNew}>
            新建知识库
          </Button>
        </>
      }
    >
      <ListTable<KnowledgeBase>
        size="middle"
        query={query}
        list={list}
        subject="知识库"
        emptyText="暂无知识库，请新建"
        unit="个知识库"
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
          actionsColumn<KnowledgeBase>(
            220,
            (b) => b.name,
            (b) => [
              { label: '文档', name: `文档：${b.name}`, to: withBaseId(KNOWLEDGE_DOCUMENTS_PATH, b.id) },
              { label: '上传', name: `上传文档到${b.name}`, to: withBaseId(KNOWLEDGE_UPLOAD_PATH, b.id) },
              { label: '编辑', onClick: () => dialog.edit(b) },
              del.action(b),
            ],
          ),
        ]}
      />
      {dialog.open && <KnowledgeBaseFormModal editing={dialog.row} onClose={dialog.close} />}
    </PageFrame>
  );
}
