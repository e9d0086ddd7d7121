import { Form } from 'antd';
import { TextField } from '@/components/text-field';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSaveKnowledgeBase } from '../api/knowledge-queries';
import type { KnowledgeBaseFields } from '../api/knowledge-api';
import type { KnowledgeBase } from '../api/types';
import { BASE_DESCRIPTION_MAX, BASE_NAME_MAX } from '../knowledge-constants';

/** 新建知识库 / 编辑知识库. Mounted only while open; a failed save (a name already used) keeps what was typed. */
export function KnowledgeBaseFormModal({ editing, onClose }: { editing?: KnowledgeBase; onClose(): void }) {
  const [form] = Form.useForm<KnowledgeBaseFields>();
  const save = useSaveKnowledgeBase();
  const run = async (v: KnowledgeBaseFields) => {
    await save.mutateAsync({
      id: editing?.id,
      fields: { name: v.name.trim(), description: (v.description ?? '').trim() },
    });
    toastSuccess(editing ? '知识库已保存' : '知识库已创建');
    onClose();
  };
  return (
    <FormDialog
      title={editing ? '编辑知识库' : '新建知识库'}
      form={form}
      initialValues={{ name: editing?.name ?? '', description: editing?.description ?? '' }}
      save={run}
      onClose={onClose}
    >
      <TextField
        name="name"
        label="知识库名称"
        max={BASE_NAME_MAX}
        required="请输入知识库名称"
        placeholder="如：员工手册"
        counted
      />
      <TextField
        name="description"
        label="知识库描述"
        max={BASE_DESCRIPTION_MAX}
        rows={3}
        placeholder="这个知识库收录哪些资料"
        counted
      />
    </FormDialog>
  );
}
