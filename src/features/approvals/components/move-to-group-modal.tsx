import { Form, Modal, Select } from 'antd';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useApprovalGroups, useMoveToGroup } from '../api/history-queries';
import type { ApprovalSummary } from '../api/types';

/** 移动到: puts one approval at the end of another group. Mounted only while open. */
export function MoveToGroupModal({ approval, onClose }: { approval: ApprovalSummary; onClose(): void }) {
  const [form] = Form.useForm<{ groupId: string }>();
  const groups = useApprovalGroups();
  const move = useMoveToGroup();
  const submit = useSubmitOnce();
  const options = (groups.data ?? [])
    .filter((g) => g.id !== approval.groupId)
    .map((g) => ({ value: g.id, label: g.groupName }));

  const run = async ({ groupId }: { groupId: string }) => {
    const done = await move.mutateAsync({ approveIds: [approval.id], groupId });
    toastSuccess(`已移动到分组「${done.groupName}」`);
    onClose();
  };

  return (
    <Modal
      open
      title={`移动「${approval.approveName}」到分组`}
      okText="移动"
      cancelText="取消"
      onCancel={onClose}
      destroyOnHidden
      onOk={submit.validated(form, run)}
      okButtonProps={{ loading: submit.pending }}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit.guard(run)}>
        <Form.Item name="groupId" label="目标分组" rules={[{ required: true, message: '请选择分组' }]}>
          <Select
            options={options}
            loading={groups.isLoading}
            placeholder="请选择分组"
            notFoundContent={groups.isLoading ? '加载中…' : '没有其他分组，请先新建分组'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
