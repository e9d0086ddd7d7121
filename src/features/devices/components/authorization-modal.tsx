import { Form, Radio } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { PeopleTagsField, type PersonTag } from '@/components/directory/people-tags-field';
import { toastSuccess } from '@/lib/feedback/toast';
import { useAuthorizePrinter } from '../api/queries';
import type { Printer } from '../api/types';
import { EVERYONE } from '../constants';
import { HiddenPartNote } from '@/components/directory/hidden-part-note';

interface Values {
  range: 'all' | 'custom';
  departIds: string[];
  people: PersonTag[];
}
const MSG_NOBODY = '请选择可使用打印机的部门或人员';

/** 使用权限: who may print on the printer, everyone or chosen departments and people (/printer/authorization).
 *  A person or department gone since it was set reads 已离职 / 已删除 and stays removable; a save that
 *  keeps them is told by the server what it left out (docs/product.md Part D §3). */
export function AuthorizationModal({ printer, onClose }: { printer: Printer; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const authorize = useAuthorizePrinter();
  const range = Form.useWatch('range', form) ?? printer.authorization.range;
  const people = Form.useWatch('people', form) ?? printer.authorization.users;

  // departments and people outside a scoped administrator's 管理范围: not shown, kept by the server,
  // so her part may be left empty while they remain
  const custom = printer.authorization.range === 'custom';
  const hiddenDeparts = custom ? (printer.authorization.hiddenDepartCount ?? 0) : 0;
  const hiddenUsers = custom ? (printer.authorization.hiddenUserCount ?? 0) : 0;

  const save = async (v: Values) => {
    if (v.range === 'custom' && !v.departIds.length && !v.people.length && !hiddenDeparts && !hiddenUsers) {
      form.setFields([{ name: 'departIds', errors: [MSG_NOBODY] }]);
      return;
    }
    const custom = v.range === 'custom';
    await authorize.mutateAsync({
      printerId: printer.printerId,
      range: v.range,
      departIds: custom ? v.departIds : [],
      lenovoIds: custom ? v.people.map((p) => p.lenovoId) : [],
    });
    toastSuccess('使用权限已保存');
    onClose();
  };
  return (
    <FormDialog
      title={`使用权限 · ${printer.printerSn}`}
      form={form}
      width={560}
      save={save}
      onClose={onClose}
      onValuesChange={(changed: Partial<Values>) =>
        changed.people && form.setFields([{ name: 'departIds', errors: [] }])
      }
      initialValues={
        {
          range: printer.authorization.range,
          departIds: printer.authorization.departIds,
          people: printer.authorization.users,
        } satisfies Values
      }
    >
      <Form.Item name="range" label="可使用人员">
        <Radio.Group
          options={[
            { value: 'all', label: EVERYONE },
            { value: 'custom', label: '指定部门和人员' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="departIds"
        label="部门"
        hidden={range !== 'custom'}
        extra={<HiddenPartNote count={hiddenDeparts} unit="个部门" />}
      >
        <DepartmentPicker multiple aria-label="可使用部门" placeholder="选择部门" />
      </Form.Item>
      <Form.Item
        name="people"
        label={`人员（${people.length}人）`}
        hidden={range !== 'custom'}
        extra={<HiddenPartNote count={hiddenUsers} unit="人" />}
      >
        <PeopleTagsField pickerTitle="选择可使用人员" />
      </Form.Item>
    </FormDialog>
  );
}
