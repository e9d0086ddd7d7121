import type { ModuleManifest } from '@/lib/module-manifest';

const changelog: ModuleManifest = {
  id: 'changelog',
  pages: [
    {
      path: '/home/log_management',
      title: '变更日志',
      isMenu: true,
      load: () => import('./pages/log-management-page'),
    },
  ],
};

export default changelog;
