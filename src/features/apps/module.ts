import type { ModuleManifest } from '@/lib/module-manifest';
import { MANAGEMENT_PATH, SCOPE_PATH, USAGE_PATH } from './routes';

// Application management with the group editor, the scope details of one application
// (platform-shell §2.1, a sub-page without a menu entry) and the application data overview
// (admin-modules §2); one lazy chunk each.
const apps: ModuleManifest = {
  id: 'apps',
  pages: [
    { path: MANAGEMENT_PATH, title: '应用管理', isMenu: true, load: () => import('./pages/app-management-page') },
    {
      path: SCOPE_PATH,
      title: '应用范围管理',
      menu: MANAGEMENT_PATH,
      isMenu: false,
      requires: { param: 'id', label: '应用ID' },
      load: () => import('./pages/scope-details-page'),
    },
    { path: USAGE_PATH, title: '应用数据概览', isMenu: true, load: () => import('./pages/usage-page') },
  ],
};

export default apps;
