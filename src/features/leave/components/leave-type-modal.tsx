import { Form, Input } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastSuccess } from '@/lib/feedback/toast';
import { useAddLeaveType, useUpdateLeaveType } from '../api/queries';
import type { LeaveType } from '../api/types';
import { MSG_TYPE_NAME_REQUIRED, MSG_TYPE_NAME_TOO_LONG, NAME_MAX } from '../constants';

/** Add or rename a leave type. A duplicate name is refused by the server (its message is toasted); the dialog stays open with the name. */
export function LeaveTypeModal({ editing, onClose }: { editing?: LeaveType; onClose(): void }) {
  const [form] = Form.useForm<{ name: string }>();
  const add = useAddLeaveType();
  const update = useUpdateLeaveType();
  const save = async ({ name }: { name: string }) => {
    const text = name.trim();
    if (editing) await update.mutateAsync({ id: editing.id, name: text });
    else await add.mutateAsync(text);
    toastSuccess(editing ? '假期类型已保存' : '假期类型已添加');
    onClose();
  };
  return (
    <FormDialog
      title={editing ? '编辑假期类型' : '新增假期类型'}
      form={form}
      initialValues={{ name: editing?.name ?? '' }}
      save={save}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label="假期名称"
        rules={[
          { required: true, whitespace: true, message: MSG_TYPE_NAME_REQUIRED },
          { max: NAME_MAX, message: MSG_TYPE_NAME_TOO_LONG },
        ]}
      >
        <Input placeholder="如：年假、调休假" autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
