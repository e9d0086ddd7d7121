import { useState } from 'react';
import { Avatar, Dropdown, Button } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSession } from '@/stores/session';
import { confirmAction } from '@/lib/feedback/confirm';
import { logout } from '@/features/login/session-flows';

export function UserMenu() {
  const user = useSession((s) => s.userInfo);
  const [leaving, setLeaving] = useState(false);

  async function onLogout() {
    if (!(await confirmAction({ content: '确定退出登录吗？' }))) return;
    setLeaving(true);
    await logout();
    setLeaving(false);
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录', disabled: leaving }], onClick: () => void onLogout() }}
    >
      <Button type="text" aria-label="用户菜单" loading={leaving}>
        <Avatar size="small" icon={<UserOutlined />} src={user?.avatar} /> {user?.username ?? ''}
      </Button>
    </Dropdown>
  );
}
