import type { ModuleManifest } from '@/lib/module-manifest';

const groups: ModuleManifest = {
  id: 'groups',
  pages: [
    {
      path: '/home/group_management',
      title: '群聊管理',
      isMenu: true,
      load: () => import('./pages/group-management-page'),
    },
  ],
};

export default groups;
