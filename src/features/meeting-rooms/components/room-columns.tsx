import { Space, Tag, Tooltip } from 'antd';
import type { MeetingRoom } from '../api/types';
import { SMART_DEVICE } from '../constants';
import { durationLabel } from '../lib/room-form';

// How a room reads in the list: place, equipment, booking policy.

export const placeOf = (r: MeetingRoom) => `${r.buildingName} ${r.layer < 0 ? `B${-r.layer}` : r.layer}层`;

export function EquipmentTags({ room }: { room: MeetingRoom }) {
  if (!room.accessoryEquipment.length) return <>—</>;
  return (
    <Space wrap size={[0, 4]}>
      {room.accessoryEquipment.map((d) =>
        d === SMART_DEVICE && room.selectedDevice ? (
          <Tooltip key={d} title={`${room.selectedDevice.deviceName}（${room.selectedDevice.deviceNumber}）`}><Tag color="blue">{d}</Tag></Tooltip>
        ) : <Tag key={d}>{d}</Tag>,
      )}
    </Space>
  );
}

export function bookersLabel(r: MeetingRoom) {
  if (r.bookingRange === 'all') return '所有人';
  const names = [...r.bookingDepartNames, ...r.bookingUsers.map((u) => u.name)];
  return names.length > 3 ? `${names.slice(0, 3).join('、')}等${names.length}项` : names.join('、');
}

export const policyLabel = (r: MeetingRoom) => `${r.bookableStart}–${r.bookableEnd}，单次最长${durationLabel(r.maxDuration)}，提前${r.advanceDays}天`;
