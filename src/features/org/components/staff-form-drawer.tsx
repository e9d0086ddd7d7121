import { Button, Drawer, Form, Space } from 'antd';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { editStaff } from '../api/org-api';
import { useOrgMutation } from '../api/queries';
import type { Staff, StaffInput } from '../api/types';
import { FAIL } from '../constants';
import { StaffFormFields } from './staff-form-fields';

/** Edit a staff member (PUT /admin/users). An unchanged phone is sent empty (admin-modules §5); an
 *  identity or bank card number still as masked as it came is not sent, so the server keeps it. */
export function StaffFormDrawer({ staff, onClose }: { staff: Staff; onClose(): void }) {
  const [form] = Form.useForm<StaffInput>();
  const save = useOrgMutation((body: StaffInput & { id: string }) => editStaff(body), {
    ok: '员工信息已保存',
    fail: FAIL.operation,
  });
  const submitOnce = useSubmitOnce();
  const submit = async (v: StaffInput) => {
    const telephone = v.telephone === staff.telephone ? '' : v.telephone;
    const changed = (value: string | undefined, masked: string) => (masked && value === masked ? undefined : value);
    const idNumber = changed(v.idNumber, staff.idNumber);
    const bankCardNumber = changed(v.bankCardNumber, staff.bankCardNumber);
    await save.mutateAsync({ ...v, telephone, idNumber, bankCardNumber, id: staff.id });
    onClose();
  };
  return (
    <Drawer
      open
      title={`编辑员工：${staff.name}`}
      size="large"
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={submitOnce.pending} onClick={submitOnce.validated(form, submit)}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={staff} onFinish={submitOnce.guard(submit)}>
        <StaffFormFields
          masked={{ idNumber: staff.idNumber, bankCardNumber: staff.bankCardNumber }}
          hiddenDepartments={staff.hiddenDepartmentCount}
        />
      </Form>
    </Drawer>
  );
}
