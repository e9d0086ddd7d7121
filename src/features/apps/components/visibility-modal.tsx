import { Form, Radio } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { PeopleTagsField, type PersonTag } from '@/components/directory/people-tags-field';
import { toastSuccess } from '@/lib/feedback/toast';
import { useUpdateAppVisible } from '../api/queries';
import type { AppVisibleRange } from '@/lib/apps/types';
import type { AppInfo } from '../api/types';
import { MSG_SCOPE_EMPTY } from '../constants';
import { HiddenPartNote } from '@/components/directory/hidden-part-note';

interface Values {
  visibleRange: AppVisibleRange;
  departIds: string[];
  people: PersonTag[];
}

/** 设置可见范围: everyone, or chosen departments (sub-departments included) and people. A person or
 *  department gone since it was set reads 已离职 / 已删除 and stays removable; a save that keeps them is
 *  told by the server what it left out (docs/product.md Part D §3). */
export function VisibilityModal({
  app,
  onClose,
}: {
  app: Pick<
    AppInfo,
    | 'id'
    | 'name'
    | 'visibleRange'
    | 'visibleDeparts'
    | 'visibleUsers'
    | 'hiddenVisibleDepartCount'
    | 'hiddenVisibleUserCount'
  >;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateAppVisible();
  const range = Form.useWatch('visibleRange', form) ?? app.visibleRange;
  const people = Form.useWatch('people', form) ?? app.visibleUsers;

  // departments and people outside a scoped administrator's 管理范围: not shown, kept by the server,
  // so her part may be left empty while they remain
  const hiddenDeparts = app.visibleRange === 3 ? (app.hiddenVisibleDepartCount ?? 0) : 0;
  const hiddenUsers = app.visibleRange === 3 ? (app.hiddenVisibleUserCount ?? 0) : 0;

  const save = async (v: Values) => {
    const limited = v.visibleRange === 3;
    if (limited && !v.departIds.length && !v.people.length && !hiddenDeparts && !hiddenUsers) {
      form.setFields([{ name: 'departIds', errors: [MSG_SCOPE_EMPTY] }]);
      return;
    }
    await update.mutateAsync({
      id: app.id,
      visibleRange: v.visibleRange,
      departIds: limited ? v.departIds : [],
      lenovoIds: limited ? v.people.map((p) => p.lenovoId) : [],
    });
    toastSuccess('可见范围已保存');
    onClose();
  };

  return (
    <FormDialog
      title={`设置可见范围：${app.name}`}
      width={560}
      form={form}
      save={save}
      onClose={onClose}
      lockWhileSaving
      onValuesChange={(changed: Partial<Values>) =>
        changed.people && form.setFields([{ name: 'departIds', errors: [] }])
      }
      initialValues={
        {
          visibleRange: app.visibleRange,
          departIds: app.visibleDeparts.map((d) => d.id),
          people: app.visibleUsers,
        } satisfies Values
      }
    >
      <Form.Item name="visibleRange" label="可见范围">
        <Radio.Group
          options={[
            { value: 2, label: '全员可见' },
            { value: 3, label: '指定部门和人员' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="departIds"
        label="可见部门（含子部门）"
        hidden={range !== 3}
        extra={<HiddenPartNote count={hiddenDeparts} unit="个部门" />}
      >
        <DepartmentPicker multiple aria-label="可见部门" placeholder="选择部门" />
      </Form.Item>
      <Form.Item
        name="people"
        label={`可见人员（${people.length}人）`}
        hidden={range !== 3}
        extra={<HiddenPartNote count={hiddenUsers} unit="人" />}
      >
        <PeopleTagsField pickerTitle="添加可见人员" />
      </Form.Item>
    </FormDialog>
  );
}
