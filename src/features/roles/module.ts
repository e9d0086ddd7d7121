import type { ModuleManifest } from '@/lib/module-manifest';

const roles: ModuleManifest = {
  id: 'roles',
  pages: [{ path: '/home/administrator', title: '角色管理', isMenu: true, load: () => import('./pages/roles-page') }],
};

export default roles;
