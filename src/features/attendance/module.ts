import type { ModuleManifest } from '@/lib/module-manifest';

// Time and attendance (issue 11): shifts and attendance groups. Each page is its own lazy chunk.
const attendance: ModuleManifest = {
  id: 'attendance',
  pages: [
    { path: '/home/rank_management', title: '班次管理', isMenu: true, load: () => import('./pages/shifts-page') },
    { path: '/home/attendance_management', title: '考勤组管理', isMenu: true, load: () => import('./pages/groups-page') },
  ],
};

export default attendance;
