import { Button, Drawer, Form, Input, Radio, Result, Select, Space, Spin, Switch } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isNotFound } from '../api/not-found';
import { useSaveScene, useSceneDetail, useSceneOptions } from '../api/scene-queries';
import type { Scene, SceneFields, SceneOptions } from '../api/types';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';
import { SCENE_CHANNEL_NAMES, SCENE_DESCRIPTION_MAX, SCENE_NAME_MAX } from './scene-labels';
import { CLEARABLE } from '@/components/clearable';

const EMPTY: SceneFields = {
  name: '',
  channel: 'group_chat',
  description: '',
  knowledgeBaseIds: [],
  cueWordIds: [],
  pluginIds: [],
  enabled: true,
};
// what was typed is not dropped without asking, as on the assistant and BI pages
const CLOSE_TEXT = '场景的修改尚未保存，确定关闭吗？';
const LEAVE_TEXT = '场景的修改尚未保存，确定离开吗？';

/** 新增/编辑场景: where the assistant answers and with what. Editing loads the scene anew first. */
export function SceneFormDrawer({ sceneId, onClose }: { sceneId?: string; onClose(): void }) {
  const detail = useSceneDetail(sceneId);
  const options = useSceneOptions();
  const submit = useSubmitOnce();
  const gone = !!sceneId && isNotFound(detail.error);
  const failed = (sceneId && detail.isError) || options.isError;
  const ready = (!sceneId || detail.data) && options.data;
  const [form] = Form.useForm<SceneFields>();
  const save = useSaveScene();
  // a scene found gone has nothing left to save: closing or leaving does not ask
  const unsaved = useUnsavedChanges(LEAVE_TEXT, gone);
  const close = async () => {
    if (unsaved.isDirty() && !gone && !(await confirmAction({ content: CLOSE_TEXT }))) return;
    onClose();
  };
  const onSave = (v: SceneFields) =>
    save.mutateAsync({ ...v, name: v.name.trim(), description: (v.description ?? '').trim(), id: sceneId }).then(() => {
      toastSuccess(sceneId ? '场景已保存' : '场景已添加');
      onClose();
    });
  return (
    <Drawer
      open
      title={sceneId ? '编辑场景' : '新增场景'}
      size="large"
      destroyOnHidden
      maskClosable={false}
      onClose={submit.pending ? undefined : () => void close()}
      closable={!submit.pending}
      footer={
        ready &&
        !gone && (
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={() => void close()} disabled={submit.pending}>
              取消
            </Button>
            <Button type="primary" loading={submit.pending} onClick={submit.validated(form, onSave)}>
              保存
            </Button>
          </Space>
        )
      }
    >
      {gone ? (
        <Result
          status="404"
          title="场景不存在或已被删除"
          subTitle="该场景可能已被其他管理员删除"
          extra={<Button onClick={onClose}>关闭</Button>}
        />
      ) : failed ? (
        <Result
          status="warning"
          title="获取场景信息失败，请稍后重试"
          extra={
            <Button
              onClick={() => {
                void detail.refetch();
                void options.refetch();
              }}
            >
              重试
            </Button>
          }
        />
      ) : !ready ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : (
        <SceneForm
          form={form}
          scene={detail.data}
          options={options.data!}
          onFinish={submit.guard(onSave)}
          onChange={() => unsaved.mark(true)}
        />
      )}
    </Drawer>
  );
}

function SceneForm({
  form,
  scene,
  options,
  onFinish,
  onChange,
}: {
  form: ReturnType<typeof Form.useForm<SceneFields>>[0];
  scene?: Scene;
  options: SceneOptions;
  onFinish(v: SceneFields): void;
  onChange(): void;
}) {
  const initial: SceneFields = scene
    ? {
        name: scene.name,
        channel: scene.channel,
        description: scene.description,
        knowledgeBaseIds: scene.knowledgeBaseIds,
        cueWordIds: scene.cueWordIds,
        pluginIds: scene.pluginIds,
        enabled: scene.enabled,
      }
    : EMPTY;
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish} onValuesChange={onChange}>
      <Form.Item name="name" label="场景名称" rules={[{ required: true, whitespace: true, message: '请输入场景名称' }]}>
        <Input maxLength={SCENE_NAME_MAX} showCount placeholder={`不超过${SCENE_NAME_MAX}个字`} />
      </Form.Item>
      <Form.Item name="channel" label="应答位置" rules={[{ required: true, message: '请选择应答位置' }]}>
        <Radio.Group options={Object.entries(SCENE_CHANNEL_NAMES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="description" label="场景描述">
        <Input.TextArea maxLength={SCENE_DESCRIPTION_MAX} showCount rows={3} />
      </Form.Item>
      <Form.Item
        name="knowledgeBaseIds"
        label="知识库"
        extra={options.knowledgeBases.length ? undefined : '暂无知识库，可先在AI助理知识库管理中创建'}
      >
        <Select
          mode="multiple"
          allowClear={CLEARABLE}
          aria-label="知识库"
          placeholder="选择知识库"
          optionFilterProp="label"
          options={options.knowledgeBases.map((b) => ({
            value: b.id,
            label: b.name,
            title: `${b.name}（${b.readyCount}个可用文档）`,
          }))}
        />
      </Form.Item>
      <Form.Item name="cueWordIds" label="提示词">
        <Select
          mode="multiple"
          allowClear={CLEARABLE}
          aria-label="提示词"
          placeholder="选择推荐问题或提示词模板"
          optionFilterProp="label"
          options={(['question', 'prompt'] as const).map((kind) => ({
            label: kind === 'question' ? '推荐问题' : '提示词模板',
            options: options.cueWords
              .filter((c) => c.kind === kind)
              .map((c) => ({ value: c.id, label: c.enabled ? c.title : `${c.title}（已停用）` })),
          }))}
        />
      </Form.Item>
      <Form.Item name="pluginIds" label="插件" extra="未启用的插件也可选择，启用后才会在该场景生效">
        <Select
          mode="multiple"
          allowClear={CLEARABLE}
          aria-label="插件"
          placeholder="选择插件"
          optionFilterProp="label"
          options={options.plugins.map((p) => ({ value: p.id, label: p.enabled ? p.name : `${p.name}（未启用）` }))}
        />
      </Form.Item>
      <Form.Item name="enabled" label="启用场景" valuePropName="checked">
        <Switch aria-label="启用场景" />
      </Form.Item>
    </Form>
  );
}
