import { useMemo } from 'react';
import { Menu } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUserMenu } from '@/stores/menu';
import { findPage } from '../modules';
import { menuPath } from '../guard/decide';

function MenuIcon({ src, alt }: { src?: string; alt: string }) {
  if (!src) return <AppstoreOutlined />;
  return <img src={src} alt={alt} width={16} height={16} style={{ verticalAlign: '-3px' }} />;
}

/** The server menu (name, url, icon, selected icon). Entries whose page the console does not
 *  have are left out rather than leading nowhere. */
export function SideMenu() {
  const entries = useUserMenu();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const available = useMemo(() => (entries ?? []).filter((e) => findPage(menuPath(e))), [entries]);
  const selected = available.find((e) => pathname === menuPath(e) || pathname.startsWith(`${menuPath(e)}/`));
  return (
    <Menu
      mode="inline"
      theme="dark"
      aria-label="主菜单"
      selectedKeys={selected ? [selected.id] : []}
      onClick={({ key }) => {
        const entry = available.find((e) => e.id === key);
        if (entry) navigate(menuPath(entry));
      }}
      items={available.map((e) => ({
        key: e.id,
        label: e.name,
        icon: <MenuIcon src={selected?.id === e.id ? (e.selectedIcon ?? e.icon) : e.icon} alt="" />,
      }))}
    />
  );
}
