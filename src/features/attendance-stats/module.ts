import type { ModuleManifest } from '@/lib/module-manifest';

// 考勤统计 (assumed contract "Attendance statistics"): monthly, daily, department and anomaly views of
// the attendance groups' punches, a person's month with 补卡. One lazy chunk.
const attendanceStats: ModuleManifest = {
  id: 'attendance-stats',
  pages: [
    {
      path: '/home/attendance_statistics',
      title: '考勤统计',
      isMenu: true,
      load: () => import('./pages/stats-page'),
    },
  ],
};

export default attendanceStats;
