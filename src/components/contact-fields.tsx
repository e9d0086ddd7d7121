import { Form, Input } from 'antd';
import { phoneRules } from '@/lib/format/validators';

/** An enterprise's contact person and phone (contactName, contactPhone), as the certification, the
 *  enterprise settings and the create-enterprise step ask them; the phone is optional only at creation. */
export function ContactFields({ phoneRequired = true }: { phoneRequired?: boolean }) {
  return (
    <>
      <Form.Item
        label="联系人"
        name="contactName"
        rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <ContactPhoneField required={phoneRequired} />
    </>
  );
}

/** 联系电话 (contactPhone): a mainland mobile number. */
export function ContactPhoneField({ required = true }: { required?: boolean }) {
  return (
    <Form.Item
      label="联系电话"
      name="contactPhone"
      rules={[...(required ? [{ required: true, message: '请输入联系电话' }] : []), ...phoneRules()]}
    >
      <Input maxLength={11} />
    </Form.Item>
  );
}
