import { Form } from 'antd';
import { TextField } from '@/components/text-field';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSaveGroup } from '../api/history-queries';
import { useEnterpriseNumber } from '../api/queries';
import type { ApprovalGroup } from '../api/types';
import { GROUP_NAME_MAX } from '../constants';

/** 新建分组 / 重命名分组. Mounted only while open; a failed save (a taken name) keeps what was typed. */
export function GroupNameModal({ editing, onClose }: { editing?: ApprovalGroup; onClose(): void }) {
  const [form] = Form.useForm<{ groupName: string }>();
  const e = useEnterpriseNumber();
  const save = useSaveGroup();

  const run = async ({ groupName }: { groupName: string }) => {
    await save.mutateAsync({ id: editing?.id, enterpriseNumber: e, groupName: groupName.trim() });
    toastSuccess(editing ? '分组已重命名' : '分组已创建');
    onClose();
  };

  return (
    <FormDialog
      title={editing ? '重命名分组' : '新建分组'}
      form={form}
      initialValues={{ groupName: editing?.groupName ?? '' }}
      save={run}
      onClose={onClose}
    >
      <TextField
        name="groupName"
        label="分组名称"
        max={GROUP_NAME_MAX}
        required="请输入分组名称"
        unit="个字"
        autoFocus
        placeholder="如：人事"
      />
    </FormDialog>
  );
}
