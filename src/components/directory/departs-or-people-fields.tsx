import { Form } from 'antd';
import { DepartmentPicker } from './department-picker';
import { HiddenPartNote } from './hidden-part-note';
import { PeopleTagsField } from './people-tags-field';

// A "部分成员" range: departments (with their sub-departments) and people, of which at least one
// must be chosen. Entries outside a scoped administrator's 管理范围 are not shown and are kept by
// the server (assumed contract "Partial writes"), so while any remain her part may be left empty.

interface Props {
  /** the departments' form field; `pickerLabel` is the picker's accessible name */
  departs: { name: string; label: string; pickerLabel: string; placeholder: string };
  /** the people's form field; `pickerTitle` is the member picker's title */
  people: { name: string; label: string; pickerTitle: string };
  /** the error when neither departments nor people are chosen */
  emptyMessage: string;
  /** how many saved departments and people lie outside her scope */
  hidden?: { departs?: number; users?: number };
}

export function DepartsOrPeopleFields({ departs, people, emptyMessage, hidden = {} }: Props) {
  const kept = (hidden.departs ?? 0) + (hidden.users ?? 0);
  return (
    <>
      <Form.Item
        name={departs.name}
        label={departs.label}
        dependencies={[people.name]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_r, ids: string[] | undefined) =>
              ids?.length || kept || (getFieldValue(people.name) as unknown[] | undefined)?.length
                ? Promise.resolve()
                : Promise.reject(new Error(emptyMessage)),
          }),
        ]}
        extra={<HiddenPartNote count={hidden.departs} unit="个部门" />}
      >
        <DepartmentPicker multiple aria-label={departs.pickerLabel} placeholder={departs.placeholder} />
      </Form.Item>
      <Form.Item name={people.name} label={people.label} extra={<HiddenPartNote count={hidden.users} unit="人" />}>
        <PeopleTagsField pickerTitle={people.pickerTitle} />
      </Form.Item>
    </>
  );
}
