import { useEffect, useMemo, useRef } from 'react';
import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUserMenu } from '@/stores/menu';
import type { MenuEntry } from '@/stores/session-types';
import { findPage } from '../modules';
import { menuPath } from '../guard/decide';
import { menuIcon } from './menu-icons';
import { preloadPage, preloadWhenIdle } from './preload-pages';
import { useIdleWarmUp } from './warm-up/idle-warm-up';

/** How long a menu click waits for the page's first calls (its manifest's prefetch) before moving to
 *  the page. Rendering the page meanwhile slowed their answers (a 2.5 MB tree arrives through the
 *  main thread, behind the render) and rendered it twice; below this a user sees no delay, above it
 *  the page shows with its loading state as before (docs/architecture.md "Where the large-seed waits
 *  go"). */
export const FIRST_CALLS_WAIT_MS = 200;

const settledOrLate = (calls: Promise<unknown>) =>
  Promise.race([
    calls.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((done) => setTimeout(done, FIRST_CALLS_WAIT_MS)),
  ]);

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
  // a later click wins over one still waiting for its page's first calls
  const lastClick = useRef(0);
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
          const path = menuPath(entry);
          const click = ++lastClick.current;
          const calls = findPage(path)?.prefetch?.();
          if (!calls) {
            navigate(path);
            return;
          }
          void settledOrLate(calls).then(() => {
            if (click === lastClick.current) navigate(path);
          });
        }}
        items={items}
      />
    </>
  );
}
