import { Button, Form, Input } from 'antd';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { appealCertification, applyCertification, authenticateEnterprise } from '../api/home-api';
import { useCertAction } from '../api/queries';
import type { AppealInput, ApplyInput, AuthInput } from '../api/types';
import { PHONE_RULE } from '../constants';
import { CompanyFields } from './company-fields';

const layout = { labelCol: { span: 6 }, wrapperCol: { span: 14 }, style: { maxWidth: 720 } } as const;
const submitRow = { wrapperCol: { offset: 6 } } as const;

/** Apply: 提交成功. The form keeps its values when the call fails (the layer shows the server message). */
export function ApplyForm() {
  const [form] = Form.useForm<ApplyInput>();
  const apply = useCertAction(applyCertification, () => toastSuccess('提交成功'));
  const once = useSubmitOnce();
  const submit = (v: ApplyInput) => apply.mutateAsync(v);
  return (
    <Form form={form} name="apply" {...layout} onFinish={once.guard(submit)} aria-label="提交认证">
      <CompanyFields form={form} />
      <Form.Item
        label="联系人"
        name="contactName"
        rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        label="联系电话"
        name="contactPhone"
        rules={[{ required: true, message: '请输入联系电话' }, PHONE_RULE]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item {...submitRow}>
        <Button type="primary" htmlType="submit" loading={once.pending} onClick={once.validated(form, submit)}>
          提交认证
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Appeal: 申诉成功. */
export function AppealForm() {
  const [form] = Form.useForm<AppealInput>();
  const appeal = useCertAction(appealCertification, () => toastSuccess('申诉成功'));
  const once = useSubmitOnce();
  const submit = (v: AppealInput) => appeal.mutateAsync(v);
  return (
    <Form form={form} name="appeal" {...layout} onFinish={once.guard(submit)} aria-label="认证申诉">
      <Form.Item
        label="申诉理由"
        name="reason"
        rules={[{ required: true, whitespace: true, message: '请输入申诉理由' }]}
      >
        <Input.TextArea rows={4} maxLength={500} showCount />
      </Form.Item>
      <Form.Item
        label="联系电话"
        name="contactPhone"
        rules={[{ required: true, message: '请输入联系电话' }, PHONE_RULE]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item {...submitRow}>
        <Button type="primary" htmlType="submit" loading={once.pending} onClick={once.validated(form, submit)}>
          提交申诉
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Authentication against the business registry: 认证成功. */
export function AuthForm() {
  const [form] = Form.useForm<AuthInput>();
  const auth = useCertAction(authenticateEnterprise, () => toastSuccess('认证成功'));
  const once = useSubmitOnce();
  const submit = (v: AuthInput) => auth.mutateAsync(v);
  return (
    <Form form={form} name="auth" {...layout} onFinish={once.guard(submit)} aria-label="工商信息认证">
      <CompanyFields form={form} />
      <Form.Item {...submitRow}>
        <Button type="primary" htmlType="submit" loading={once.pending} onClick={once.validated(form, submit)}>
          立即认证
        </Button>
      </Form.Item>
    </Form>
  );
}
