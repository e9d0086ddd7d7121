import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import { errorCodeOf } from '@/lib/http/errors';
import { useSession } from '@/stores/session';
import type {
  MeetingRoomFields,
  MeetingRoomPage,
  MeetingRoomQuery,
  MeetingRoom,
  RoomHistory,
  RoomHistoryQuery,
  VideoPoints,
} from './types';
import type { Paged } from '@/lib/org/types';

// Meeting rooms (admin-modules §7 "Meeting rooms") and video-meeting usage (§7 "Usage pages"), all
// on the meeting-room service (docs/assumed-contract.md).
const M = services.meeting;

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
  return post<MeetingRoomPage>(`${M}/selectMeetingRoom`, body, { signal });
}

export const saveMeetingRoom = (room: MeetingRoomFields) =>
  post<MeetingRoom>(`${M}/saveMeetingRoom`, { enterpriseNumber: enterpriseNumber(), ...room });

export const updateMeetingRoom = (meetingRoomId: string, room: MeetingRoomFields) =>
  post<MeetingRoom>(`${M}/updateMeetingRoom`, { enterpriseNumber: enterpriseNumber(), meetingRoomId, ...room });

export const delMeetingRoom = (meetingRoomId: string) =>
  post<{ name: string }>(`${M}/delMeetingRoom`, { enterpriseNumber: enterpriseNumber(), meetingRoomId });

/** admin-modules §8: this code answers the points call successfully; its data is the answer. */
export const POINTS_OK_CODE = 'ENTERPRISE_0072';

/** Remaining video-meeting points. The layer stays quiet on ENTERPRISE_0072 and it resolves with its
 *  data; null when the answer carries none (the enterprise has no points to show). */
export async function getAvailablePoints(signal?: AbortSignal): Promise<VideoPoints | null> {
  try {
    return (
      (await get<VideoPoints | null>(`${M}/schedulehst/getAvailablePoints`, undefined, {
        signal,
        quietCodes: [POINTS_OK_CODE],
      })) ?? null
    );
  } catch (e) {
    if (errorCodeOf(e) === POINTS_OK_CODE) return (e as { data?: VideoPoints | null }).data ?? null;
    throw e;
  }
}

export const getRoomHistoryList = (q: RoomHistoryQuery, signal?: AbortSignal) =>
  post<Paged<RoomHistory>>(
    `${M}/getRoomHistoryList`,
    { startTime: q.startTime || undefined, endTime: q.endTime || undefined, page: q.page, size: q.size },
    { signal },
  );

/** The history within the date range as .xlsx (the spec's "exportExcel"; path assumed). */
export const exportRoomHistory = (q: Pick<RoomHistoryQuery, 'startTime' | 'endTime'>) =>
  downloadXlsx(`${M}/schedulehst/exportExcel`, {
    method: 'post',
    body: { startTime: q.startTime || undefined, endTime: q.endTime || undefined },
    fileName: '视频会议记录.xlsx',
  });
