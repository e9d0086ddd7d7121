import type { ModuleManifest } from '@/lib/module-manifest';
import './arrangement/draft-reset';

const attendance: ModuleManifest = {
  id: 'attendance',
  pages: [
    {
      path: '/home/attendance_management/arrangement',
      title: '排班',
      menu: '/home/attendance_management',
      isMenu: false,
      load: () => import('./pages/arrangement-page'),
    },
  ],
};

export default attendance;
