import { HiddenPartNote } from '@/components/directory/hidden-part-note';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { EDUCATION_OPTIONS } from '../constants';
import { DateField } from './date-field';
import { emailRules, phoneRules } from '@/lib/format/validators';
import { CLEARABLE } from '@/components/clearable';

/** The picker in multiple mode answers labelled values (treeCheckStrictly); the form keeps ids. */
const idsOf = (v: unknown) =>
  Array.isArray(v)
    ? v.map((x) => (x && typeof x === 'object' ? String((x as { value: unknown }).value) : String(x)))
    : [];

const text = (name: string, label: string, extra: object[] = []) => (
  <Col span={12} key={name}>
    <Form.Item name={name} label={label} rules={extra}>
      <Input placeholder={`请输入${label}`} />
    </Form.Item>
  </Col>
);
const date = (name: string, label: string) => (
  <Col span={12} key={name}>
    <Form.Item name={name} label={label}>
      <DateField aria-label={label} />
    </Form.Item>
  </Col>
);

/** A number's format, unless it is still the masked value the staff answer carried (edit: kept as is). */
const numberRule = (pattern: RegExp, message: string, masked = '') => ({
  validator: (_r: unknown, v: string | undefined) =>
    !v || (masked && v === masked) || pattern.test(v) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** The full staff profile of admin-modules §3, for add and edit (`masked`: the numbers as the edited
 *  staff answer carried them). */
export function StaffFormFields({
  masked,
  hiddenDepartments = 0,
}: {
  masked?: { idNumber: string; bankCardNumber: string };
  /** departments outside a scoped administrator's 管理范围: not shown, kept by the server */
  hiddenDepartments?: number;
} = {}) {
  return (
    <>
      <Divider titlePlacement="start">基本信息</Divider>
      <Row gutter={16}>
        {text('name', '姓名', [
          { required: true, whitespace: true, message: '请输入姓名' },
          { max: 20, message: '姓名不能超过20个字符' },
        ])}
        {text('telephone', '手机号', [
          { required: true, message: '请输入手机号' },
          ...phoneRules('请输入正确的手机号'),
        ])}
        {text('email', '邮箱', emailRules('请输入正确的邮箱'))}
        {text('position', '职位')}
        <Col span={24}>
          <Form.Item
            name="departIds"
            label="所在部门"
            // the departments she cannot see stay the person's: then hers may be left empty
            rules={[{ required: !hiddenDepartments, message: '请选择所在部门' }]}
            normalize={idsOf}
            extra={<HiddenPartNote count={hiddenDepartments} unit="个部门" />}
          >
            <DepartmentPicker multiple aria-label="所在部门" />
          </Form.Item>
        </Col>
        {text('staffId', '工号')}
        {text('employeeNumber', '员工编号')}
        {text('extensionNumber', '分机号')}
        {text('officeAddress', '办公地点')}
        {date('entryTime', '入职时间')}
      </Row>
      <Divider titlePlacement="start">个人信息</Divider>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="gender" label="性别">
            <Select
              aria-label="性别"
              options={[
                { value: '男', label: '男' },
                { value: '女', label: '女' },
              ]}
              placeholder="请选择性别"
            />
          </Form.Item>
        </Col>
        {date('birthDate', '出生日期')}
        {text('nativePlace', '籍贯')}
        {text('idNumber', '身份证号', [
          numberRule(/^(\d{15}|\d{17}[\dXx])$/, '请输入正确的身份证号', masked?.idNumber),
        ])}
        <Col span={12}>
          <Form.Item name="education" label="最高学历">
            <Select
              aria-label="最高学历"
              allowClear={CLEARABLE}
              options={EDUCATION_OPTIONS.map((v) => ({ value: v, label: v }))}
              placeholder="请选择最高学历"
            />
          </Form.Item>
        </Col>
        {text('university', '毕业院校')}
        {text('major', '专业')}
        {date('graduationTime', '毕业时间')}
        {text('emergencyContact', '紧急联系人')}
        {text('emergencyPhone', '紧急联系人电话', phoneRules('请输入正确的手机号'))}
        {text('emergencyRelation', '与紧急联系人关系')}
        {text('bankCardNumber', '银行卡号', [
          numberRule(/^\d{12,19}$/, '请输入正确的银行卡号', masked?.bankCardNumber),
        ])}
        {text('openingBank', '开户行')}
      </Row>
    </>
  );
}
