import { useState } from 'react';
import { Form, Radio } from 'antd';
import { TextField } from '@/components/text-field';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastError } from '@/lib/feedback/toast';
import type { GroupChat, GroupInput } from '../api/groups-api';
import { useGroupDetail, useSaveGroup } from '../api/queries';
import { MIN_MEMBERS, NATURE_OPTIONS, NO_OWNER, PROPERTY_OPTIONS, TOO_FEW_MEMBERS } from '../constants';
import { GroupMembersField, type Picked } from './group-members-field';

const sameMembers = (a: readonly Picked[], b: readonly Picked[]) =>
  a.length === b.length && a.every((m) => b.some((x) => x.id === m.id));

/** Create or edit a group chat; at least 3 members (admin-modules §5) when the save changes them: a
 *  group that departures made smaller can still be renamed (docs/product.md Part D §2). The owner is
 *  chosen among the members and never changed behind the user's back. */
export function GroupFormModal({ editing, onClose }: { editing?: GroupChat; onClose(): void }) {
  const [form] = Form.useForm<GroupInput>();
  const [members, setMembers] = useState<Picked[] | null>(null);
  const [owner, setOwner] = useState<string | null>(null);
  const detail = useGroupDetail(editing?.groupId);
  const saved = detail.data?.members ?? [];
  // members outside a scoped administrator's 管理范围: not listed, kept by the server, and counted
  // towards the minimum (the server counts them too)
  const hidden = detail.data?.hiddenMemberCount ?? editing?.hiddenMemberCount ?? 0;
  const current = members ?? saved;
  const savedOwner = detail.data?.members.find((m) => m.isOwner)?.id ?? editing?.ownerId ?? '';
  // the owner chosen, else the saved one (a new group: its first member), while among the members
  const wanted = owner ?? (editing ? savedOwner : (current[0]?.id ?? ''));
  const ownerId = current.some((m) => m.id === wanted) ? wanted : '';
  const save = useSaveGroup(editing?.groupId, onClose);
  const submit = (v: GroupInput) => {
    const changed = !editing || (members !== null && !sameMembers(members, saved));
    if (changed && current.length + hidden < MIN_MEMBERS) return toastError(TOO_FEW_MEMBERS);
    if (!ownerId) return toastError(NO_OWNER);
    return save.mutateAsync({ ...v, groupName: v.groupName.trim(), memberIds: current.map((m) => m.id), ownerId });
  };
  return (
    <FormDialog<GroupInput>
      title={editing ? '编辑群聊' : '创建群聊'}
      form={form}
      initialValues={editing ?? { property: 'inner', nature: 'private' }}
      save={submit}
      onClose={onClose}
      okDisabled={!!editing && detail.isLoading}
    >
      <TextField name="groupName" label="群名称" max={30} required="请输入群名称" placeholder="请输入群名称" />
      <Form.Item name="property" label="群类型">
        <Radio.Group options={PROPERTY_OPTIONS} />
      </Form.Item>
      <Form.Item name="nature" label="群性质">
        <Radio.Group options={NATURE_OPTIONS} />
      </Form.Item>
      <GroupMembersField
        members={current}
        hidden={hidden}
        ownerId={ownerId}
        onMembers={setMembers}
        onOwner={setOwner}
      />
    </FormDialog>
  );
}
