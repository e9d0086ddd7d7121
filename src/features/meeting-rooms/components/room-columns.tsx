import { Fragment } from 'react';
import { Space, Tag, Tooltip } from 'antd';
import { DepartmentRef } from '@/components/directory/department-ref';
import { PersonRef } from '@/components/directory/person-ref';
import type { MeetingRoom } from '../api/types';
import { NOBODY_MAY_BOOK, SMART_DEVICE } from '../constants';
import { durationLabel } from '../lib/room-form';

// How a room reads in the list: place, equipment, booking policy.

export const placeOf = (r: MeetingRoom) => `${r.buildingName} ${r.layer < 0 ? `B${-r.layer}` : r.layer}层`;

export function EquipmentTags({ room }: { room: MeetingRoom }) {
  if (!room.accessoryEquipment.length) return <>—</>;
  return (
    <Space wrap size={[0, 4]}>
      {room.accessoryEquipment.map((d) =>
        d === SMART_DEVICE && room.selectedDevice ? (
          <Tooltip key={d} title={`${room.selectedDevice.deviceName}（${room.selectedDevice.deviceNumber}）`}>
            <Tag color="blue">{d}</Tag>
          </Tooltip>
        ) : (
          <Tag key={d}>{d}</Tag>
        ),
      )}
    </Space>
  );
}

const SHOWN_BOOKERS = 3;

/** Who may book: 所有人, or the first 3 departments and people by name (with 已离职 / 已删除 for those
 *  gone since the room was saved, docs/product.md Part D §3), then 等N项; 无人可预订 once all have left. */
export function Bookers({ room }: { room: MeetingRoom }) {
  if (room.bookingRange === 'all') return <>所有人</>;
  // those outside a scoped administrator's 管理范围 are counted, not named
  const hidden = (room.hiddenBookingDepartCount ?? 0) + (room.hiddenBookingUserCount ?? 0);
  const outside = hidden ? `另有${hidden}项在管理范围外` : '';
  if (!room.bookingDepartIds.length && !room.bookingUsers.length) return <>{outside || NOBODY_MAY_BOOK}</>;
  const refs = [
    ...room.bookingDepartIds.map((id, i) => (
      <DepartmentRef key={`d:${id}`} id={id} name={room.bookingDepartNames[i] || undefined} />
    )),
    ...room.bookingUsers.map((u) => <PersonRef key={`p:${u.lenovoId}`} lenovoId={u.lenovoId} name={u.name} />),
  ];
  return (
    <>
      {refs.slice(0, SHOWN_BOOKERS).map((ref, i) => (
        <Fragment key={ref.key}>
          {i > 0 && '、'}
          {ref}
        </Fragment>
      ))}
      {refs.length > SHOWN_BOOKERS && `等${refs.length}项`}
      {outside && `（${outside}）`}
    </>
  );
}

export const policyLabel = (r: MeetingRoom) =>
  `${r.bookableStart}–${r.bookableEnd}，单次最长${durationLabel(r.maxDuration)}，提前${r.advanceDays}天`;
