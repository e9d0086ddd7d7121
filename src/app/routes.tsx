import { Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createHashRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { PageDef } from '@/lib/module-manifest';
import { useMenu } from '@/stores/menu';
import { allPages } from './modules';
import { lazyPage } from './lazy-page';
import { RouteGuard, FullPageSpin } from './guard/route-guard';
import { menuPath } from './guard/decide';
import { PageErrorBoundary } from './page-error-boundary';

// The layout and the 404 page are not needed for the first screen (the provider login or the
// enterprise list), so they load on demand like the pages.
const HomeLayout = lazyPage(() => import('./layout/home-layout'));
const NotFoundPage = lazyPage(() => import('./not-found-page'));
const suspended = (node: ReactNode) => (
  <PageErrorBoundary>
    <Suspense fallback={<FullPageSpin />}>{node}</Suspense>
  </PageErrorBoundary>
);

const lazyByPath = new Map<string, ComponentType>();
function element(page: PageDef) {
  let Page = lazyByPath.get(page.path);
  if (!Page) lazyByPath.set(page.path, (Page = lazyPage(page.load)));
  return suspended(<Page />);
}

/** /home children are registered from the server menu (plus pages that are not menu pages). */
export function buildRoutes(menuPaths: Set<string>, pages: PageDef[] = allPages): RouteObject[] {
  const home = pages.filter((p) => p.path.startsWith('/home/') && !p.bare && (!p.isMenu || menuPaths.has(p.path)));
  const others = pages.filter((p) => !p.path.startsWith('/home/') || p.bare);
  return [
    {
      element: <RouteGuard />,
      children: [
        { path: '/', element: null },
        { path: '/login', element: null },
        { path: '/home', element: null },
        { element: suspended(<HomeLayout />), children: home.map((p) => ({ path: p.path, element: element(p) })) },
        ...others.map((p) => ({ path: p.path, element: element(p) })),
        { path: '/404', element: suspended(<NotFoundPage />) },
        { path: '*', element: suspended(<NotFoundPage />) },
      ],
    },
  ];
}

type HashRouter = ReturnType<typeof createHashRouter>;

/** The data router (needed for useBlocker) over the routes of the current menu. A changed menu
 *  (after it loads, on enterprise switching, on logout) builds a new router at the same address;
 *  routers are made and disposed in an effect so StrictMode's second mount gets a live one. */
export function AppRoutes() {
  const entries = useMenu((s) => s.entries);
  const menuKey = (entries ?? []).map(menuPath).sort().join('|');
  const routes = useMemo(() => buildRoutes(new Set(menuKey ? menuKey.split('|') : [])), [menuKey]);
  const [current, setCurrent] = useState<{ router: HashRouter; id: number } | null>(null);
  useEffect(() => {
    const router = createHashRouter(routes);
    setCurrent((c) => ({ router, id: (c?.id ?? 0) + 1 }));
    return () => router.dispose();
  }, [routes]);
  if (!current) return <FullPageSpin />;
  // Keyed by router: RouterProvider reads its router's state once, on mount.
  return <RouterProvider key={current.id} router={current.router} />;
}
