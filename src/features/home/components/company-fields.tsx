import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { fetchBusinessInfo } from '../api/home-api';
import { CREDIT_CODE_RULE } from '../constants';

/** Enterprise name, credit code and legal person, with the business-information lookup that fills them. */
export function CompanyFields() {
  const form = Form.useFormInstance();
  const [looking, setLooking] = useState(false);
  const [lookupFailed, setLookupFailed] = useState(false);
  const lookup = async () => {
    setLooking(true);
    setLookupFailed(false);
    try {
      const info = await fetchBusinessInfo();
      form.setFieldsValue({
        enterpriseName: info.enterpriseName,
        creditCode: info.creditCode,
        legalPerson: info.legalPerson,
      });
    } catch {
      setLookupFailed(true);
    } finally {
      setLooking(false);
    }
  };
  return (
    <>
      <Form.Item label="企业名称" required extra={lookupFailed ? '未查询到工商信息，请手动填写' : undefined}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item
            name="enterpriseName"
            noStyle
            rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}
          >
            <Input aria-label="企业名称" maxLength={50} />
          </Form.Item>
          <Button onClick={lookup} loading={looking}>
            查询工商信息
          </Button>
        </div>
      </Form.Item>
      <Form.Item
        label="统一社会信用代码"
        name="creditCode"
        rules={[{ required: true, message: '请输入统一社会信用代码' }, CREDIT_CODE_RULE]}
      >
        <Input maxLength={18} />
      </Form.Item>
      <Form.Item
        label="法定代表人"
        name="legalPerson"
        rules={[{ required: true, whitespace: true, message: '请输入法定代表人' }]}
      >
        <Input maxLength={20} />
      </Form.Item>
    </>
  );
}
