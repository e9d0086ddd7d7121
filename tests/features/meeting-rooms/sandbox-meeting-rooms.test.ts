import { ADMIN, signInAs } from '../../sign-in';
import { expectNoToast } from '../../toasts';
import { mountToastHost } from '../../toast-host';
import { call } from '../../sandbox/call';
import { changeRows } from '@/sandbox/changelog';
import { departments, departmentsOf, staff, staffOf } from '@/sandbox/org-tables';
import { invalidateDirectory } from '@/sandbox/directory-views';
import { deletedDepartments, deletedStaff } from '@/sandbox/lifecycle/tombstones';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { meetingRoomRows, videoHistoryRows } from '@/sandbox/seed/modules/meeting-rooms';
import { readXlsx } from '@/sandbox/xlsx';
import {
  delMeetingRoom,
  getAvailablePoints,
  getRoomHistoryList,
  saveMeetingRoom,
  selectMeetingRooms,
  updateMeetingRoom,
} from '@/features/meeting-rooms/api/meeting-rooms-api';
import type { MeetingRoomFields } from '@/features/meeting-rooms/api/types';
import type { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const E = MAIN_ENTERPRISE;
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );
const token = () => useSession.getState().token ?? '';
const mine = () => meetingRoomRows().filter((r) => r.enterpriseNumber === E);
const page = (patch: Partial<{ page: number; size: number; name: string; buildingName: string }> = {}) =>
  selectMeetingRooms({ page: 1, size: 10, name: '', buildingName: '', ...patch });

const room = (patch: Partial<MeetingRoomFields> = {}): MeetingRoomFields => ({
  name: '星辰厅',
  roomNumber: 'B-401',
  buildingName: 'B座',
  layer: 4,
  capacity: 10,
  approval: false,
  show: true,
  accessoryEquipment: ['电话', '白板'],
  selectedDevice: null,
  bookingRange: 'all',
  bookingDepartIds: [],
  bookingUsers: [],
  bookableStart: '09:00',
  bookableEnd: '18:00',
  maxDuration: 60,
  advanceDays: 14,
  ...patch,
});

// toasts go through antd's in-app holder (src/lib/feedback/feedback-api.ts)
beforeEach(mountToastHost);

