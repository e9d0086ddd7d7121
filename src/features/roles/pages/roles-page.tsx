// Not on the list kit: a master-detail screen (the roles beside the chosen role's members and permissions), not a list with a form dialog.
import { useState } from 'react';
import { Button, Card, Col, Descriptions, Input, Row, Space, Tabs, Tag, theme } from 'antd';
import { SimpleList } from '@/components/simple-list';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { deleteRole } from '../api/roles-api';
import { useMenusAndData, useRoleDetail, useRoleMutation, useRoleRights, useRoles } from '../api/queries';
import { useMyPermissions } from '@/lib/scope/scope-queries';
import type { Role } from '../api/types';
import { memberTypeLabel, ROLE_EDIT_PERMISSION } from '../constants';
import { IdentityBar } from '../components/identity-bar';
import { RoleFormModal } from '../components/role-form-modal';
import { RoleMembers } from '../components/role-members';
import { RoleApps } from '../components/role-apps';
import { CLEARABLE } from '@/components/clearable';
import { ManageScopeText } from '@/components/directory/manage-scope-text';

/** /home/administrator: roles, their members and their menu permissions. */
export default function RolesPage() {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const roles = useRoles(name);
  const mine = useMyPermissions();
  const menus = useMenusAndData();
  const [picked, setPicked] = useState<string>();
  const selectedId = picked ?? roles.data?.[0]?.id;
  const detail = useRoleDetail(selectedId);
  const rights = useRoleRights(selectedId);
  const [form, setForm] = useState<{ open: boolean; role: Role | null }>({ open: false, role: null });
  const remove = useRoleMutation(deleteRole, () => {
    toastSuccess('角色已删除');
    setPicked(undefined);
  });
  const canCreate = !!mine.data?.permissions.includes(ROLE_EDIT_PERMISSION);
  const role = detail.data;
  const menuName = new Map((menus.data ?? []).map((m) => [m.id, m.name]));

  const deleteOnce = useSubmitOnce();
  const askDelete = deleteOnce.guard(async (r: Role) => {
    if (await confirmAction({ content: `确定删除角色“${r.roleName}”吗？`, danger: true }))
      await remove.mutateAsync(r.id);
  });

  return (
    <PageFrame
      heading={<IdentityBar />}
      toolbar={
        canCreate && (
          <Button type="primary" onClick={() => setForm({ open: true, role: null })}>
            新建角色
          </Button>
        )
      }
      loading={roles.isLoading}
      error={roles.error}
      onRetry={() => roles.refetch()}
    >
      <Row gutter={16}>
        <Col span={7}>
          <Input.Search
            allowClear={CLEARABLE}
            aria-label="搜索角色"
            placeholder="搜索角色名称"
            value={text}
            onChange={(e) => setText(e.target.value)}
            style={{ marginBottom: 8 }}
          />
          <SimpleList
            aria-label="角色列表"
            listRole="listbox"
            bordered
            dataSource={roles.data ?? []}
            locale={{ emptyText: name ? '没有符合条件的角色' : '暂无角色' }}
            renderItem={(r) => (
              <SimpleList.Item
                onClick={() => setPicked(r.id)}
                style={{ cursor: 'pointer', background: r.id === selectedId ? token.colorPrimaryBg : undefined }}
                aria-selected={r.id === selectedId}
                role="option"
              >
                <Space>
                  {r.roleName}
                  {r.builtIn && <Tag>内置</Tag>}
                </Space>
                <span style={{ color: token.colorTextSecondary }}>{r.memberCount}人</span>
              </SimpleList.Item>
            )}
          />
        </Col>
        <Col span={17}>
          {role && (
            <Card
              title={role.roleName}
              loading={detail.isLoading}
              extra={
                <Space>
                  {rights.data?.canEdit && <Button onClick={() => setForm({ open: true, role })}>编辑角色</Button>}
                  {rights.data?.canDelete && (
                    <Button danger loading={deleteOnce.pending} onClick={() => askDelete(role)}>
                      删除角色
                    </Button>
                  )}
                </Space>
              }
            >
              <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
                <Descriptions.Item label="角色说明">{role.description || '-'}</Descriptions.Item>
                <Descriptions.Item label="成员类型">{memberTypeLabel(role.memberType)}</Descriptions.Item>
                {role.memberType === 'admin' && (
                  <Descriptions.Item label="管理范围">
                    <ManageScopeText scope={role.manageScope} />
                  </Descriptions.Item>
                )}
              </Descriptions>
              <Tabs
                items={[
                  {
                    key: 'members',
                    label: `成员（${role.memberCount}）`,
                    children: <RoleMembers role={role} canEdit={!!rights.data?.canEdit} />,
                  },
                  {
                    key: 'menus',
                    label: '菜单权限',
                    children: (
                      <Space wrap>
                        {role.menuIds.map((id) => (
                          <Tag key={id}>{menuName.get(id) ?? id}</Tag>
                        ))}
                      </Space>
                    ),
                  },
                  { key: 'apps', label: `应用权限（${role.appIds.length}）`, children: <RoleApps role={role} /> },
                ]}
              />
            </Card>
          )}
        </Col>
      </Row>
      <RoleFormModal
        open={form.open}
        role={form.role}
        onClose={() => setForm({ open: false, role: null })}
        onSaved={(r) => setPicked(r.id)}
      />
    </PageFrame>
  );
}
