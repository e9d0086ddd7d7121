import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { batchUpdateUserDepart } from '../api/org-api';
import { useOrgMutation } from '../api/queries';
import type { Staff } from '../api/types';
import { FAIL } from '../constants';
import { CLEARABLE } from '@/components/clearable';

/** Batch move of staff to another department (/batchUpdateUserDepart). */
export function MoveStaffModal({ staff, fromId, onClose }: { staff: Staff[]; fromId?: string; onClose(): void }) {
  const [to, setTo] = useState<string>();
  const [supervisorId, setSupervisorId] = useState<string>();
  const submitOnce = useSubmitOnce();
  const move = useOrgMutation(batchUpdateUserDepart, { ok: '部门已调整', fail: FAIL.moveUsers });
  return (
    <Modal
      open
      title={`调整部门（${staff.length}人）`}
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      okButtonProps={{ disabled: !to, loading: submitOnce.pending }}
      onOk={submitOnce.guard(
        async () =>
          to &&
          (await move.mutateAsync({ ids: staff.map((s) => s.id), oldDepartId: fromId, newDepartId: to, supervisorId }),
          onClose()),
      )}
    >
      <Form layout="vertical">
        <Form.Item label="目标部门" required>
          <DepartmentPicker aria-label="目标部门" value={to} onChange={(v) => setTo(v as string)} />
        </Form.Item>
        <Form.Item label="设为目标部门主管（选填）">
          <Select
            aria-label="部门主管"
            allowClear={CLEARABLE}
            value={supervisorId}
            onChange={setSupervisorId}
            options={staff.map((s) => ({ value: s.id, label: s.name }))}
            placeholder="不设置"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
