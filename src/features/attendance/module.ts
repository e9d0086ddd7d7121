import type { ModuleManifest } from '@/lib/module-manifest';

// Time and attendance (assumed contract "Time and attendance"): shifts, attendance groups and the
// shift arrangement grid. Each page is its own lazy chunk.
const attendance: ModuleManifest = {
  id: 'attendance',
  pages: [
    { path: '/home/rank_management', title: '班次管理', isMenu: true, load: () => import('./pages/shifts-page') },
    {
      path: '/home/attendance_management',
      title: '考勤组管理',
      isMenu: true,
      load: () => import('./pages/groups-page'),
    },
    {
      path: '/home/attendance_management/arrangement',
      title: '排班',
      menu: '/home/attendance_management',
      isMenu: false,
      requires: { param: 'groupId', label: '考勤组ID' },
      load: () => import('./pages/arrangement-page'),
    },
  ],
};

export default attendance;
