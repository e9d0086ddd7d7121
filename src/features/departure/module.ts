import type { ModuleManifest } from '@/lib/module-manifest';

const departure: ModuleManifest = {
  id: 'departure',
  pages: [
    {
      path: '/home/organization/leave_person',
      title: '办理离职',
      isMenu: false,
      needsQuery: true,
      load: () => import('./pages/leave-person-page'),
    },
    {
      path: '/home/organization/leave_tables',
      title: '离职员工',
      isMenu: false,
      load: () => import('./pages/leave-tables-page'),
    },
  ],
};

export default departure;
