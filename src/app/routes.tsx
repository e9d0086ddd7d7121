import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createHashRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { PageDef } from '@/lib/module-manifest';
import { allPages } from './modules';
import { lazyPage } from './lazy-page';
import { RouteGuard, FullPageSpin } from './guard/route-guard';
import { PageErrorBoundary } from './page-error-boundary';
import { RequireQuery } from './require-query';
import { LeaveBlocker } from '@/lib/hooks/leave-blocker';

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
  // a page that needs its subject in the query is not loaded without it
  if (page.requires)
    return suspended(
      <RequireQuery page={page}>
        <Page />
      </RequireQuery>,
    );
  return suspended(<Page />);
}

/** Every page is registered once; the menu decides what is reachable. The guard admits a menu page
 *  only when the signed-in identity's menu has it (platform-shell §2.3 step 4), and the side menu
 *  offers only those. The router never changes under a running flow: rebuilding it when the menu
 *  changed (logins, enterprise switches) dropped a navigation made on the replaced router, leaving
 *  the previous screen up under the new address. */
export function buildRoutes(pages: PageDef[] = allPages): RouteObject[] {
  const home = pages.filter((p) => p.path.startsWith('/home/') && !p.bare);
  const others = pages.filter((p) => !p.path.startsWith('/home/') || p.bare);
  return [
    {
      element: (
        <>
          <RouteGuard />
          <LeaveBlocker />
        </>
      ),
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

/** The data router (needed for useBlocker), made once per mount of the view (the root's reload
 *  makes a new one at the same address); made and disposed in an effect so StrictMode's second
 *  mount gets a live one. */
export function AppRoutes() {
  const [current, setCurrent] = useState<{ router: HashRouter; id: number } | null>(null);
  useEffect(() => {
    const router = createHashRouter(buildRoutes());
    setCurrent((c) => ({ router, id: (c?.id ?? 0) + 1 }));
    return () => router.dispose();
  }, []);
  if (!current) return <FullPageSpin />;
  // Keyed by router: RouterProvider reads its router's state once, on mount.
  return <RouterProvider key={current.id} router={current.router} />;
}
