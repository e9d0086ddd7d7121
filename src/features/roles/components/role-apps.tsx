import { Space, Tag, Typography } from 'antd';
import { useAllApps } from '../api/queries';
import type { Role } from '../api/types';
import { APP_CATEGORY_LABEL } from '../constants';

const ALL = { visibleRange: '', appName: '' } as const;

/** The applications a role grants: managed by an administrator role's members, used by a member
 *  role's. Edited with the role (编辑角色). */
export function RoleApps({ role }: { role: Role }) {
  const apps = useAllApps(ALL);
  if (apps.isLoading) return <Typography.Text type="secondary">加载中…</Typography.Text>;
  if (apps.isError) return <Typography.Text type="danger">应用列表加载失败</Typography.Text>;
  const granted = (apps.data ?? []).filter((a) => role.appIds.includes(a.id));
  if (!granted.length) return <Typography.Text type="secondary">该角色暂无应用权限</Typography.Text>;
  return (
    <div aria-label="角色应用权限">
      <Typography.Paragraph type="secondary">
        {role.memberType === 'admin' ? '该角色的成员可管理以下应用：' : '该角色的成员可使用以下应用：'}
      </Typography.Paragraph>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {granted.map((a) => (
          <Space key={a.id} size={8}>
            <span>{a.name}</span>
            <Tag>{APP_CATEGORY_LABEL[a.categoryMark] ?? a.categoryMark}</Tag>
            {!a.enable && <Tag>已停用</Tag>}
          </Space>
        ))}
      </div>
    </div>
  );
}
