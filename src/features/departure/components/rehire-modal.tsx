import { useEffect, useMemo } from 'react';
import { DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { useFullTree } from '@/components/directory/queries';
import type { DepartNode } from '@/components/directory/types';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { Staff } from '@/lib/org/types';
import { useRehire } from '../api/queries';

interface Values {
  departId?: string;
  entryTime: Dayjs;
}

/** The person's first department that still exists (a deleted one is not offered again). */
function stillThere(ids: readonly string[], tree: DepartNode[] | undefined): string | undefined {
  if (!tree) return undefined;
  const known = new Set<string>();
  const walk = (nodes: DepartNode[] | undefined) => nodes?.forEach((n) => (known.add(n.id), walk(n.departTree)));
  walk(tree);
  return ids.find((id) => known.has(id));
}

/** 重新入职: a departed person back at work with the same profile, in a department (their own if it
 *  still exists) from an entry date. It says what comes back and what does not (docs/product.md
 *  Part D §3). */
export function RehireModal({ person, onClose }: { person: Staff; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const submit = useSubmitOnce();
  const tree = useFullTree();
  const original = useMemo(() => stillThere(person.departIds ?? [], tree.data), [person.departIds, tree.data]);
  // the tree may arrive after the dialog opened: fill the department unless the user chose one
  useEffect(() => {
    if (original && !form.isFieldTouched('departId') && !form.getFieldValue('departId'))
      form.setFieldsValue({ departId: original });
  }, [form, original]);
  const call = useRehire({ before: () => toastSuccess(`${person.name}已重新入职`) });
  const save = (v: Values) =>
    call
      .mutateAsync({ id: person.id, departId: v.departId!, entryTime: v.entryTime.format('YYYY-MM-DD') })
      .then(onClose);
  return (
    <Modal
      open
      title={`重新入职：${person.name}`}
      okText="确认入职"
      onCancel={onClose}
      onOk={submit.validated(form, save)}
      okButtonProps={{ loading: submit.pending }}
      destroyOnHidden
    >
      <p>将保留其账号与个人资料（手机号 {person.telephone || '-'}），在所选部门恢复为在职员工。</p>
      <Typography.Paragraph>恢复：个人资料、账号、假期余额与历史记录。</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        不恢复：角色、管理员权限、群聊、考勤组、可见范围与使用范围，需重新设置。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ entryTime: dayjs(), departId: original }}
        onFinish={submit.guard(save)}
      >
        <Form.Item name="departId" label="入职部门" rules={[{ required: true, message: '请选择入职部门' }]}>
          <DepartmentPicker aria-label="入职部门" />
        </Form.Item>
        <Form.Item name="entryTime" label="入职时间" rules={[{ required: true, message: '请选择入职时间' }]}>
          <DatePicker aria-label="入职时间" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
