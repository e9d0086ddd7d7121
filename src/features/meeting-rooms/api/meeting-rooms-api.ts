import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import { useSession } from '@/stores/session';
import {
  delMeetingRoomCall,
  exportRoomHistoryCall,
  roomHistoryCall,
  saveMeetingRoomCall,
  selectMeetingRoomsCall,
  updateMeetingRoomCall,
  videoPointsCall,
} from './contract';
import type { MeetingRoomFields, MeetingRoomQuery, RoomHistoryQuery, VideoPoints } from './types';

// Meeting rooms (admin-modules §7 "Meeting rooms") and video-meeting usage (§7 "Usage pages"), all
// on the meeting-room service (docs/assumed-contract.md).

const enterpriseNumber = () => useSession.getState().enterprise?.enterpriseNumber ?? '';

/** The list: enterpriseNumber, pageNumber and pageSzie (spelled so, §7), plus the name and building filters. */
export function selectMeetingRooms(q: MeetingRoomQuery, signal?: AbortSignal) {
  const body = {
    enterpriseNumber: enterpriseNumber(),
    pageNumber: q.page,
    pageSzie: q.size,
    name: q.name || undefined,
    buildingName: q.buildingName || undefined,
  };
  return request(selectMeetingRoomsCall, { body }, { signal });
}

export const saveMeetingRoom = (room: MeetingRoomFields) =>
  request(saveMeetingRoomCall, { body: { enterpriseNumber: enterpriseNumber(), ...room } });

export const updateMeetingRoom = (meetingRoomId: string, room: MeetingRoomFields) =>
  request(updateMeetingRoomCall, { body: { enterpriseNumber: enterpriseNumber(), meetingRoomId, ...room } });

export const delMeetingRoom = (meetingRoomId: string) =>
  request(delMeetingRoomCall, { body: { enterpriseNumber: enterpriseNumber(), meetingRoomId } });

/** Remaining video-meeting points; null when the answer carries none (the enterprise has no points
 *  to show). ENTERPRISE_0072 answers it successfully too (the call's okCodes). */
export const getAvailablePoints = (signal?: AbortSignal): Promise<VideoPoints | null> =>
  request(videoPointsCall, {}, { signal });

export const getRoomHistoryList = (q: RoomHistoryQuery, signal?: AbortSignal) =>
  request(
    roomHistoryCall,
    { body: { startTime: q.startTime || undefined, endTime: q.endTime || undefined, page: q.page, size: q.size } },
    { signal },
  );

/** The history within the date range as .xlsx (the spec's "exportExcel"; path assumed). */
export const exportRoomHistory = (q: Pick<RoomHistoryQuery, 'startTime' | 'endTime'>) =>
  downloadXlsx(urlOf(exportRoomHistoryCall), {
    method: 'post',
    body: { startTime: q.startTime || undefined, endTime: q.endTime || undefined },
    fileName: '视频会议记录.xlsx',
  });