describe('meeting rooms in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('seeds 8 rooms in 2 buildings and pages them on the server by pageNumber and pageSzie, 10 by default', async () => {
    expect(mine()).toHaveLength(8);
    const first = await page({ size: 5 });
    expect(first).toMatchObject({ total: 8, page: 1, size: 5, buildings: ['A座', 'B座'] });
    expect(first.list).toHaveLength(5);
    expect((await page({ page: 2, size: 5 })).list).toHaveLength(3);
    const raw = await call(token(), 'POST', '/meeting-room-server/selectMeetingRoom', { enterpriseNumber: E });
    expect(raw.body.data).toMatchObject({ page: 1, size: 10, total: 8 });
    const wrong = await call(token(), 'POST', '/meeting-room-server/selectMeetingRoom', {
      enterpriseNumber: E,
      pageNumber: 0,
      pageSzie: 10,
    });
    expect(wrong.body).toMatchObject({ code: 400, message: '参数pageNumber不正确' });
  });

  it('filters by building and by part of the name or number, and refuses a list without or with another enterprise', async () => {
    expect((await page({ buildingName: 'B座' })).list.map((r) => r.name)).toEqual(['洽谈室一', '创新空间', '培训教室']);
    expect((await page({ name: '厅' })).list.map((r) => r.name)).toEqual(['长江厅', '黄河厅', '泰山厅']);
    expect((await page({ name: 'B-30' })).list.map((r) => r.name)).toEqual(['培训教室']);
    expect(
      (await call(token(), 'POST', '/meeting-room-server/selectMeetingRoom', { pageNumber: 1, pageSzie: 10 })).body
        .message,
    ).toBe('参数enterpriseNumber不能为空');
    expect(
      (await call(token(), 'POST', '/meeting-room-server/selectMeetingRoom', { enterpriseNumber: SECOND_ENTERPRISE }))
        .body.message,
    ).toBe('企业编号与当前企业不一致');
  });

  it('adds a room with every field and its booking policy, names the chosen people, and notes it in the change log', async () => {
    const depart = departmentsOf(E).find((d) => d.parentDepartId !== '0')!;
    const person = staffOf(E).find((p) => p.status === '' && p.lenovoId !== ADMIN)!;
    const saved = await saveMeetingRoom(
      room({
        accessoryEquipment: ['智能设备', '投影仪', '白板'],
        selectedDevice: { deviceName: '会议平板', deviceNumber: 'SD-B401' },
        approval: true,
        show: false,
        bookingRange: 'specified',
        bookingDepartIds: [depart.id],
        bookingUsers: [{ lenovoId: person.lenovoId, name: 'ignored' }],
      }),
    );
    expect(saved).toMatchObject({
      name: '星辰厅',
      layer: 4,
      capacity: 10,
      approval: true,
      show: false,
      selectedDevice: { deviceName: '会议平板', deviceNumber: 'SD-B401' },
      bookingDepartIds: [depart.id],
      bookingDepartNames: [depart.departName],
      bookingUsers: [{ lenovoId: person.lenovoId, name: person.name }],
      bookableStart: '09:00',
      bookableEnd: '18:00',
      maxDuration: 60,
      advanceDays: 14,
    });
    expect(mine()).toHaveLength(9);
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f13', operationType: '会议室管理' });
    expect(changeRows()[0].keyword).toContain('新增会议室 星辰厅（B座 4层，可预订：');
    expect(changeRows()[0].keyword).toContain(person.name);
  });

  it('keeps no smart device without 智能设备 and forgets the chosen bookers when everyone may book', async () => {
    const saved = await saveMeetingRoom(
      room({ selectedDevice: { deviceName: '平板', deviceNumber: 'X1' }, bookingDepartIds: [departmentsOf(E)[0].id] }),
    );
    expect(saved.selectedDevice).toBeNull();
    expect(saved.bookingDepartIds).toEqual([]);
  });

  it('refuses what a room may not be, with the message', async () => {
    const cases: Array<[Partial<MeetingRoomFields> & Record<string, unknown>, string]> = [
      [{ name: '  ' }, '会议室名称不能为空'],
      [{ name: 'x'.repeat(31) }, '会议室名称不能超过30个字符'],
      [{ buildingName: '' }, '所在楼宇不能为空'],
      [{ layer: null as unknown as number }, '所在楼层不能为空'],
      [{ layer: 2.5 }, '所在楼层须为-10至200的整数'],
      [{ capacity: 0 }, '容纳人数须大于0'],
      [{ capacity: -3 }, '容纳人数须大于0'],
      [{ capacity: '' as unknown as number }, '容纳人数不能为空'],
      [{ approval: 'yes' as unknown as boolean }, '参数approval格式错误'],
      [{ accessoryEquipment: ['电话', '电话'] }, '配套设备名称重复'],
      [{ accessoryEquipment: ['智能设备'], selectedDevice: null }, '请填写智能设备的名称和编号'],
      [
        { accessoryEquipment: ['智能设备'], selectedDevice: { deviceName: '平板', deviceNumber: ' ' } },
        '请填写智能设备的名称和编号',
      ],
      [{ bookingRange: 'specified' }, '请选择可预订的部门或人员'],
      [{ bookingRange: 'nobody' as never }, '参数bookingRange不正确'],
      [{ bookingRange: 'specified', bookingDepartIds: ['no-such'] }, '部分可预订部门不存在'],
      [{ bookingRange: 'specified', bookingUsers: [{ lenovoId: '999', name: 'x' }] }, '部分可预订人员不存在或已离职'],
      [{ bookableStart: '18:00', bookableEnd: '09:00' }, '可预订结束时间须晚于开始时间'],
      [{ bookableStart: '9:00' }, '可预订时段格式不正确'],
      [{ maxDuration: 0 }, '单次预订最长时长须大于0，且不超过可预订时段'],
      [{ maxDuration: 600 }, '单次预订最长时长须大于0，且不超过可预订时段'],
      [{ advanceDays: 0 }, '可提前预订天数为1至365天'],
      [{ advanceDays: 366 }, '可提前预订天数为1至365天'],
    ];
    for (const [patch, message] of cases)
      expect([patch, await rejection(saveMeetingRoom(room(patch)))]).toEqual([patch, message]);
    expect(mine()).toHaveLength(8);
  });

  it('refuses a second room of the same name in the same building, not in another building', async () => {
    expect(await rejection(saveMeetingRoom(room({ name: '长江厅', buildingName: 'A座' })))).toBe(
      'A座已有名为长江厅的会议室',
    );
    await saveMeetingRoom(room({ name: '长江厅', buildingName: 'B座' }));
    const yellow = mine().find((r) => r.name === '黄河厅')!;
    expect(
      await rejection(updateMeetingRoom(yellow.meetingRoomId, room({ name: '泰山厅', buildingName: 'A座' }))),
    ).toBe('A座已有名为泰山厅的会议室');
  });

  it('updates a room by meetingRoomId, deletes it, and refuses an unknown or missing id', async () => {
    const yellow = mine().find((r) => r.name === '黄河厅')!;
    const updated = await updateMeetingRoom(
      yellow.meetingRoomId,
      room({ name: '黄河厅', buildingName: 'A座', capacity: 14 }),
    );
    expect(updated).toMatchObject({ meetingRoomId: yellow.meetingRoomId, capacity: 14, maxDuration: 60 });
    expect(changeRows()[0].keyword).toContain('编辑会议室 黄河厅');
    expect(await rejection(updateMeetingRoom('no-such', room()))).toBe('会议室不存在');
    expect(await rejection(updateMeetingRoom('', room()))).toBe('参数meetingRoomId不能为空');
    await delMeetingRoom(yellow.meetingRoomId);
    expect(mine().map((r) => r.name)).not.toContain('黄河厅');
    expect(changeRows()[0].keyword).toBe('删除会议室 黄河厅（A座）');
    expect(await rejection(delMeetingRoom(yellow.meetingRoomId))).toBe('会议室不存在');
  });

  it('saves a room opened before its booker departed or was deleted and its department deleted: leaves them out and says so (pruned)', async () => {
    const [stay, leave, gone] = staffOf(E).filter((p) => p.status === '' && !p.isCeo && !p.lenovoId.startsWith('1000'));
    const [keptDepart, deletedDepart] = departmentsOf(E).filter((d) => d.parentDepartId !== '0');
    const yellow = mine().find((r) => r.name === '黄河厅')!;
    const fields = room({
      name: '黄河厅',
      buildingName: 'A座',
      bookingRange: 'specified',
      bookingDepartIds: [keptDepart.id, deletedDepart.id],
      bookingUsers: [stay, leave, gone].map((p) => ({ lenovoId: p.lenovoId, name: p.name })),
    });
    await updateMeetingRoom(yellow.meetingRoomId, fields);
    // someone else's changes: a departure through the sandbox, a deletion and a department deletion (tombstones)
    expect(
      (await call(token(), 'POST', '/enterprise-server/admin/users/departure', { ids: [leave.id] })).body.code,
    ).toBe(200);
    staff().splice(staff().indexOf(gone), 1);
    deletedStaff().push({
      id: gone.id,
      enterpriseNumber: E,
      lenovoId: gone.lenovoId,
      name: gone.name,
      deletedAt: '2026-03-01 10:00:00',
    });
    departments().splice(departments().indexOf(deletedDepart), 1);
    deletedDepartments().push({
      id: deletedDepart.id,
      enterpriseNumber: E,
      departName: deletedDepart.departName,
      parentDepartId: deletedDepart.parentDepartId,
      deletedAt: '2026-03-01 10:00:00',
    });
    invalidateDirectory(E);

    // the list still names the deleted department by its name, never by its id
    expect((await page({ name: '黄河厅' })).list[0].bookingDepartNames).toEqual([
      keptDepart.departName,
      deletedDepart.departName,
    ]);
    // the unchanged form saved again
    const raw = await call(token(), 'POST', '/meeting-room-server/updateMeetingRoom', {
      enterpriseNumber: E,
      meetingRoomId: yellow.meetingRoomId,
      ...fields,
    });
    expect(raw.body).toMatchObject({ code: 200, success: true });
    expect((raw.body as { pruned?: unknown }).pruned).toEqual([
      { kind: 'person', id: leave.lenovoId, name: leave.name, state: 'departed' },
      { kind: 'person', id: gone.lenovoId, name: gone.name, state: 'deleted' },
      { kind: 'department', id: deletedDepart.id, name: deletedDepart.departName, state: 'deleted' },
    ]);
    expect(yellow.bookingDepartIds).toEqual([keptDepart.id]);
    expect(yellow.bookingUsers).toEqual([{ lenovoId: stay.lenovoId, name: stay.name }]);
    // an id the enterprise never had is still refused; an answer with nothing left out carries no pruned
    const unknown = await call(token(), 'POST', '/meeting-room-server/updateMeetingRoom', {
      enterpriseNumber: E,
      meetingRoomId: yellow.meetingRoomId,
      ...room({
        name: '黄河厅',
        buildingName: 'A座',
        bookingRange: 'specified',
        bookingUsers: [
          { lenovoId: leave.lenovoId, name: '' },
          { lenovoId: '999', name: 'x' },
        ],
      }),
    });
    expect(unknown.body).toMatchObject({ code: 404, message: '部分可预订人员不存在或已离职' });
    expect(unknown.body).not.toHaveProperty('pruned');
    // everyone sent has gone since: the room is saved for nobody, not refused
    const nobody = await call(token(), 'POST', '/meeting-room-server/updateMeetingRoom', {
      enterpriseNumber: E,
      meetingRoomId: yellow.meetingRoomId,
      ...room({
        name: '黄河厅',
        buildingName: 'A座',
        bookingRange: 'specified',
        bookingDepartIds: [deletedDepart.id],
        bookingUsers: [{ lenovoId: leave.lenovoId, name: leave.name }],
      }),
    });
    expect(nobody.body).toMatchObject({
      code: 200,
      pruned: [
        { id: leave.lenovoId, state: 'departed' },
        { id: deletedDepart.id, state: 'deleted' },
      ],
    });
    expect(yellow).toMatchObject({ bookingRange: 'specified', bookingDepartIds: [], bookingUsers: [] });
    const clean = await call(token(), 'POST', '/meeting-room-server/updateMeetingRoom', {
      enterpriseNumber: E,
      meetingRoomId: yellow.meetingRoomId,
      ...room({ name: '黄河厅', buildingName: 'A座' }),
    });
    expect(clean.body.code).toBe(200);
    expect(clean.body).not.toHaveProperty('pruned');
  });

  it('never shows or changes another enterprise’s rooms', async () => {
    const other = meetingRoomRows().find((r) => r.enterpriseNumber === SECOND_ENTERPRISE)!;
    expect(await rejection(delMeetingRoom(other.meetingRoomId))).toBe('会议室不存在');
    expect((await page()).list.every((r) => r.meetingRoomId.includes(E))).toBe(true);
  });
});

