import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { TextField } from '@/components/text-field';
import { errorCodeOf } from '@/lib/http/errors';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { emailRules, phoneRules } from '@/lib/format/validators';
import { useSavePending } from '../api/queries';
import { NOT_REGISTERED, TWO_ACCOUNTS, type PendingInput, type PendingStaff } from '../api/onboarding-api';
import { InviteModal } from './invite-modal';

/** The longest position the service stores. */
const POSITION_MAX = 30;

/** Add or edit a pending staff member. ENTERPRISE_0088 opens the invitation; ENTERPRISE_0089 shows its message. */
export function PendingFormModal({ editing, onClose }: { editing?: PendingStaff; onClose(): void }) {
  const [form] = Form.useForm<PendingInput>();
  const [problem, setProblem] = useState<string | null>(null);
  const [invite, setInvite] = useState<PendingInput | null>(null);
  const submitOnce = useSubmitOnce();
  const save = useSavePending(editing?.id, {
    onSaved: onClose,
    onError: (e, v) => {
      const code = errorCodeOf(e);
      if (code === TWO_ACCOUNTS) setProblem(e.message);
      else if (code === NOT_REGISTERED) setInvite(v);
    },
  });
  const submit = (v: PendingInput) => {
    setProblem(null);
    return save.mutateAsync({
      name: v.name.trim(),
      telephone: (v.telephone ?? '').trim(),
      email: (v.email ?? '').trim(),
      position: (v.position ?? '').trim(),
    });
  };
  return (
    <Modal
      open
      title={editing ? '编辑人员' : '添加人员'}
      okText="保存"
      cancelText="取消"
      onCancel={onClose}
      onOk={submitOnce.validated(form, submit)}
      okButtonProps={{ loading: submitOnce.pending }}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={editing} onFinish={submitOnce.guard(submit)}>
        <Form.Item
          name="name"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入姓名' },
            { max: 20, message: '姓名不能超过20个字符' },
          ]}
        >
          <Input placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item
          name="telephone"
          label="手机号"
          dependencies={['email']}
          rules={[
            ...phoneRules('请输入正确的手机号'),
            ({ getFieldValue }) => ({
              validator: (_r, v) =>
                v || getFieldValue('email') ? Promise.resolve() : Promise.reject(new Error('手机号和邮箱至少填写一项')),
            }),
          ]}
        >
          <Input placeholder="请输入手机号" />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={emailRules('请输入正确的邮箱')}>
          <Input placeholder="请输入邮箱" />
        </Form.Item>
        <TextField name="position" label="职位" max={POSITION_MAX} placeholder="请输入职位" />
      </Form>
      {invite && (
        <InviteModal
          person={invite}
          onClose={() => setInvite(null)}
          onSent={() => {
            setInvite(null);
            void submitOnce.run(() => save.mutateAsync(invite));
          }}
        />
      )}
    </Modal>
  );
}
