import { useState } from 'react';
import { Modal } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';

/** Chooses departments to add to an application's scope. */
export function AddDepartsModal({ onAdd, onClose }: { onAdd(departIds: string[]): Promise<unknown>; onClose(): void }) {
  const [ids, setIds] = useState<string[]>([]);
  const submit = useSubmitOnce();
  return (
    <Modal
      open
      title="添加可见部门"
      okText="添加"
      cancelText="取消"
      onCancel={submit.pending ? undefined : onClose}
      destroyOnHidden
      okButtonProps={{ disabled: !ids.length, loading: submit.pending }}
      cancelButtonProps={{ disabled: submit.pending }}
      onOk={submit.guard(() => onAdd(ids).then(onClose))}
    >
      <DepartmentPicker
        multiple
        aria-label="添加的部门"
        placeholder="选择部门（含子部门）"
        value={ids}
        onChange={(v) => setIds(v as string[])}
      />
    </Modal>
  );
}
