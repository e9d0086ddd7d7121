import type { ModuleManifest } from '@/lib/module-manifest';
import { MEETING_ROOMS_PATH } from './paths';

// 会议室管理 (admin-modules §2 conference_room); one lazy chunk per page.
const meetingRooms: ModuleManifest = {
  id: 'meeting-rooms',
  pages: [
    { path: MEETING_ROOMS_PATH, title: '会议室管理', isMenu: true, load: () => import('./pages/meeting-rooms-page') },
  ],
};

export default meetingRooms;
