import { HttpResponse } from 'msw';
import { route, type AuthedInput } from '../route';
import { paginate, Reject } from '../respond';
import { newId } from '../random';
import { departmentsOf, enterpriseNumberOf, note, nowStamp, staffOf } from '../org-tables';
import { listNames } from '../changelog';
import { xlsxResponse } from '../xlsx';
import { dateArg, DAY, paging, range, text } from '../validate/input';
import { meetingRoomFields, type BookingDirectory } from '../validate/meeting-room';
import { keepLiving } from '../lifecycle/keep-living';
import { refLookup } from '../lifecycle/ref-lookup';
import { hiddenCountOf } from '../scope/lens';
import { seenBy } from '../scope/unseen';
import { meetingRoomRows, videoHistoryRows, videoPointsRows, type MeetingRoomRow } from '../seed/modules/meeting-rooms';

// Meeting rooms (admin-modules §7 "Meeting rooms") and the video-meeting usage calls (§7 "Usage
// pages"), all on the meeting-room service (docs/assumed-contract.md).
const M = '/meeting-room-server';
/** admin-modules §8: the points call answers with this code, and it means success. */
const POINTS_OK_CODE = 'ENTERPRISE_0072';

/** The session's enterprise; an enterpriseNumber in the body must name it. */
function enterpriseOf(input: AuthedInput, needed = false) {
  const e = enterpriseNumberOf(input);
  const given = input.body.enterpriseNumber;
  if (needed && (given === undefined || given === null || given === ''))
    throw new Reject(400, '参数enterpriseNumber不能为空');
  if (given !== undefined && given !== null && given !== '' && String(given) !== e)
    throw new Reject(403, '企业编号与当前企业不一致');
  return e;
}

function directory(e: string): BookingDirectory {
  const departs = new Map(departmentsOf(e).map((d) => [d.id, d.departName]));
  const people = new Map(
    staffOf(e)
      .filter((p) => p.status !== 'departure')
      .map((p) => [p.lenovoId, p.name]),
  );
  return { departs, people, keepLiving: (refs) => keepLiving(e, refs) };
}

/** A room as answered: its booking departments named (a deleted one by its last name, never by id);
 *  to a scoped administrator, how many bookers her read left out (assumed contract "Partial writes"). */
function view(r: MeetingRoomRow, lookup = refLookup(r.enterpriseNumber)) {
  const { enterpriseNumber: _e, ...room } = r;
  const departs = hiddenCountOf(r, 'bookingDepartIds');
  const users = hiddenCountOf(r, 'bookingUsers');
  return {
    ...room,
    bookingDepartNames: r.bookingDepartIds.map((id) => lookup.department(id)?.name ?? ''),
    ...(departs ? { hiddenBookingDepartCount: departs } : {}),
    ...(users ? { hiddenBookingUserCount: users } : {}),
  };
}

function find(e: string, id: unknown) {
  if (id === undefined || id === null || id === '') throw new Reject(400, '参数meetingRoomId不能为空');
  const room = meetingRoomRows().find((r) => r.enterpriseNumber === e && r.meetingRoomId === String(id));
  if (!room) throw new Reject(404, '会议室不存在');
  return room;
}

/** A room's name is unique within its building. */
function refuseDuplicate(e: string, name: string, buildingName: string, self?: MeetingRoomRow) {
  if (
    meetingRoomRows().some(
      (r) => r !== self && r.enterpriseNumber === e && r.buildingName === buildingName && r.name === name,
    )
  ) {
    throw new Reject(500, `${buildingName}已有名为${name}的会议室`);
  }
}

const byPlace = (a: MeetingRoomRow, b: MeetingRoomRow) =>
  a.buildingName.localeCompare(b.buildingName, 'zh') ||
  a.layer - b.layer ||
  a.roomNumber.localeCompare(b.roomNumber) ||
  a.name.localeCompare(b.name, 'zh');

/** "新增会议室 长江厅（A座 3层，可预订：财务部、王芳）": the room, and the people it names; a room
 *  renamed by the save is named by its former name too ("编辑会议室 长江厅 → 黄河厅（…）"), so a search
 *  by the name an administrator opened it under finds the change. */
function roomNote(action: string, saved: unknown, formerName?: string) {
  // the save answered the room's view; the note reads the row as stored (just its name if it is gone)
  const { meetingRoomId, name } = saved as { meetingRoomId: string; name: string };
  const room = meetingRoomRows().find((x) => x.meetingRoomId === meetingRoomId);
  if (!room) return note('f13', `${action} ${name}`, { objects: [name] });
  const v = view(room);
  const who =
    room.bookingRange === 'all'
      ? '所有人'
      : listNames([...v.bookingDepartNames, ...room.bookingUsers.map((u) => u.name)], '项');
  const renamed = formerName && formerName !== room.name ? formerName : null;
  const names = renamed ? `${renamed} → ${room.name}` : room.name;
  return note('f13', `${action} ${names}（${room.buildingName} ${room.layer}层，可预订：${who}）`, {
    people: room.bookingUsers.map((u) => u.name),
    objects: [...(renamed ? [renamed] : []), room.name, room.buildingName, ...v.bookingDepartNames],
  });
}

/** A room's name before the update being answered, by request body (for the change log). */
const formerName = new WeakMap<object, string>();

