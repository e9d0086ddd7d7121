import type { ModuleManifest } from '@/lib/module-manifest';

const staffChanges: ModuleManifest = {
  id: 'staff-changes',
  pages: [
    {
      path: '/home/personal_information',
      title: '员工信息变更',
      isMenu: true,
      load: () => import('./pages/personal-information-page'),
    },
  ],
};

export default staffChanges;
