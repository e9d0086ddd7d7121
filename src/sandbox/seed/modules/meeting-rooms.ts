import { table, type Db } from '../../db';
import { createRandom } from '../../random';
import type { StaffRow } from '../../org-tables';
import type { MeetingRoomFields, RoomHistory, VideoPoints } from '@/features/meeting-rooms/api/types';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '../core';

// Meeting rooms (admin-modules §3) of each enterprise: 8 in 2 buildings for the main one; the
// video-meeting points and a quarter of finished video meetings (§7 "Usage pages").

export interface MeetingRoomRow extends MeetingRoomFields {
  meetingRoomId: string;
  enterpriseNumber: string;
  createTime: string;
  updateTime: string;
}

export interface VideoHistoryRow extends RoomHistory {
  enterpriseNumber: string;
}

export interface VideoPointsRow extends VideoPoints {
  enterpriseNumber: string;
}

export const meetingRoomRows = () => table<MeetingRoomRow>('meetingRooms');
export const videoHistoryRows = () => table<VideoHistoryRow>('videoHistory');
export const videoPointsRows = () => table<VideoPointsRow>('videoPoints');

const policy = {
  bookingRange: 'all',
  bookingDepartIds: [],
  bookingUsers: [],
  bookableStart: '08:00',
  bookableEnd: '22:00',
  maxDuration: 120,
  advanceDays: 30,
} as const;

type Spec = [
  name: string,
  roomNumber: string,
  building: string,
  layer: number,
  capacity: number,
  equipment: string[],
  extra?: Partial<MeetingRoomFields>,
];

const ROOMS: Spec[] = [
  [
    '长江厅',
    'A-301',
    'A座',
    3,
    20,
    ['智能设备', '视频', '投影仪', '电话'],
    { selectedDevice: { deviceName: '会议平板', deviceNumber: 'SD-A301' } },
  ],
  ['黄河厅', 'A-302', 'A座', 3, 12, ['电视', '电话']],
  [
    '泰山厅',
    'A-501',
    'A座',
    5,
    40,
    ['智能设备', '视频', '投影仪', '电话', '白板'],
    { approval: true, selectedDevice: { deviceName: '视频会议终端', deviceNumber: 'SD-A501' }, maxDuration: 240 },
  ],
  ['华山室', 'A-502', 'A座', 5, 6, ['电视']],
  [
    '董事会议室',
    'A-801',
    'A座',
    8,
    16,
    ['智能设备', '视频', '电视', '电话'],
    {
      approval: true,
      show: false,
      selectedDevice: { deviceName: '会议平板', deviceNumber: 'SD-A801' },
      advanceDays: 7,
    },
  ],
  ['创新空间', 'B-201', 'B座', 2, 30, ['投影仪', '白板']],
  ['洽谈室一', 'B-101', 'B座', 1, 4, ['电话'], { bookableStart: '09:00', bookableEnd: '18:00', maxDuration: 60 }],
  ['培训教室', 'B-301', 'B座', 3, 60, ['投影仪', '视频', '电话'], { maxDuration: 480 }],
];

const SUBJECTS = [
  '周例会',
  '项目评审',
  '客户视频沟通',
  '季度复盘',
  '远程面试',
  '技术分享',
  '跨区域协调会',
  '供应商洽谈',
];

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function rooms(e: string, specs: Spec[]): MeetingRoomRow[] {
  return specs.map(([name, roomNumber, buildingName, layer, capacity, accessoryEquipment, extra = {}], i) => ({
    meetingRoomId: `mr-${e}-${i + 1}`,
    enterpriseNumber: e,
    name,
    roomNumber,
    buildingName,
    layer,
    capacity,
    approval: false,
    show: true,
    accessoryEquipment,
    selectedDevice: null,
    ...policy,
    bookingDepartIds: [],
    bookingUsers: [],
    ...extra,
    createTime: `2026-0${1 + (i % 6)}-1${i} 10:00:00`,
    updateTime: `2026-0${1 + (i % 6)}-1${i} 10:00:00`,
  }));
}

/** 90 days of finished video meetings ending yesterday, newest first. */
function history(e: string, people: StaffRow[], roomNumbers: string[]): VideoHistoryRow[] {
  const r = createRandom(e === MAIN_ENTERPRISE ? 7201 : 7202);
  const out: VideoHistoryRow[] = [];
  const today = new Date();
  for (let back = 1; back <= 90; back++) {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
    if (d.getDay() === 0 || d.getDay() === 6) continue;
    for (let k = r.int(0, 2); k > 0; k--) {
      const hour = r.int(9, 17);
      const duration = r.pick([30, 45, 60, 60, 90, 120]);
      const participants = r.int(2, 16);
      const end = new Date(d.getFullYear(), d.getMonth(), d.getDate(), hour, duration);
      out.push({
        id: `vh-${e}-${back}-${k}`,
        enterpriseNumber: e,
        subject: r.pick(SUBJECTS),
        roomNumber: r.pick(roomNumbers),
        hostName: people.length ? r.pick(people).name : '管理员',
        startTime: `${day(d)} ${pad(hour)}:00:00`,
        endTime: `${day(end)} ${pad(end.getHours())}:${pad(end.getMinutes())}:00`,
        duration,
        participants,
        points: Math.ceil(duration / 30) * participants,
      });
    }
  }
  return out;
}

export default function seedMeetingRooms(db: Db) {
  const people = ((db.tables.staff ?? []) as StaffRow[]).filter((p) => p.status === '');
  const main = rooms(MAIN_ENTERPRISE, ROOMS);
  const second = rooms(SECOND_ENTERPRISE, ROOMS.slice(0, 2));
  db.tables.meetingRooms = [...main, ...second];
  const mainHistory = history(
    MAIN_ENTERPRISE,
    people.filter((p) => p.enterpriseNumber === MAIN_ENTERPRISE),
    main.map((m) => m.roomNumber),
  );
  const secondHistory = history(
    SECOND_ENTERPRISE,
    people.filter((p) => p.enterpriseNumber === SECOND_ENTERPRISE),
    second.map((m) => m.roomNumber),
  );
  db.tables.videoHistory = [...mainHistory, ...secondHistory];
  const used = (rows: VideoHistoryRow[]) => rows.reduce((s, h) => s + h.points, 0);
  db.tables.videoPoints = [
    {
      enterpriseNumber: MAIN_ENTERPRISE,
      totalPoints: 20000,
      usedPoints: used(mainHistory),
      availablePoints: 20000 - used(mainHistory),
      expireTime: `${today().getFullYear() + 1}-12-31`,
    },
    {
      enterpriseNumber: SECOND_ENTERPRISE,
      totalPoints: 5000,
      usedPoints: used(secondHistory),
      availablePoints: 5000 - used(secondHistory),
      expireTime: '',
    },
  ] satisfies VideoPointsRow[];
}

const today = () => new Date();
