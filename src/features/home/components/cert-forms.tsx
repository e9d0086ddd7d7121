import type { ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { ContactFields, ContactPhoneField } from '@/components/contact-fields';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { appealCertification, applyCertification, authenticateEnterprise } from '../api/home-api';
import { useCertAction } from '../api/queries';
import type { AppealInput, ApplyInput, AuthInput } from '../api/types';
import { CompanyFields } from './company-fields';

const layout = { labelCol: { span: 6 }, wrapperCol: { span: 14 }, style: { maxWidth: 720 } } as const;
const submitRow = { wrapperCol: { offset: 6 } } as const;

interface CertFormProps<V> {
  name: string;
  /** The form's accessible name (its tab's label). */
  label: string;
  action(input: V): Promise<unknown>;
  /** The toast once the server accepted it. */
  done: string;
  submitText: string;
  children: ReactNode;
}

/** The part the certification forms share: one submit at a time, the toast, the submit row. The form
 *  keeps its values when the call fails (the HTTP layer shows the server's message). */
function CertForm<V>({ name, label, action, done, submitText, children }: CertFormProps<V>) {
  const [form] = Form.useForm<V>();
  const call = useCertAction(action, () => toastSuccess(done));
  const once = useSubmitOnce();
  const submit = (v: V) => call.mutateAsync(v);
  return (
    <Form form={form} name={name} {...layout} onFinish={once.guard(submit)} aria-label={label}>
      {children}
      <Form.Item {...submitRow}>
        <Button type="primary" htmlType="submit" loading={once.pending} onClick={once.validated(form, submit)}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}

export const ApplyForm = () => (
  <CertForm<ApplyInput> name="apply" label="提交认证" action={applyCertification} done="提交成功" submitText="提交认证">
    <CompanyFields />
    <ContactFields />
  </CertForm>
);

export const AppealForm = () => (
  <CertForm<AppealInput>
    name="appeal"
    label="认证申诉"
    action={appealCertification}
    done="申诉成功"
    submitText="提交申诉"
  >
    <Form.Item label="申诉理由" name="reason" rules={[{ required: true, whitespace: true, message: '请输入申诉理由' }]}>
      <Input.TextArea rows={4} maxLength={500} showCount />
    </Form.Item>
    <ContactPhoneField />
  </CertForm>
);

/** Authentication against the business registry. */
export const AuthForm = () => (
  <CertForm<AuthInput>
    name="auth"
    label="工商信息认证"
    action={authenticateEnterprise}
    done="认证成功"
    submitText="立即认证"
  >
    <CompanyFields />
  </CertForm>
);
