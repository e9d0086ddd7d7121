import { Form, Input, Select } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { ContactFields } from '@/components/contact-fields';
import { EMAIL_MAX, emailRules, isValidEmail } from '@/lib/format/validators';
import { toastSuccess } from '@/lib/feedback/toast';
import { updateEnterprise } from '../api/settings-api';
import { useSettingsMutation } from '../api/queries';
import type { EnterpriseInfo } from '@/lib/enterprise/enterprise-info';
import type { EnterpriseUpdate } from '../api/types';
import { INDUSTRIES, SCALES } from '../constants';
import { VerifyCodeField } from './verify-code-field';

/** Edits the enterprise information; a changed e-mail needs its e-mail code. Mounted per opening
 *  (`open` false renders nothing), so the values are the form's initial values: nothing is written
 *  into the fields after they are shown, where it would erase what the user typed. */
export function InfoFormModal({ open, ...props }: { info: EnterpriseInfo; open: boolean; onClose(): void }) {
  return open ? <InfoForm {...props} /> : null;
}

function InfoForm({ info, onClose }: { info: EnterpriseInfo; onClose(): void }) {
  const [form] = Form.useForm<EnterpriseUpdate>();
  const email = (Form.useWatch('email', form) ?? '').trim();
  const emailChanged = !!email && email !== info.email;
  const save = useSettingsMutation(updateEnterprise, () => {
    toastSuccess('企业信息已保存');
    onClose();
  });
  const submit = (v: EnterpriseUpdate) =>
    save.mutateAsync({ ...v, email: (v.email ?? '').trim(), verifyCode: emailChanged ? v.verifyCode : undefined });
  return (
    <FormDialog
      title="编辑企业信息"
      form={form}
      save={submit}
      onClose={onClose}
      initialValues={{
        industry: info.industry,
        scale: info.scale,
        contactName: info.contactName,
        contactPhone: info.contactPhone,
        email: info.email,
        verifyCode: '',
      }}
    >
      <Form.Item label="所属行业" name="industry" rules={[{ required: true, message: '请选择所属行业' }]}>
        <Select options={INDUSTRIES.map((v) => ({ value: v, label: v }))} />
      </Form.Item>
      <Form.Item label="企业规模" name="scale" rules={[{ required: true, message: '请选择企业规模' }]}>
        <Select options={SCALES.map((v) => ({ value: v, label: v }))} />
      </Form.Item>
      <ContactFields />
      <Form.Item label="联系邮箱" name="email" rules={emailRules()}>
        <Input maxLength={EMAIL_MAX} />
      </Form.Item>
      {emailChanged && (
        <Form.Item label="邮箱验证码" name="verifyCode" rules={[{ required: true, message: '请输入邮箱验证码' }]}>
          <VerifyCodeField type="email" target={email} targetValid={isValidEmail(email)} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
