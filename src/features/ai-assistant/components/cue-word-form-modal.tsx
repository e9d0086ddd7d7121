import { Form, Input, Switch } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSaveCueWord } from '../api/skills-queries';
import type { CueWord, CueWordFields, CueWordKind } from '../api/types';

export const CUE_WORD_KIND_NAMES: Record<CueWordKind, string> = { question: '推荐问题', prompt: '提示词模板' };
export const CUE_WORD_TITLE_MAX = 30;
export const CUE_WORD_CONTENT_MAX: Record<CueWordKind, number> = { question: 100, prompt: 1000 };

type Values = Pick<CueWordFields, 'title' | 'content' | 'enabled'>;

/** 新增/编辑 a suggested question or a prompt template; the limits show while typing. */
export function CueWordFormModal({
  kind,
  editing,
  onClose,
}: {
  kind: CueWordKind;
  editing?: CueWord;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCueWord();
  const name = CUE_WORD_KIND_NAMES[kind];
  const max = CUE_WORD_CONTENT_MAX[kind];
  const onSave = (v: Values) =>
    save.mutateAsync({ ...v, title: v.title.trim(), content: v.content.trim(), kind, id: editing?.id }).then(() => {
      toastSuccess(editing ? `${name}已保存` : `${name}已添加`);
      onClose();
    });
  return (
    <FormDialog
      title={`${editing ? '编辑' : '新增'}${name}`}
      form={form}
      width={600}
      lockWhileSaving
      save={onSave}
      onClose={onClose}
      initialValues={
        {
          title: editing?.title ?? '',
          content: editing?.content ?? '',
          enabled: editing?.enabled ?? true,
        } satisfies Values
      }
    >
      <Form.Item name="title" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
        <Input maxLength={CUE_WORD_TITLE_MAX} showCount placeholder={`不超过${CUE_WORD_TITLE_MAX}个字`} />
      </Form.Item>
      <Form.Item
        name="content"
        label={kind === 'question' ? '问题内容' : '模板内容'}
        rules={[
          { required: true, whitespace: true, message: kind === 'question' ? '请输入问题内容' : '请输入模板内容' },
        ]}
      >
        <Input.TextArea maxLength={max} showCount rows={kind === 'question' ? 3 : 8} placeholder={`不超过${max}个字`} />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch aria-label="启用" />
      </Form.Item>
    </FormDialog>
  );
}