describe('video-meeting usage in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('answers the points with ENTERPRISE_0072, which the client takes as the answer without a toast', async () => {
    const raw = await call(token(), 'GET', '/meeting-room-server/schedulehst/getAvailablePoints');
    expect(raw.body.code).toBe('ENTERPRISE_0072');
    const points = (await getAvailablePoints())!;
    expect(points.availablePoints).toBe(points.totalPoints - points.usedPoints);
    expect(points.usedPoints).toBe(
      videoHistoryRows()
        .filter((h) => h.enterpriseNumber === E)
        .reduce((s, h) => s + h.points, 0),
    );
    await expectNoToast();
  });

  it('pages the history newest first, filters by date range and refuses a bad range', async () => {
    const all = videoHistoryRows().filter((h) => h.enterpriseNumber === E);
    expect(all.length).toBeGreaterThan(30);
    const first = await getRoomHistoryList({ startTime: '', endTime: '', page: 1, size: 10 });
    expect(first.total).toBe(all.length);
    expect(first.list[0].startTime >= first.list[9].startTime).toBe(true);
    const day = all[Math.floor(all.length / 2)].startTime.slice(0, 10);
    const oneDay = await getRoomHistoryList({ startTime: day, endTime: day, page: 1, size: 50 });
    expect(oneDay.total).toBe(all.filter((h) => h.startTime.startsWith(day)).length);
    expect(oneDay.list.every((h) => h.startTime.startsWith(day))).toBe(true);
    expect(
      await rejection(getRoomHistoryList({ startTime: '2026-05-02', endTime: '2026-05-01', page: 1, size: 10 })),
    ).toBe('开始时间不能晚于结束时间');
    expect(await rejection(getRoomHistoryList({ startTime: '2026/05/01', endTime: '', page: 1, size: 10 }))).toBe(
      '参数startTime日期格式不正确',
    );
    expect(await rejection(getRoomHistoryList({ startTime: '', endTime: '', page: 0, size: 10 }))).toBe(
      '参数page不正确',
    );
  });

  it('exports the history of the range as a real .xlsx', async () => {
    const all = videoHistoryRows().filter((h) => h.enterpriseNumber === E);
    const day = all[0].startTime.slice(0, 10);
    const res = await fetch('http://localhost/meeting-room-server/schedulehst/exportExcel', {
      method: 'POST',
      headers: { token: token(), 'content-type': 'application/json' },
      body: JSON.stringify({ startTime: day, endTime: day }),
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const data = await res.arrayBuffer();
    const sheet = await readXlsx({ arrayBuffer: async () => data });
    expect(sheet[0]).toEqual([
      '会议主题',
      '会议室',
      '主持人',
      '开始时间',
      '结束时间',
      '时长（分钟）',
      '参会人数',
      '消耗点数',
    ]);
    expect(sheet.length - 1).toBe(all.filter((h) => h.startTime.startsWith(day)).length);
  });
});
