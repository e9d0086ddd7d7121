import dayjs, { type Dayjs } from 'dayjs';
import type { BookingPerson, BookingRange, MeetingRoom, MeetingRoomFields } from '../api/types';
import { DEFAULT_POLICY, SMART_DEVICE } from '../constants';

// The room dialog edits times as dayjs values (antd TimePicker) and the longest booking in a unit
// the administrator picks; the calls speak 'HH:mm' and minutes.

export const TIME_FORMAT = 'HH:mm';
export type DurationUnit = 'minute' | 'hour';

export interface RoomFormValues {
  name: string;
  roomNumber: string;
  buildingName: string;
  layer: number | null;
  capacity: number | null;
  approval: boolean;
  show: boolean;
  accessoryEquipment: string[];
  deviceName: string;
  deviceNumber: string;
  bookingRange: BookingRange;
  bookingDepartIds: string[];
  bookingUsers: BookingPerson[];
  hours: [Dayjs, Dayjs] | null;
  duration: number | null;
  durationUnit: DurationUnit;
  advanceDays: number | null;
}

const toTime = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return dayjs().hour(h).minute(m).second(0).millisecond(0);
};

/** Whole hours are shown in hours, anything else in minutes. */
function durationOf(minutes: number): { duration: number; durationUnit: DurationUnit } {
  return minutes % 60 === 0
    ? { duration: minutes / 60, durationUnit: 'hour' }
    : { duration: minutes, durationUnit: 'minute' };
}

export const durationMinutes = (duration: number | null, unit: DurationUnit) =>
  duration === null ? null : Math.round(unit === 'hour' ? duration * 60 : duration);
export const windowMinutes = (hours: [Dayjs, Dayjs] | null) =>
  hours ? hours[1].hour() * 60 + hours[1].minute() - (hours[0].hour() * 60 + hours[0].minute()) : null;

export function formValuesOf(room?: MeetingRoom): RoomFormValues {
  if (!room) {
    return {
      name: '',
      roomNumber: '',
      buildingName: '',
      layer: null,
      capacity: null,
      approval: false,
      show: true,
      accessoryEquipment: [],
      deviceName: '',
      deviceNumber: '',
      bookingRange: DEFAULT_POLICY.bookingRange,
      bookingDepartIds: [],
      bookingUsers: [],
      hours: [toTime(DEFAULT_POLICY.bookableStart), toTime(DEFAULT_POLICY.bookableEnd)],
      ...durationOf(DEFAULT_POLICY.maxDuration),
      advanceDays: DEFAULT_POLICY.advanceDays,
    };
  }
  return {
    name: room.name,
    roomNumber: room.roomNumber,
    buildingName: room.buildingName,
    layer: room.layer,
    capacity: room.capacity,
    approval: room.approval,
    show: room.show,
    accessoryEquipment: room.accessoryEquipment,
    deviceName: room.selectedDevice?.deviceName ?? '',
    deviceNumber: room.selectedDevice?.deviceNumber ?? '',
    bookingRange: room.bookingRange,
    bookingDepartIds: room.bookingDepartIds,
    bookingUsers: room.bookingUsers,
    hours: [toTime(room.bookableStart), toTime(room.bookableEnd)],
    ...durationOf(room.maxDuration),
    advanceDays: room.advanceDays,
  };
}

/** The call's fields; the form's rules have already made every value present and valid. */
export function fieldsOf(v: RoomFormValues): MeetingRoomFields {
  const specified = v.bookingRange === 'specified';
  const smart = v.accessoryEquipment.includes(SMART_DEVICE);
  return {
    name: v.name.trim(),
    roomNumber: v.roomNumber.trim(),
    buildingName: v.buildingName.trim(),
    layer: v.layer!,
    capacity: v.capacity!,
    approval: v.approval,
    show: v.show,
    accessoryEquipment: v.accessoryEquipment,
    selectedDevice: smart ? { deviceName: v.deviceName.trim(), deviceNumber: v.deviceNumber.trim() } : null,
    bookingRange: v.bookingRange,
    bookingDepartIds: specified ? v.bookingDepartIds : [],
    bookingUsers: specified ? v.bookingUsers : [],
    bookableStart: v.hours![0].format(TIME_FORMAT),
    bookableEnd: v.hours![1].format(TIME_FORMAT),
    maxDuration: durationMinutes(v.duration, v.durationUnit)!,
    advanceDays: v.advanceDays!,
  };
}

/** The part of a room its dialog edits, as the stale-edit guard compares it: the fields as they would
 *  be saved, lists in a canonical order (the server's order of ids is no change), without the bookers
 *  in `gone` (keys 'u:' lenovoId, 'd:' department id: taken out by a departure or deletion, bookers-gone.ts). */
export function editedRoom(room: MeetingRoom, gone: ReadonlySet<string> = new Set()) {
  const f = fieldsOf(formValuesOf(room));
  return {
    ...f,
    accessoryEquipment: [...f.accessoryEquipment].sort(),
    bookingDepartIds: f.bookingDepartIds.filter((id) => !gone.has(`d:${id}`)).sort(),
    bookingUsers: f.bookingUsers
      .map((u) => u.lenovoId)
      .filter((id) => !gone.has(`u:${id}`))
      .sort(),
  };
}

/** "3分钟" / "2小时" / "1小时30分钟". */
export function durationLabel(minutes: number) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h ? `${h}小时` : ''}${m || !h ? `${m}分钟` : ''}`;
}
