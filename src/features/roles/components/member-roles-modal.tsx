import { useState } from 'react';
import { Checkbox, Modal, Spin } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { setMemberRoles } from '../api/roles-api';
import { useRoleMutation, useRolesByType } from '../api/queries';
import type { MemberType, RoleMember } from '../api/types';

/** Sets all roles of one member (addRoleForMember), choosing among the roles of a member type. */
export function MemberRolesModal({
  member,
  memberType,
  onClose,
}: {
  member: RoleMember | null;
  memberType: MemberType;
  onClose(): void;
}) {
  const roles = useRolesByType(memberType, !!member);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const save = useRoleMutation(setMemberRoles, () => {
    toastSuccess('角色设置成功');
    onClose();
  });
  const submitOnce = useSubmitOnce();
  const current = chosen ?? (roles.data ?? []).filter((r) => member?.roleNames.includes(r.roleName)).map((r) => r.id);
  return (
    <Modal
      open={!!member}
      title={<>设置角色：{member && <PersonRef lenovoId={member.lenovoId} name={member.name} />}</>}
      okText="保存"
      cancelText="取消"
      onCancel={onClose}
      okButtonProps={{ loading: submitOnce.pending, disabled: roles.isLoading }}
      onOk={submitOnce.guard(() => member && save.mutateAsync({ lenovoId: member.lenovoId, roleIds: current }))}
      afterOpenChange={(v) => v || setChosen(null)}
      destroyOnHidden
    >
      {roles.isLoading ? (
        <Spin />
      ) : (
        <Checkbox.Group
          aria-label="可选角色"
          value={current}
          onChange={(v) => setChosen(v as string[])}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
        />
      )}
    </Modal>
  );
}
