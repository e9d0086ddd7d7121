import { Form, Input, Modal, Select } from 'antd';
import { EMAIL_MAX, emailRules, isValidEmail, phoneRules } from '@/lib/format/validators';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
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
  const submitOnce = useSubmitOnce();
  const email = (Form.useWatch('email', form) ?? '').trim();
  const emailChanged = !!email && email !== info.email;
  const save = useSettingsMutation(updateEnterprise, () => {
    toastSuccess('企业信息已保存');
    onClose();
  });
  const submit = (v: EnterpriseUpdate) =>
    save.mutateAsync({ ...v, email: (v.email ?? '').trim(), verifyCode: emailChanged ? v.verifyCode : undefined });
  return (
    <Modal
      open
      title="编辑企业信息"
      okText="保存"
      cancelText="取消"
      onCancel={onClose}
      onOk={submitOnce.validated(form, submit)}
      okButtonProps={{ loading: submitOnce.pending }}
      destroyOnHidden
    >
      <Form
        form={form}
        name="enterprise"
        layout="vertical"
        onFinish={submitOnce.guard(submit)}
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
          rules={[{ required: true, message: '请输入联系电话' }, ...phoneRules()]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item label="联系邮箱" name="email" rules={emailRules()}>
          <Input maxLength={EMAIL_MAX} />
        </Form.Item>
        {emailChanged && (
          <Form.Item label="邮箱验证码" name="verifyCode" rules={[{ required: true, message: '请输入邮箱验证码' }]}>
            <VerifyCodeField type="email" target={email} targetValid={isValidEmail(email)} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
