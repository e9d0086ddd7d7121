import { Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { PageDef } from '@/lib/module-manifest';
import { useMenu } from '@/stores/menu';
import { allPages } from './modules';
import { lazyPage } from './lazy-page';
import { RouteGuard, FullPageSpin } from './guard/route-guard';
import { HomeLayout } from './layout/home-layout';
import { menuPath } from './guard/decide';
import { PageErrorBoundary } from './page-error-boundary';
import NotFoundPage from './not-found-page';

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
        { element: <HomeLayout />, children: home.map((p) => ({ path: p.path, element: element(p) })) },
        ...others.map((p) => ({ path: p.path, element: element(p) })),
        { path: '/404', element: <NotFoundPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function AppRoutes() {
  const entries = useMenu((s) => s.entries);
  const routes = useMemo(() => buildRoutes(new Set((entries ?? []).map(menuPath))), [entries]);
  return useRoutes(routes);
}
