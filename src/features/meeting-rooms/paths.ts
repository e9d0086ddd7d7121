/** The meeting-room menu page and its video-meeting usage sub-page (docs/assumed-contract.md). */
export const MEETING_ROOMS_PATH = '/home/conference_room';
export const VIDEO_USAGE_PATH = '/home/conference_room/video_usage';
