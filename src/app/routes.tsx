import { Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
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
const suspended = (node: ReactNode) => <Suspense fallback={<FullPageSpin />}>{node}</Suspense>;

const lazyByPath = new Map<string, LazyExoticComponent<ComponentType>>();
function element(page: PageDef) {
  let Page = lazyByPath.get(page.path);
  if (!Page) lazyByPath.set(page.path, (Page = lazyPage(page.load)));
  return (
    <PageErrorBoundary>
      <Suspense fallback={<FullPageSpin />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
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

export function AppRoutes() {
  const entries = useMenu((s) => s.entries);
  const routes = useMemo(() => buildRoutes(new Set((entries ?? []).map(menuPath))), [entries]);
  return useRoutes(routes);
}
