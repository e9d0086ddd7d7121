import { useState } from 'react';
import { Button, Space } from 'antd';
import { MemberPicker } from '@/components/directory/member-picker';
import type { Member } from '@/components/directory/types';
import { DepartmentNames } from '@/components/department-names';
import { PersonRef } from '@/components/directory/person-ref';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { RowActions } from '@/components/list-kit/row-actions';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { toastSuccess } from '@/lib/feedback/toast';
import { addRoleMembers, removeRoleMembers } from '../api/roles-api';
import { useRoleMembers, useRoleMutation } from '../api/queries';
import type { Role, RoleMember } from '../api/types';
import { MemberRolesModal } from './member-roles-modal';

/** Members of one role: list (server-paged), add, remove, set a member's roles. */
export function RoleMembers({ role, canEdit }: { role: Role; canEdit: boolean }) {
  // the server's page is 10 members, not to be changed
  const list = useListState({ pageSize: 10 });
  const members = useRoleMembers(role.id, list.term, list.page);
  const [picking, setPicking] = useState(false);
  const [rolesOf, setRolesOf] = useState<RoleMember | null>(null);
  const add = useRoleMutation(addRoleMembers, (r) => {
    toastSuccess(`已添加${r.added}名成员`);
    setPicking(false);
  });
  const remove = useRoleMutation(removeRoleMembers);
  const del = useRowDelete<RoleMember>({
    list,
    shown: members.data?.list.length,
    confirm: (m) => ({ content: `确定将“${m.name}”移出角色“${role.roleName}”吗？` }),
    remove: (m) => remove.mutateAsync({ roleId: role.id, lenovoIds: [m.lenovoId] }),
    done: () => '成员已移除',
  });

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <ListSearch list={list} label="搜索角色成员" placeholder="搜索成员姓名" width={200} />
        {canEdit && (
          <Button type="primary" onClick={() => setPicking(true)}>
            添加成员
          </Button>
        )}
      </Space>
      <ListTable<RoleMember>
        rowKey="lenovoId"
        size="small"
        query={members}
        list={list}
        subject="成员"
        emptyText="该角色暂无成员"
        unit="人"
        sizeChanger={false}
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
                    <RowActions
                      of={m.name}
                      actions={[
                        { label: '设置角色', name: `设置角色：${m.name}`, onClick: () => setRolesOf(m) },
                        {
                          label: '移除',
                          danger: true,
                          loading: del.deleting(m),
                          disabled: del.pending,
                          onClick: () => void del.ask(m),
                        },
                      ]}
                    />
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
        onOk={(picked: Member[]) => add.mutateAsync({ roleId: role.id, lenovoIds: picked.map((m) => m.lenovoId) })}
      />
      <MemberRolesModal member={rolesOf} memberType={role.memberType} onClose={() => setRolesOf(null)} />
    </>
  );
}
