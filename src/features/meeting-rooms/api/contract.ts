import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { DEFAULT_POLICY } from '../constants';

// Meeting rooms (admin-modules §3 "Meeting room", §7 "Meeting rooms") and the video-meeting usage
// calls (§7 "Usage pages"), on the meeting-room service. The booking policy fields go beyond the spec
// and ride on the same room record (docs/assumed-contract.md, "Workplace" → "Meeting rooms").

/** §8: the points call answers with this code, and it means success (data: the points, or null). */
const POINTS_OK = { ENTERPRISE_0072: '成功（data 为点数；null 为暂无点数信息）' } as const;

/** A yes/no that is yes when a host leaves it out or sends null. */
const flagOn = v.optional(
  v.pipe(
    v.nullable(v.boolean()),
    v.transform((x) => x ?? true),
  ),
  true,
);

/** Who may book: everyone, or the chosen departments (sub-departments included) and people. */
export const BookingRangeSchema = v.picklist(['all', 'specified']);

/** The smart device bound to a room (admin-modules §3 selectedDevice). */
const SelectedDeviceInput = v.object({ deviceName: v.string(), deviceNumber: v.string() });

const BookingPersonInput = v.object({ lenovoId: v.string(), name: v.string() });

/** Every field a room is saved with (saveMeetingRoom; updateMeetingRoom adds meetingRoomId). */
const MeetingRoomFieldsSchema = v.object({
  name: v.string(),
  roomNumber: v.string(),
  buildingName: v.string(),
  /** floor; negative for basements */
  layer: v.number(),
  capacity: v.number(),
  /** bookings need an approval */
  approval: v.boolean(),
  /** shown to members when they book */
  show: v.boolean(),
  /** device names: the five defaults and custom ones */
  accessoryEquipment: v.array(v.string()),
  /** the smart device, when 智能设备 is among the equipment; null otherwise */
  selectedDevice: v.nullable(SelectedDeviceInput),
  bookingRange: BookingRangeSchema,
  bookingDepartIds: v.array(v.string()),
  bookingUsers: v.array(BookingPersonInput),
  /** bookable hours of the day, HH:mm, start before end */
  bookableStart: v.string(),
  bookableEnd: v.string(),
  /** longest single booking, minutes */
  maxDuration: v.number(),
  /** how many days ahead a booking may be made */
  advanceDays: v.number(),
});

/** A room as the calls answer it. The policy fields go beyond the spec: a host that leaves them out
 *  has a new room's policy (everyone, 08:00–22:00, 2 hours, 30 days), which the dialog needs. */
export const MeetingRoomSchema = record({
  meetingRoomId: id,
  name: v.string(),
  roomNumber: text,
  buildingName: text,
  layer: count,
  capacity: count,
  approval: flag,
  /** absent: shown (the spec's default) */
  show: flagOn,
  accessoryEquipment: list(v.string()),
  selectedDevice: v.nullish(record({ deviceName: text, deviceNumber: text }), null),
  bookingRange: v.optional(BookingRangeSchema, DEFAULT_POLICY.bookingRange),
  bookingDepartIds: list(id),
  /** names of bookingDepartIds, for the list (a deleted department by its last name, '' if never known) */
  bookingDepartNames: list(v.string()),
  bookingUsers: list(record({ lenovoId: id, name: text })),
  bookableStart: v.optional(v.string(), DEFAULT_POLICY.bookableStart),
  bookableEnd: v.optional(v.string(), DEFAULT_POLICY.bookableEnd),
  maxDuration: v.optional(count, DEFAULT_POLICY.maxDuration),
  advanceDays: v.optional(count, DEFAULT_POLICY.advanceDays),
  /** bookers outside a scoped administrator's 管理范围: not listed, kept by the server when she saves
   *  (assumed contract "Partial writes"); absent when none */
  hiddenBookingDepartCount: v.optional(count),
  hiddenBookingUserCount: v.optional(count),
  createTime: text,
  updateTime: text,
});

/** selectMeetingRoom's answer: a page of rooms plus every building of the enterprise (for the filter). */
const MeetingRoomPageSchema = record({
  ...paged(MeetingRoomSchema).entries,
  buildings: list(v.string()),
});

