import { Button, Tag } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useDialogTarget } from '@/components/list-kit/use-dialog-target';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { useDeleteScene, useScenePage } from '../api/scene-queries';
import type { Scene } from '../api/types';
import { SceneFormDrawer } from '../components/scene-form-drawer';
import { SCENE_CHANNEL_NAMES, SCENE_NAME_MAX } from '../components/scene-labels';
import { BI_CONFIG_PATH } from '../paths';

const names = (list: string[]) => (list.length ? list.join('、') : '—');

/** /home/intelligent/intelligent_scene (AI助理应用管理): where the assistant answers and with what; server-paged. */
export default function ScenesPage() {
  const navigate = useNavigate();
  const list = useListState({ pageSize: 10 });
  const query = useScenePage({ keyword: list.term, page: list.page, size: list.size });
  const drawer = useDialogTarget<Scene>();
  const remove = useDeleteScene();
  const del = useRowDelete<Scene>({
    list,
    shown: query.data?.list.length,
    confirm: (s) => ({
      title: `删除场景“${s.name}”`,
      content: `删除后AI助理将不再在${SCENE_CHANNEL_NAMES[s.channel]}中按该场景应答，确定删除吗？`,
    }),
    remove: (s) => remove.mutateAsync(s.id),
    done: (s) => `已删除场景 ${s.name}`,
  });

  return (
    <PageFrame
      toolbar={
        <>
          <ListSearch list={list} label="搜索场景" placeholder="搜索场景名称" maxLength={SCENE_NAME_MAX} />
          <Button onClick={() => navigate(BI_CONFIG_PATH)}>BI配置</Button>
          <Button type="primary" onClick={drawer.openNew}>
            新增场景
          </Button>
        </>
      }
    >
      <ListTable<Scene>
        size="middle"
        scroll={{ x: 1000 }}
        query={query}
        list={list}
        subject="场景"
        unit="个场景"
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
          actionsColumn<Scene>(
            120,
            (r) => r.name,
            (r) => [{ label: '编辑', onClick: () => drawer.edit(r) }, del.action(r)],
            { fixed: 'right' },
          ),
        ]}
      />
      {drawer.open && <SceneFormDrawer sceneId={drawer.row?.id} onClose={drawer.close} />}
    </PageFrame>
  );
}
