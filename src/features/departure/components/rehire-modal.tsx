import { DatePicker, Form, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { Staff } from '@/lib/org/types';
import { rehire } from '../api/departure-api';

interface Values {
  departId: string;
  entryTime: Dayjs;
}

/** 重新入职: a departed person back at work with the same profile, in a new department from an entry date. */
export function RehireModal({ person, onClose }: { person: Staff; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const submit = useSubmitOnce();
  const call = useMutation({
    mutationFn: (v: Values) => rehire({ id: person.id, departId: v.departId, entryTime: v.entryTime.format('YYYY-MM-DD') }),
    onSuccess: async () => {
      toastSuccess(`${person.name}已重新入职`);
      await Promise.all([client.invalidateQueries({ queryKey: ['departure'] }), client.invalidateQueries({ queryKey: ['org'] }), client.invalidateQueries({ queryKey: ['directory'] })]);
    },
  });
  const save = (v: Values) => call.mutateAsync(v).then(onClose);
  return (
    <Modal open title={`重新入职：${person.name}`} okText="确认入职" onCancel={onClose} onOk={submit.validated(form, save)} okButtonProps={{ loading: submit.pending }} destroyOnHidden>
      <p>将保留其账号与个人资料（手机号 {person.telephone || '-'}），在所选部门恢复为在职员工。</p>
      <Form form={form} layout="vertical" initialValues={{ entryTime: dayjs() }} onFinish={submit.guard(save)}>
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
