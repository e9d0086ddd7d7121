// Server-side checks of a meeting room as saveMeetingRoom and updateMeetingRoom receive it
// (admin-modules §3 "Meeting room" plus the booking policy of docs/assumed-contract.md).
import { Reject } from '../respond';
import { oneOf, text } from './input';
import { flag, isClock } from './values';
import type { BookingPerson, MeetingRoomFields } from '@/features/meeting-rooms/api/types';

const SMART_DEVICE = '智能设备';
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

function integer(
  body: Record<string, unknown>,
  key: string,
  label: string,
  min: number,
  max: number,
  message: string,
): number {
  const v = body[key];
  if (v === undefined || v === null || v === '') throw new Reject(400, `${label}不能为空`);
  const n = Number(v);
  if (typeof v === 'object' || typeof v === 'boolean' || !Number.isInteger(n) || n < min || n > max)
    throw new Reject(400, message);
  return n;
}

function equipment(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !v.trim()))
    throw new Reject(400, '参数accessoryEquipment格式错误');
  const names = value.map((v: string) => v.trim());
  if (names.some((n) => n.length > 20)) throw new Reject(400, '设备名称不能超过20个字符');
  if (new Set(names).size !== names.length) throw new Reject(400, '配套设备名称重复');
  return names;
}

function device(value: unknown, wanted: boolean) {
  if (!wanted) return null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Reject(400, '请填写智能设备的名称和编号');
  const d = value as Record<string, unknown>;
  const deviceName = text(d, 'deviceName', { label: '智能设备名称', max: 20 });
  const deviceNumber = text(d, 'deviceNumber', { label: '智能设备编号', max: 40 });
  if (!deviceName || !deviceNumber) throw new Reject(400, '请填写智能设备的名称和编号');
  return { deviceName, deviceNumber };
}

/** The enterprise as a room's save sees it: departments and active people (id → name), and what is
 *  still living of the references sent (lifecycle/keep-living.ts: people who departed or were
 *  deleted, and deleted departments, are left out and reported, not refused). */
export interface BookingDirectory {
  departs: Map<string, string>;
  people: Map<string, string>;
  keepLiving(refs: { lenovoIds: string[]; departIds: string[] }): { lenovoIds: string[]; departIds: string[] };
  /** the edited room's bookers hold some outside a scoped administrator's 管理范围, kept by the
   *  server (scope/hidden-parts.ts): the part she sends may be empty */
  keepsUnseen?: boolean;
}

/** Who may book: departments and people are checked against the enterprise; names come from the server. */
function bookers(body: Record<string, unknown>, { departs, people, keepLiving, keepsUnseen }: BookingDirectory) {
  const bookingRange = oneOf(body.bookingRange, ['all', 'specified'] as const, 'bookingRange', 'all');
  if (bookingRange === 'all') return { bookingRange, bookingDepartIds: [], bookingUsers: [] as BookingPerson[] };
  const ids = (v: unknown, key: string) => {
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) throw new Reject(400, `参数${key}格式错误`);
    return [
      ...new Set(
        v.map((x) => (x && typeof x === 'object' ? String((x as { lenovoId?: unknown }).lenovoId ?? '') : String(x))),
      ),
    ];
  };
  const sent = {
    departIds: ids(body.bookingDepartIds, 'bookingDepartIds'),
    lenovoIds: ids(body.bookingUsers, 'bookingUsers'),
  };
  const { departIds: bookingDepartIds, lenovoIds } = keepLiving(sent);
  if (bookingDepartIds.some((id) => !departs.has(id))) throw new Reject(404, '部分可预订部门不存在');
  if (lenovoIds.some((id) => !people.has(id))) throw new Reject(404, '部分可预订人员不存在或已离职');
  // sent empty is refused; left empty only because everyone sent has gone, the room is for nobody
  // (无人可预订): someone else's change never fails the save (docs/product.md Part D §3)
  if (!sent.departIds.length && !sent.lenovoIds.length && !keepsUnseen)
    throw new Reject(400, '请选择可预订的部门或人员');
  return {
    bookingRange,
    bookingDepartIds,
    bookingUsers: lenovoIds.map((lenovoId) => ({ lenovoId, name: people.get(lenovoId)! })),
  };
}

function hours(body: Record<string, unknown>) {
  const bookableStart = text(body, 'bookableStart', { label: '可预订开始时间', required: true });
  const bookableEnd = text(body, 'bookableEnd', { label: '可预订结束时间', required: true });
  if (!isClock(bookableStart) || !isClock(bookableEnd)) throw new Reject(400, '可预订时段格式不正确');
  if (minutes(bookableEnd) <= minutes(bookableStart)) throw new Reject(400, '可预订结束时间须晚于开始时间');
  const window = minutes(bookableEnd) - minutes(bookableStart);
  const maxDuration = integer(
    body,
    'maxDuration',
    '单次预订最长时长',
    1,
    window,
    '单次预订最长时长须大于0，且不超过可预订时段',
  );
  const advanceDays = integer(body, 'advanceDays', '可提前预订天数', 1, 365, '可提前预订天数为1至365天');
  return { bookableStart, bookableEnd, maxDuration, advanceDays };
}

/** The room's fields, checked and normalised against the enterprise's directory. */
export function meetingRoomFields(body: Record<string, unknown>, directory: BookingDirectory): MeetingRoomFields {
  const name = text(body, 'name', { label: '会议室名称', max: 30, required: true });
  const roomNumber = text(body, 'roomNumber', { label: '会议室编号', max: 20 });
  const buildingName = text(body, 'buildingName', { label: '所在楼宇', max: 30, required: true });
  const layer = integer(body, 'layer', '所在楼层', -10, 200, '所在楼层须为-10至200的整数');
  const capacity = integer(body, 'capacity', '容纳人数', 1, 10000, '容纳人数须大于0');
  const accessoryEquipment = equipment(body.accessoryEquipment);
  const selectedDevice = device(body.selectedDevice, accessoryEquipment.includes(SMART_DEVICE));
  return {
    name,
    roomNumber,
    buildingName,
    layer,
    capacity,
    approval: flag(body, 'approval', false),
    show: flag(body, 'show', true),
    accessoryEquipment,
    selectedDevice,
    ...bookers(body, directory),
    ...hours(body),
  };
}
