import { useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { findPage } from '../modules';

/** Renders the routed page; pages marked keepAlive stay mounted (hidden) after the user leaves
 *  them, so their tree, selection and scroll survive (admin-modules §2: the organisation page). */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const [kept, setKept] = useState<Record<string, ReactNode>>({});
  if (page?.keepAlive && !kept[pathname] && outlet) setKept({ ...kept, [pathname]: outlet });
  return (
    <>
      {Object.entries(kept).map(([path, node]) => (
        <div key={path} hidden={path !== pathname} style={{ height: '100%' }}>
          {node}
        </div>
      ))}
      {!page?.keepAlive && outlet}
    </>
  );
}
