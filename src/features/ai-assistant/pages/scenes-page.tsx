import { useState } from 'react';
import { Button, Input, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting, pageAfterRemovingOne } from '@/lib/query/list-subject';
import { useDeleteScene, useScenePage } from '../api/scene-queries';
import type { Scene } from '../api/types';
import { SceneFormDrawer } from '../components/scene-form-drawer';
import { SCENE_CHANNEL_NAMES, SCENE_NAME_MAX } from '../components/scene-labels';
import { BI_CONFIG_PATH } from '../paths';
import { CLEARABLE } from '@/components/clearable';
import { loadErrorText } from '@/components/load-error';

const names = (list: string[]) => (list.length ? list.join('、') : '—');

/** /home/intelligent/intelligent_scene (AI助理应用管理): where the assistant answers and with what; server-paged. */
export default function ScenesPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim());
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const list = useScenePage({ keyword, ...paging });
  const remove = useDeleteScene();
  const rowAction = useSubmitOnce();
  const askDelete = rowAction.guard(async (s: Scene) => {
    if (
      !(await confirmAction({
        title: `删除场景“${s.name}”`,
        content: `删除后AI助理将不再在${SCENE_CHANNEL_NAMES[s.channel]}中按该场景应答，确定删除吗？`,
        danger: true,
      }))
    )
      return;
    await remove.mutateAsync(s.id);
    toastSuccess(`已删除场景 ${s.name}`);
    setPaging((p) => ({ ...p, page: pageAfterRemovingOne(p.page, list.data?.list.length) }));
  });

  return (
    <PageFrame
      toolbar={
        <>
          <Input.Search
            allowClear={CLEARABLE}
            placeholder="搜索场景名称"
            aria-label="搜索场景"
            style={{ width: 220 }}
            maxLength={SCENE_NAME_MAX}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
          <Button onClick={() => navigate(BI_CONFIG_PATH)}>BI配置</Button>
          <Button type="primary" onClick={() => setEditing({})}>
            新增场景
          </Button>
        </>
      }
    >
      <Table<Scene>
        rowKey="id"
        size="middle"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1000 }}
        locale={{ emptyText: list.isError ? loadErrorText(list.error) : keyword ? '没有符合条件的场景' : '暂无场景' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 个场景`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          { title: '场景名称', dataIndex: 'name', width: 140 },
          {
            title: '应答位置',
            dataIndex: 'channel',
            width: 90,
            render: (v: Scene['channel']) => SCENE_CHANNEL_NAMES[v],
          },
          { title: '知识库', key: 'bases', render: (_v, r) => names(r.knowledgeBaseNames) },
          { title: '提示词', key: 'cueWords', render: (_v, r) => names(r.cueWordTitles) },
          { title: '插件', key: 'plugins', render: (_v, r) => names(r.pluginNames) },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 80,
            render: (v: boolean) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          { title: '更新时间', dataIndex: 'updateTime', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 120,
            fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`编辑${r.name}`} onClick={() => setEditing({ id: r.id })}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={rowAction.pending}
                  aria-label={`删除${r.name}`}
                  onClick={() => void askDelete(r)}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && <SceneFormDrawer sceneId={editing.id} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
