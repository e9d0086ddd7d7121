import { useState } from 'react';
import { Button, Input, Space, Table } from 'antd';
import { MemberPicker } from '@/components/directory/member-picker';
import type { Member } from '@/components/directory/types';
import { DepartmentNames } from '@/components/department-names';
import { PersonRef } from '@/components/directory/person-ref';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { isWaiting } from '@/lib/query/list-subject';
import { addRoleMembers, removeRoleMembers } from '../api/roles-api';
import { useRoleMembers, useRoleMutation } from '../api/queries';
import type { Role, RoleMember } from '../api/types';
import { MemberRolesModal } from './member-roles-modal';
import { CLEARABLE } from '@/components/clearable';

/** Members of one role: list (server-paged), add, remove, set a member's roles. */
export function RoleMembers({ role, canEdit }: { role: Role; canEdit: boolean }) {
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const [page, setPage] = useState(1);
  const members = useRoleMembers(role.id, name, page);
  const [picking, setPicking] = useState(false);
  const [rolesOf, setRolesOf] = useState<RoleMember | null>(null);
  const add = useRoleMutation(addRoleMembers, (r) => {
    toastSuccess(`已添加${r.added}名成员`);
    setPicking(false);
  });
  const remove = useRoleMutation(removeRoleMembers, () => toastSuccess('成员已移除'));
  const rowAction = useSubmitOnce();
  const askRemove = rowAction.guard(async (m: RoleMember) => {
    if (await confirmAction({ content: `确定将“${m.name}”移出角色“${role.roleName}”吗？`, danger: true }))
      await remove.mutateAsync({ roleId: role.id, lenovoIds: [m.lenovoId] });
  });

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear={CLEARABLE}
          aria-label="搜索角色成员"
          placeholder="搜索成员姓名"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          style={{ width: 200 }}
        />
        {canEdit && (
          <Button type="primary" onClick={() => setPicking(true)}>
            添加成员
          </Button>
        )}
      </Space>
      <Table<RoleMember>
        rowKey="lenovoId"
        size="small"
        loading={isWaiting(members)}
        dataSource={members.data?.list ?? []}
        locale={{ emptyText: '该角色暂无成员' }}
        pagination={{
          current: page,
          pageSize: 10,
          total: members.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: '姓名', render: (_, m) => <PersonRef lenovoId={m.lenovoId} name={m.name} /> },
          { title: '手机号', dataIndex: 'telephone' },
          { title: '部门', render: (_, m) => <DepartmentNames list={m.departmentList} /> },
          { title: '所属角色', render: (_, m) => m.roleNames.join('、') },
          ...(canEdit
            ? [
                {
                  title: '操作',
                  render: (_: unknown, m: RoleMember) => (
                    <Space>
                      <Button type="link" size="small" aria-label={`设置角色：${m.name}`} onClick={() => setRolesOf(m)}>
                        设置角色
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        aria-label={`移除${m.name}`}
                        loading={remove.isPending && remove.variables?.lenovoIds[0] === m.lenovoId}
                        disabled={rowAction.pending}
                        onClick={() => askRemove(m)}
                      >
                        移除
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <MemberPicker
        open={picking}
        title="添加角色成员"
        onCancel={() => setPicking(false)}
        onOk={(list: Member[]) => add.mutateAsync({ roleId: role.id, lenovoIds: list.map((m) => m.lenovoId) })}
      />
      <MemberRolesModal member={rolesOf} memberType={role.memberType} onClose={() => setRolesOf(null)} />
    </>
  );
}
