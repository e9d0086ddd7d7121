// Shapes of the meeting-room calls (admin-modules §3 "Meeting room", §7 "Meeting rooms") and of the
// video-meeting usage calls (§7 "Usage pages"). The booking policy fields go beyond the spec and
// ride on the same room record (docs/assumed-contract.md, "Workplace" → "Meeting rooms").

/** The smart device bound to a room (admin-modules §3 selectedDevice). */
export interface SelectedDevice {
  deviceName: string;
  deviceNumber: string;
}

/** Who may book: everyone, or the chosen departments (sub-departments included) and people. */
export type BookingRange = 'all' | 'specified';

export interface BookingPerson {
  lenovoId: string;
  name: string;
}

/** Every field a room is saved with (saveMeetingRoom; updateMeetingRoom adds meetingRoomId). */
export interface MeetingRoomFields {
  name: string;
  roomNumber: string;
  buildingName: string;
  /** floor; negative for basements */
  layer: number;
  capacity: number;
  /** bookings need an approval */
  approval: boolean;
  /** shown to members when they book */
  show: boolean;
  /** device names: the five defaults and custom ones */
  accessoryEquipment: string[];
  /** the smart device, when 智能设备 is among the equipment; null otherwise */
  selectedDevice: SelectedDevice | null;
  bookingRange: BookingRange;
  bookingDepartIds: string[];
  bookingUsers: BookingPerson[];
  /** bookable hours of the day, HH:mm, start before end */
  bookableStart: string;
  bookableEnd: string;
  /** longest single booking, minutes */
  maxDuration: number;
  /** how many days ahead a booking may be made */
  advanceDays: number;
}

export interface MeetingRoom extends MeetingRoomFields {
  meetingRoomId: string;
  /** names of bookingDepartIds, for the list */
  bookingDepartNames: string[];
  /** bookers outside a scoped administrator's 管理范围: not listed, kept by the server when she saves
   *  (assumed contract "Partial writes"); absent when none */
  hiddenBookingDepartCount?: number;
  hiddenBookingUserCount?: number;
  createTime: string;
  updateTime: string;
}

export interface MeetingRoomQuery {
  page: number;
  size: number;
  /** part of the room name or number */
  name: string;
  /** one building, or '' for all */
  buildingName: string;
}

/** selectMeetingRoom's answer: a page of rooms plus every building of the enterprise (for the filter). */
export interface MeetingRoomPage {
  list: MeetingRoom[];
  total: number;
  page: number;
  size: number;
  buildings: string[];
}

/** Video-meeting points of the enterprise (/schedulehst/getAvailablePoints). */
export interface VideoPoints {
  availablePoints: number;
  totalPoints: number;
  usedPoints: number;
  /** YYYY-MM-DD, or '' when the points do not expire */
  expireTime: string;
}

/** One finished video meeting (/getRoomHistoryList). */
export interface RoomHistory {
  id: string;
  subject: string;
  roomNumber: string;
  hostName: string;
  /** YYYY-MM-DD HH:mm:ss */
  startTime: string;
  endTime: string;
  /** minutes */
  duration: number;
  participants: number;
  /** points the meeting used */
  points: number;
}

export interface RoomHistoryQuery {
  /** YYYY-MM-DD, '' for no bound */
  startTime: string;
  endTime: string;
  page: number;
  size: number;
}
