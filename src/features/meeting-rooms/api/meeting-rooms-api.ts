import { request, urlOf } from '@/lib/contract/define';
import { toastError } from '@/lib/feedback/toast';
import { checkAnswer } from '@/lib/http/answer-check';
import { reportMismatch } from '@/lib/http/contract-mismatch';
import { downloadXlsx } from '@/lib/http/download';
import { ApiError, CONTRACT_MISMATCH, errorCodeOf, isApiError } from '@/lib/http/errors';
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

/** admin-modules §8: this code answers the points call successfully; its data is the answer. */
export const POINTS_OK_CODE = 'ENTERPRISE_0072';

/** The data of an ENTERPRISE_0072 answer: the layer judges the envelope a failure (its code is not
 *  200), so the data has not been checked; it is checked here against the call's schema as the layer
 *  checks a success's. */
function pointsOf(data: unknown): VideoPoints | null {
  const checked = checkAnswer(videoPointsCall.answer, data);
  if (checked.ok) return checked.value;
  reportMismatch(`GET ${urlOf(videoPointsCall)} (${POINTS_OK_CODE})`, checked.issues);
  toastError(CONTRACT_MISMATCH);
  throw new ApiError('contract', CONTRACT_MISMATCH, { data: checked.issues, notified: true });
}

/** Remaining video-meeting points. The layer stays quiet on ENTERPRISE_0072 and it resolves with its
 *  data; null when the answer carries none (the enterprise has no points to show). */
export async function getAvailablePoints(signal?: AbortSignal): Promise<VideoPoints | null> {
  try {
    return await request(videoPointsCall, {}, { signal, quietCodes: [POINTS_OK_CODE] });
  } catch (e) {
    if (isApiError(e) && errorCodeOf(e) === POINTS_OK_CODE) return pointsOf(e.data);
    throw e;
  }
}

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
