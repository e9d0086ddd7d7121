import { Avatar, Dropdown, Button } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSession } from '@/stores/session';
import { useLogout } from '@/features/login/use-logout';

export function UserMenu() {
  const user = useSession((s) => s.userInfo);
  const { leaving, logout } = useLogout('确定退出登录吗？');

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录', disabled: leaving }],
        onClick: logout,
      }}
    >
      <Button type="text" aria-label={user?.username ? `${user.username}：用户菜单` : '用户菜单'} loading={leaving}>
        <Avatar size="small" icon={<UserOutlined />} src={user?.avatar} /> {user?.username ?? ''}
      </Button>
    </Dropdown>
  );
}
