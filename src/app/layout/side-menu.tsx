import { useEffect, useMemo } from 'react';
import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUserMenu } from '@/stores/menu';
import type { MenuEntry } from '@/stores/session-types';
import { findPage } from '../modules';
import { menuPath } from '../guard/decide';
import { menuIcon } from './menu-icons';
import { preloadPage, preloadWhenIdle } from './preload-pages';
import { useIdleWarmUp } from './warm-up/idle-warm-up';

/** The menu entry a path belongs to: its own, the one its page names (PageDef.menu), or the one
 *  whose path it lies under, so a sub-page keeps its menu entry selected. */
export function owningEntry(entries: MenuEntry[], pathname: string) {
  const owner = findPage(pathname)?.menu ?? pathname;
  return entries.find((e) => owner === menuPath(e) || owner.startsWith(`${menuPath(e)}/`));
}

function EntryIcon({ entry }: { entry: MenuEntry }) {
  const Icon = menuIcon(entry.url, entry.icon);
  return <Icon />;
}

/** The server menu (name, url, icon, selected icon). A page's chunk is fetched on hover and when idle. Entries whose page the console does not
 *  have are left out rather than leading nowhere. Icons are antd's, chosen per menu path. */
export function SideMenu({ collapsed = false }: { collapsed?: boolean }) {
  const entries = useUserMenu();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const available = useMemo(() => (entries ?? []).filter((e) => findPage(menuPath(e))), [entries]);
  const selected = owningEntry(available, pathname);
  const warmUp = useIdleWarmUp();
  useEffect(() => preloadWhenIdle(available.map(menuPath), 2000, warmUp.start), [available, warmUp.start]);
  // built once per menu: a navigation then re-renders only the selection, not every entry
  const items = useMemo(
    () =>
      available.map((e) => ({
        key: e.id,
        label: e.name,
        icon: <EntryIcon entry={e} />,
        onMouseEnter: () => void preloadPage(menuPath(e)),
      })),
    [available],
  );
  return (
    <>
      {warmUp.node}
      <Menu
        mode="inline"
        theme="dark"
        aria-label="主菜单"
        // an entry's name as a tooltip only where the menu shows icons alone: otherwise each entry
        // carried a closed Tooltip that re-rendered with every change of the selection
        tooltip={collapsed ? undefined : false}
        selectedKeys={selected ? [selected.id] : []}
        onClick={({ key }) => {
          const entry = available.find((e) => e.id === key);
          if (!entry) return;
          findPage(menuPath(entry))?.prefetch?.();
          navigate(menuPath(entry));
        }}
        items={items}
      />
    </>
  );
}
