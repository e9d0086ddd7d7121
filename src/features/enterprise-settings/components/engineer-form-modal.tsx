import { Form, Input } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastSuccess } from '@/lib/feedback/toast';
import { EMAIL_MAX, emailRules, phoneRules } from '@/lib/format/validators';
import { editEngineer, saveEngineer } from '../api/settings-api';
import { useSettingsMutation } from '../api/queries';
import type { Engineer, EngineerInput } from '../api/types';

const EMPTY: EngineerInput = { name: '', telephone: '', email: '', remark: '' };

/** Bind an engineer, or edit one. Mounted per opening, so its values are the form's initial values
 *  (nothing is written into the fields after they are shown, where it would erase what was typed). */
export function EngineerFormModal({ engineer, onClose }: { engineer: Engineer | null; onClose(): void }) {
  const [form] = Form.useForm<EngineerInput>();
  const add = useSettingsMutation(saveEngineer, () => (toastSuccess('工程师绑定成功'), onClose()));
  const edit = useSettingsMutation(editEngineer, () => (toastSuccess('工程师信息已保存'), onClose()));
  const submit = (v: EngineerInput) => (engineer ? edit.mutateAsync({ ...v, id: engineer.id }) : add.mutateAsync(v));
  return (
    <FormDialog
      title={engineer ? '编辑工程师' : '绑定工程师'}
      form={form}
      initialValues={engineer ?? EMPTY}
      save={submit}
      onClose={onClose}
    >
      <Form.Item label="姓名" name="name" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item label="手机号" name="telephone" rules={[{ required: true, message: '请输入手机号' }, ...phoneRules()]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={emailRules()}>
        <Input maxLength={EMAIL_MAX} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea rows={2} maxLength={100} />
      </Form.Item>
    </FormDialog>
  );
}
