import { Space, Tag, Typography } from 'antd';
import { useIdentity, usePersonRoles } from '../api/queries';
import { ROLE_TYPE_LABEL } from '../constants';

/** The current user's role and the checks of §6, as the user sees them. */
export function IdentityBar() {
  const identity = useIdentity();
  const personRoles = usePersonRoles();
  const d = identity.data;
  if (!d) return null;
  return (
    <Space wrap aria-label="当前身份">
      <Typography.Text type="secondary">当前身份：</Typography.Text>
      <Tag color="gold">{ROLE_TYPE_LABEL[d.role.roleType] ?? d.role.roleType}</Tag>
      {(personRoles.data ?? []).map((r) => (
        <Tag key={r.id}>{r.roleName}</Tag>
      ))}
      {d.cloud && <Tag color="cyan">云服务角色</Tag>}
      {d.departAdmin ? (
        <Tag color="blue">部门管理员</Tag>
      ) : (
        d.departAdminOrSupervisor && <Tag color="blue">部门主管</Tag>
      )}
    </Space>
  );
}
