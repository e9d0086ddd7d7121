import type { StaffRow } from '../../org-tables';
import { meetingRoomRows, type MeetingRoomRow } from '../../seed/modules/meeting-rooms';
import type { ReferencePlace } from '../registry';
import { departmentReference, personReference } from './references';
import { leaverSwaps, swapDepartment, takeUserPlace } from './scope-list';

// Meeting rooms (docs/product.md Part D §2): who may book a room is a scope (a receiver may take the
// leaver's place); a department a room may be booked by cannot be deleted while it is used. A room
// left with nobody stays limited to nobody until an administrator sets it again.

const roomsOf = (e: string) => meetingRoomRows().filter((r) => r.enterpriseNumber === e);
const booking = (e: string, p: StaffRow) =>
  roomsOf(e).filter((r) => r.bookingUsers.some((u) => u.lenovoId === p.lenovoId));

function swap(r: MeetingRoomRow, p: StaffRow, to: StaffRow | null) {
  r.bookingUsers = takeUserPlace(r.bookingUsers, p, to);
  return { field: `会议室「${r.name}」可预订人员`, before: p.name, after: to?.name ?? '' };
}

/** 会议室预订范围: the rooms that name the person among their bookers. */
const meetingRoomBooker: ReferencePlace = {
  kind: 'meetingRoomBooker',
  label: '会议室预订范围',
  unit: '个',
  handover: 'optional',
  released: '直接移除',
  holdings: (c, p) => booking(c.e, p).map((r) => ({ id: r.meetingRoomId, name: r.name, detail: r.buildingName })),
  ...leaverSwaps(booking, (r) => r.meetingRoomId, swap),
  departmentUses: (c, departId) =>
    roomsOf(c.e)
      .filter((r) => r.bookingDepartIds.includes(departId))
      .map((r) => `会议室「${r.name}」可预订部门`),
  departmentReplaced: (c, from, to) =>
    roomsOf(c.e).flatMap((r) => {
      const next = swapDepartment(r.bookingDepartIds, from, to);
      if (!next) return [];
      r.bookingDepartIds = next;
      return [`会议室「${r.name}」可预订部门`];
    }),
  references: (e) =>
    roomsOf(e).flatMap((r) => [
      ...r.bookingUsers.map((u) => personReference(`会议室「${r.name}」可预订人员`, 'lenovoId', u.lenovoId)),
      ...r.bookingDepartIds.map((id) => departmentReference(`会议室「${r.name}」可预订部门`, id)),
    ]),
};

export const meetingRoomPlaces: readonly ReferencePlace[] = [meetingRoomBooker];
