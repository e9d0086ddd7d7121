import type { ModuleManifest } from '@/lib/module-manifest';

const admins: ModuleManifest = {
  id: 'admins',
  pages: [
    { path: '/home/administratorbefore', title: '管理员权限', isMenu: true, load: () => import('./pages/admins-page') },
  ],
};

export default admins;
