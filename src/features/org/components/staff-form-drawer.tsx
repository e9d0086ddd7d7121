import { Button, Drawer, Form, Space } from 'antd';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { saveAllowed } from '@/lib/stale-edit/stale-edit';
import { useOpenedRecord } from '@/lib/stale-edit/use-opened-record';
import { editStaff } from '../api/org-api';
import { findStaffByLenovoId } from '../api/profile-lookup';
import { useOrgMutation } from '../api/queries';
import type { Staff, StaffInput } from '../api/types';
import { FAIL } from '../constants';
import { StaffFormFields } from './staff-form-fields';

/** The fields this drawer edits (StaffFormFields), as they compare: '' for absent, departments sorted. */
const EDITED = [
  ...['name', 'telephone', 'email', 'position', 'staffId', 'employeeNumber', 'extensionNumber', 'officeAddress'],
  ...['entryTime', 'gender', 'birthDate', 'nativePlace', 'idNumber', 'education', 'university', 'major'],
  ...['graduationTime', 'emergencyContact', 'emergencyPhone', 'emergencyRelation', 'bankCardNumber', 'openingBank'],
] as const;
const editedStaff = (s: Staff) => ({
  ...Object.fromEntries(EDITED.map((k) => [k, s[k] ?? ''])),
  departIds: [...s.departIds].sort(),
});

/** Edit a staff member (PUT /admin/users). An unchanged phone is sent empty (admin-modules §5); an
 *  identity or bank card number still as masked as it came is not sent, so the server keeps it.
 *  Before the write, the person is read again (the profile's look-up by lenovoId: a list row may be
 *  old) and a change by another administrator since the drawer opened is put to the user. */
export function StaffFormDrawer({ staff, onClose }: { staff: Staff; onClose(): void }) {
  const [form] = Form.useForm<StaffInput>();
  const { opened, openedAt, reopen } = useOpenedRecord(staff);
  const person = opened ?? staff;
  const save = useOrgMutation((body: StaffInput & { id: string }) => editStaff(body), {
    ok: '员工信息已保存',
    fail: FAIL.operation,
  });
  const submitOnce = useSubmitOnce();
  const submit = async (v: StaffInput) => {
    const go = await saveAllowed({
      opened: person,
      openedAt,
      reread: () => findStaffByLenovoId(person.lenovoId),
      edited: editedStaff,
      name: person.name,
      reload: (fresh) => {
        // setFields, not setFieldsValue: a field the other administrator emptied must empty here too
        form.setFields([...EDITED, 'departIds' as const].map((name) => ({ name, value: fresh[name], errors: [] })));
        reopen(fresh);
      },
    });
    if (!go) return;
    // compared with the record as the drawer last showed it (after 重新加载, the fresh one)
    const telephone = v.telephone === person.telephone ? '' : v.telephone;
    const changed = (value: string | undefined, masked: string) => (masked && value === masked ? undefined : value);
    const idNumber = changed(v.idNumber, person.idNumber);
    const bankCardNumber = changed(v.bankCardNumber, person.bankCardNumber);
    await save.mutateAsync({ ...v, telephone, idNumber, bankCardNumber, id: person.id });
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
          masked={{ idNumber: person.idNumber, bankCardNumber: person.bankCardNumber }}
          hiddenDepartments={person.hiddenDepartmentCount}
        />
      </Form>
    </Drawer>
  );
}
