import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Space, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MemberPicker } from '@/components/directory/member-picker';
import { toastError, toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { createGroup, editGroup, fetchGroupDetail, type GroupChat, type GroupInput } from '../api/groups-api';
import { MIN_MEMBERS, TOO_FEW_MEMBERS } from '../constants';

type Picked = { id: string; name: string };

/** Create or edit a group chat; at least 3 members (admin-modules §5). */
export function GroupFormModal({ editing, onClose }: { editing?: GroupChat; onClose(): void }) {
  const [form] = Form.useForm<GroupInput>();
  const client = useQueryClient();
  const [members, setMembers] = useState<Picked[] | null>(null);
  const [picking, setPicking] = useState(false);
  const submitOnce = useSubmitOnce();
  const detail = useQuery({ queryKey: ['groups', 'detail', editing?.groupId], queryFn: ({ signal }) => fetchGroupDetail(editing!.groupId, signal), enabled: !!editing });
  const current = members ?? detail.data?.members ?? [];
  const save = useMutation({
    mutationFn: (v: GroupInput) => (editing ? editGroup({ ...v, groupId: editing.groupId }) : createGroup(v)),
    onSuccess: async () => {
      toastSuccess(editing ? '群聊已保存' : '群聊已创建');
      await client.invalidateQueries({ queryKey: ['groups'] });
      onClose();
    },
  });
  const submit = (v: GroupInput) => {
    if (current.length < MIN_MEMBERS) return toastError(TOO_FEW_MEMBERS);
    const ownerId = editing && current.some((m) => m.id === editing.ownerId) ? editing.ownerId : current[0].id;
    return save.mutateAsync({ ...v, groupName: v.groupName.trim(), memberIds: current.map((m) => m.id), ownerId });
  };
  return (
    <Modal open title={editing ? '编辑群聊' : '创建群聊'} okText="保存" cancelText="取消" onCancel={onClose} onOk={submitOnce.validated(form, submit)} okButtonProps={{ loading: submitOnce.pending, disabled: !!editing && detail.isLoading }} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={editing ?? { property: 'inner', nature: 'private' }} onFinish={submitOnce.guard(submit)}>
        <Form.Item name="groupName" label="群名称" rules={[{ required: true, whitespace: true, message: '请输入群名称' }, { max: 30, message: '群名称不能超过30个字符' }]}>
          <Input placeholder="请输入群名称" />
        </Form.Item>
        <Form.Item name="property" label="群类型">
          <Radio.Group options={[{ value: 'inner', label: '内部群' }, { value: 'outer', label: '外部群' }]} />
        </Form.Item>
        <Form.Item name="nature" label="群性质">
          <Radio.Group options={[{ value: 'private', label: '私有群' }, { value: 'public', label: '公开群' }]} />
        </Form.Item>
        <Form.Item label={`群成员（${current.length}人，至少${MIN_MEMBERS}人）`} required>
          <Space wrap>
            {current.map((m) => <Tag key={m.id} closable onClose={() => setMembers(current.filter((x) => x.id !== m.id))}>{m.name}</Tag>)}
            <Button size="small" onClick={() => setPicking(true)}>选择成员</Button>
          </Space>
        </Form.Item>
      </Form>
      <MemberPicker open={picking} title="选择群成员" initial={current.map((m) => ({ id: m.id, name: m.name, lenovoId: '', telephone: '', email: '', position: '', status: '', departmentList: [] }))}
        onCancel={() => setPicking(false)} onOk={(list) => { setMembers(list.map((m) => ({ id: m.id, name: m.name }))); setPicking(false); }} />
    </Modal>
  );
}
