// Shapes of the meeting-room calls and of the video-meeting usage calls: the records and the saved
// fields are inferred from the call schemas (./contract.ts, where their fields are described).
export type { BookingPerson, BookingRange, MeetingRoom, MeetingRoomFields, RoomHistory, VideoPoints } from './contract';

export interface MeetingRoomQuery {
  page: number;
  size: number;
  /** part of the room name or number */
  name: string;
  /** one building, or '' for all */
  buildingName: string;
}

export interface RoomHistoryQuery {
  /** YYYY-MM-DD, '' for no bound */
  startTime: string;
  endTime: string;
  page: number;
  size: number;
}