function historyFilter(input: AuthedInput) {
  const e = enterpriseOf(input);
  const startTime = dateArg(input.body, 'startTime', DAY);
  const endTime = dateArg(input.body, 'endTime', DAY);
  range(startTime, endTime);
  return videoHistoryRows()
    .filter(
      (h) =>
        h.enterpriseNumber === e &&
        (!startTime || h.startTime.slice(0, 10) >= startTime) &&
        (!endTime || h.startTime.slice(0, 10) <= endTime),
    )
    .sort((a, b) => b.startTime.localeCompare(a.startTime));
}

const historyColumns = [
  { header: '会议主题', key: 'subject', width: 20 },
  { header: '会议室', key: 'roomNumber' },
  { header: '主持人', key: 'hostName' },
  { header: '开始时间', key: 'startTime', width: 20 },
  { header: '结束时间', key: 'endTime', width: 20 },
  { header: '时长（分钟）', key: 'duration' },
  { header: '参会人数', key: 'participants' },
  { header: '消耗点数', key: 'points' },
];

const meetingRoomHandlers = [
  route(
    'post',
    M,
    '/selectMeetingRoom',
    (input) => {
      const e = enterpriseOf(input, true);
      const name = text(input.body, 'name', { label: '会议室名称', max: 30 });
      const buildingName = text(input.body, 'buildingName', { label: '所在楼宇', max: 30 });
      const mine = meetingRoomRows().filter((r) => r.enterpriseNumber === e);
      const rows = mine
        .filter(
          (r) =>
            (!buildingName || r.buildingName === buildingName) &&
            (!name || r.name.includes(name) || r.roomNumber.includes(name)),
        )
        .sort(byPlace);
      // pageNumber and pageSzie (spelled so, admin-modules §7); page 1, size 10 when absent (§9)
      const out = paginate(rows, input.body.pageNumber, input.body.pageSzie, 10, ['pageNumber', 'pageSzie']);
      const lookup = refLookup(e);
      return {
        ...out,
        list: out.list.map((r) => view(r, lookup)),
        buildings: [...new Set(mine.map((r) => r.buildingName))].sort((a, b) => a.localeCompare(b, 'zh')),
      };
    },
    { read: true },
  ),

  route(
    'post',
    M,
    '/saveMeetingRoom',
    (input) => {
      const e = enterpriseOf(input);
      const fields = meetingRoomFields(input.body, directory(e));
      refuseDuplicate(e, fields.name, fields.buildingName);
      const stamp = nowStamp();
      const row: MeetingRoomRow = {
        meetingRoomId: newId('mr-'),
        enterpriseNumber: e,
        ...fields,
        createTime: stamp,
        updateTime: stamp,
      };
      meetingRoomRows().push(row);
      return view(row);
    },
    { log: (_i, r) => roomNote('新增会议室', r) },
  ),

  route(
    'post',
    M,
    '/updateMeetingRoom',
    (input) => {
      const e = enterpriseOf(input);
      const room = find(e, input.body.meetingRoomId);
      const seen = seenBy(e, input.account.lenovoId);
      const keepsUnseen =
        room.bookingRange === 'specified' &&
        (room.bookingDepartIds.some((id) => !seen(id)) || room.bookingUsers.some((u) => !seen(u.lenovoId)));
      const fields = meetingRoomFields(input.body, { ...directory(e), keepsUnseen });
      refuseDuplicate(e, fields.name, fields.buildingName, room);
      formerName.set(input.body, room.name);
      Object.assign(room, fields, { updateTime: nowStamp() });
      return view(room);
    },
    { log: (i, r) => roomNote('编辑会议室', r, formerName.get(i.body)) },
  ),

  route(
    'post',
    M,
    '/delMeetingRoom',
    (input) => {
      const e = enterpriseOf(input);
      const room = find(e, input.body.meetingRoomId);
      meetingRoomRows().splice(meetingRoomRows().indexOf(room), 1);
      return { name: room.name, buildingName: room.buildingName };
    },
    {
      log: (_i, r) => {
        const { name, buildingName } = r as { name: string; buildingName: string };
        return note('f13', `删除会议室 ${name}（${buildingName}）`, { objects: [name, buildingName] });
      },
    },
  ),

  // §8: answered with ENTERPRISE_0072 and the points, which the client takes as success; an
  // enterprise without points gets the same code with `data: null`, as the service answers it
  route('get', M, '/schedulehst/getAvailablePoints', (input) => {
    const e = enterpriseNumberOf(input);
    const row = videoPointsRows().find((p) => p.enterpriseNumber === e);
    const points = row ? (({ enterpriseNumber: _e, ...rest }) => rest)(row) : null;
    return HttpResponse.json({ code: POINTS_OK_CODE, success: true, message: '查询成功', data: points });
  }),

  route(
    'post',
    M,
    '/getRoomHistoryList',
    (input) => {
      paging(input.body);
      const { page, size } = input.body;
      const out = paginate(historyFilter(input), page, size);
      return { ...out, list: out.list.map(({ enterpriseNumber: _e, ...h }) => h) };
    },
    { read: true },
  ),

  route(
    'post',
    M,
    '/schedulehst/exportExcel',
    async (input) => {
      const rows = historyFilter(input);
      return xlsxResponse('视频会议记录.xlsx', historyColumns, rows);
    },
    { read: true },
  ),
];

export default meetingRoomHandlers;
