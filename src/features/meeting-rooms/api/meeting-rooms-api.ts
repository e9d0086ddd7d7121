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
import type { MeetingRoom, MeetingRoomFields, MeetingRoomQuery, RoomHistoryQuery, VideoPoints } from './types';

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

/** One room as the list has it now, read past every cache (the service has no detail call): first
 *  where it was (its name in its building), else page by page through all rooms, for a room renamed
 *  or moved since. Null when it is gone. */
export async function findMeetingRoom(room: Pick<MeetingRoom, 'meetingRoomId' | 'name' | 'buildingName'>) {
  const where = await selectMeetingRooms({ page: 1, size: 100, name: room.name, buildingName: room.buildingName });
  const there = where.list.find((r) => r.meetingRoomId === room.meetingRoomId);
  if (there) return there;
  for (let page = 1; ; page++) {
    const all = await selectMeetingRooms({ page, size: 100, name: '', buildingName: '' });
    const found = all.list.find((r) => r.meetingRoomId === room.meetingRoomId);
    if (found) return found;
    if (!all.list.length || page * 100 >= all.total) return null;
  }
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
