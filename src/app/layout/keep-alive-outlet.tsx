import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { findPage } from '../modules';

/** Renders the routed page; pages marked keepAlive stay mounted after the user leaves them, so their
 *  tree, selection and scroll survive (admin-modules §2: the organisation page). A kept page the user
 *  has left is a hidden Activity: its state and DOM stay, its effects (query subscriptions, observers)
 *  stop, and the navigation that left it does not render it again in the user's wait (it re-rendered
 *  the whole organisation page on every move, some 35 ms of the next page's first render). */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const [kept, setKept] = useState<Record<string, ReactNode>>({});
  if (page?.keepAlive && !kept[pathname] && outlet) setKept({ ...kept, [pathname]: outlet });
  return (
    <>
      {Object.entries(kept).map(([path, node]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          <div hidden={path !== pathname} style={{ height: '100%' }}>
            {node}
          </div>
        </Activity>
      ))}
      {!page?.keepAlive && outlet}
    </>
  );
}
