import { useState } from 'react';
import { Form, Modal, Typography } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { PendingStaff } from '../api/onboarding-api';
import { useConfirmOnboarding } from '../api/queries';

/** 确认入职: the chosen pending people become staff of the enterprise in one department. */
export function ConfirmOnboardingModal({
  people,
  onClose,
  onDone,
}: {
  people: PendingStaff[];
  onClose(): void;
  onDone(): void;
}) {
  const [departId, setDepartId] = useState<string>();
  const submit = useSubmitOnce();
  const run = useConfirmOnboarding(
    people.map((p) => p.id),
    onDone,
  );
  const who = people.length === 1 ? `“${people[0].name}”` : `选中的${people.length}人`;
  return (
    <Modal
      open
      title={`确认入职（${people.length}人）`}
      okText="确认入职"
      cancelText="取消"
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ disabled: !departId, loading: submit.pending }}
      cancelButtonProps={{ disabled: submit.pending }}
      onOk={submit.guard(() => departId && run.mutateAsync(departId))}
    >
      <Typography.Paragraph>确认{who}入职后，将成为企业员工并从待入职名单中移除。</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="入职部门" required>
          <DepartmentPicker
            aria-label="入职部门"
            value={departId}
            onChange={(v) => setDepartId(v as string)}
            placeholder="请选择入职部门"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