/** Video-meeting points of the enterprise (/schedulehst/getAvailablePoints). */
export const VideoPointsSchema = record({
  availablePoints: count,
  totalPoints: count,
  usedPoints: count,
  /** YYYY-MM-DD, or '' when the points do not expire */
  expireTime: text,
});

/** One finished video meeting (/getRoomHistoryList). */
export const RoomHistorySchema = record({
  id,
  subject: text,
  roomNumber: text,
  hostName: text,
  /** YYYY-MM-DD HH:mm:ss */
  startTime: text,
  endTime: text,
  /** minutes */
  duration: count,
  participants: count,
  /** points the meeting used */
  points: count,
});

const withEnterprise = v.object({ enterpriseNumber: v.string() });
/** YYYY-MM-DD, absent for no bound */
const dateRange = v.object({ startTime: v.optional(v.string()), endTime: v.optional(v.string()) });

export const selectMeetingRoomsCall = defineCall({
  method: 'POST',
  service: 'meeting',
  path: '/selectMeetingRoom',
  status: 'specified',
  summary: '会议室列表（分页，按名称或编号、楼宇）',
  // pageNumber and pageSzie spelled so (§7)
  body: v.object({
    enterpriseNumber: v.string(),
    pageNumber: v.number(),
    pageSzie: v.number(),
    name: v.optional(v.string()),
    buildingName: v.optional(v.string()),
  }),
  answer: MeetingRoomPageSchema,
});

export const saveMeetingRoomCall = defineCall({
  method: 'POST',
  service: 'meeting',
  path: '/saveMeetingRoom',
  status: 'specified',
  summary: '新增会议室',
  body: v.object({ ...withEnterprise.entries, ...MeetingRoomFieldsSchema.entries }),
  answer: MeetingRoomSchema,
});

export const updateMeetingRoomCall = defineCall({
  method: 'POST',
  service: 'meeting',
  path: '/updateMeetingRoom',
  status: 'specified',
  summary: '编辑会议室（全部字段）',
  body: v.object({ ...withEnterprise.entries, meetingRoomId: v.string(), ...MeetingRoomFieldsSchema.entries }),
  answer: MeetingRoomSchema,
});

export const delMeetingRoomCall = defineCall({
  method: 'POST',
  service: 'meeting',
  path: '/delMeetingRoom',
  status: 'specified',
  summary: '删除会议室',
  body: v.object({ ...withEnterprise.entries, meetingRoomId: v.string() }),
  answer: record({ name: text, buildingName: text }),
});

export const videoPointsCall = defineCall({
  method: 'GET',
  service: 'meeting',
  path: '/schedulehst/getAvailablePoints',
  status: 'specified',
  summary: '视频会议剩余点数（null：暂无点数信息）',
  answer: v.nullish(VideoPointsSchema, null),
  // admin-modules §8 gives it for the printer points; the video-meeting service answers the same
  okCodes: POINTS_OK,
});

export const roomHistoryCall = defineCall({
  method: 'POST',
  service: 'meeting',
  path: '/getRoomHistoryList',
  status: 'specified',
  summary: '视频会议记录（分页，按日期）',
  body: v.object({ ...dateRange.entries, ...pageArgs }),
  answer: paged(RoomHistorySchema),
});

export const exportRoomHistoryCall = defineCall({
  method: 'POST',
  service: 'meeting',
  path: '/schedulehst/exportExcel',
  status: 'assumed',
  summary: '导出视频会议记录（.xlsx）',
  body: dateRange,
  answer: 'file',
});

/** Who may book: everyone, or the chosen departments (sub-departments included) and people. */
export type BookingRange = v.InferOutput<typeof BookingRangeSchema>;
export type BookingPerson = v.InferOutput<typeof BookingPersonInput>;
/** Every field a room is saved with (saveMeetingRoom; updateMeetingRoom adds meetingRoomId). */
export type MeetingRoomFields = v.InferOutput<typeof MeetingRoomFieldsSchema>;
export type MeetingRoom = v.InferOutput<typeof MeetingRoomSchema>;
/** Video-meeting points of the enterprise (/schedulehst/getAvailablePoints). */
export type VideoPoints = v.InferOutput<typeof VideoPointsSchema>;
/** One finished video meeting (/getRoomHistoryList). */
export type RoomHistory = v.InferOutput<typeof RoomHistorySchema>;
