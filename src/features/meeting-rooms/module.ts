import type { ModuleManifest } from '@/lib/module-manifest';
import { MEETING_ROOMS_PATH, VIDEO_USAGE_PATH } from './paths';

// 会议室管理 (admin-modules §2 conference_room); one lazy chunk per page.
const meetingRooms: ModuleManifest = {
  id: 'meeting-rooms',
  pages: [
    { path: MEETING_ROOMS_PATH, title: '会议室管理', isMenu: true, load: () => import('./pages/meeting-rooms-page') },
    // the usage page has no menu path (admin-modules §2): a sub-page of 会议室管理
    { path: VIDEO_USAGE_PATH, title: '视频会议用量', isMenu: false, load: () => import('./pages/video-usage-page') },
  ],
};

export default meetingRooms;
