import type { ModuleManifest } from '@/lib/module-manifest';

// Leave types and balances (请假管理) and the enterprise's vacation overview with grants (假期管理),
// admin-modules §2; one lazy chunk each.
const leave: ModuleManifest = {
  id: 'leave',
  pages: [
    { path: '/home/leave_management', title: '请假管理', isMenu: true, load: () => import('./pages/leave-page') },
    { path: '/home/vacation_management', title: '假期管理', isMenu: true, load: () => import('./pages/vacation-page') },
  ],
};

export default leave;
