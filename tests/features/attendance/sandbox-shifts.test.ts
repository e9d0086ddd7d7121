import { ADMIN, signInAs, RESTRICTED_ADMIN } from '../../sign-in';
import { changeRows } from '@/sandbox/changelog';
import { shifts } from '@/sandbox/attendance-tables';
import { memberships, menuCatalogue, menuOf } from '@/sandbox/core-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import {
  createShift,
  deleteShift,
  getShiftDetail,
  listShifts,
  modifyShift,
  searchShifts,
} from '@/features/attendance/api/attendance-api';
import type { ShiftFields } from '@/features/attendance/api/types';
import { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );
const shift = (patch: Partial<ShiftFields> = {}): ShiftFields => ({
  name: '早早班',
  twiceOneDay: false,
  firstShiftStart: '06:00',
  firstShiftEnd: '14:00',
  secondShiftStart: '',
  secondShiftEnd: '',
  lunchStart: '10:30',
  lunchEnd: '11:00',
  elasticOption: false,
  elasticHourLate: 0,
  elasticMinuteLate: 0,
  elasticHourLeave: 0,
  elasticMinuteLeave: 0,
  ...patch,
});
const SEEDED = ['标准班', '早班', '晚班', '弹性班', '两头班', '值班'];

describe('shifts in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('seeds 6 shifts, one with two periods and one elastic', async () => {
    const all = await listShifts({ page: 1, size: 10 });
    expect(all.total).toBe(6);
    expect(all.list.map((s) => s.name)).toEqual(SEEDED);
    expect(all.list.find((s) => s.name === '两头班')).toMatchObject({
      twiceOneDay: true,
      firstShiftEnd: '11:30',
      secondShiftStart: '14:30',
      secondShiftEnd: '19:00',
    });
    expect(all.list.find((s) => s.name === '弹性班')).toMatchObject({
      elasticOption: true,
      elasticHourLate: 1,
      elasticHourLeave: 1,
    });
  });

  it('pages on the server with a default size of 10 and searches by name', async () => {
    for (let i = 1; i <= 6; i++) await createShift(shift({ name: `轮值${i}班` }));
    // no size: the default (a size of 0 is refused, tests/sandbox/input-values.test.ts)
    const first = await listShifts({ page: 1 } as Parameters<typeof listShifts>[0]);
    expect(first).toMatchObject({ total: 12, page: 1, size: 10 });
    expect(first.list).toHaveLength(10);
    expect((await listShifts({ page: 2, size: 10 })).list.map((s) => s.name)).toEqual(['轮值5班', '轮值6班']);
    const found = await searchShifts({ name: '轮值', page: 1, size: 4 });
    expect(found).toMatchObject({ total: 6, size: 4 });
    expect(found.list.map((s) => s.name)).toEqual(['轮值1班', '轮值2班', '轮值3班', '轮值4班']);
    expect((await searchShifts({ name: '晚', page: 1, size: 10 })).list.map((s) => s.name)).toEqual(['晚班']);
  });

  it('creates, reads and modifies a shift with every field, and logs each write by name', async () => {
    const created = await createShift(
      shift({
        name: '两段班',
        twiceOneDay: true,
        firstShiftEnd: '11:00',
        secondShiftStart: '13:00',
        secondShiftEnd: '17:00',
        lunchStart: '',
        lunchEnd: '',
      }),
    );
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f11',
      operationType: '考勤管理',
      keyword: '新增班次 两段班',
      name: '张伟',
    });
    expect(await getShiftDetail(created.id)).toMatchObject({
      name: '两段班',
      twiceOneDay: true,
      secondShiftStart: '13:00',
      secondShiftEnd: '17:00',
    });
    const modified = await modifyShift({
      ...created,
      name: '弹性两段班',
      elasticOption: true,
      elasticMinuteLate: 30,
      elasticMinuteLeave: 30,
    });
    expect(modified).toMatchObject({ id: created.id, name: '弹性两段班', elasticOption: true, elasticMinuteLate: 30 });
    expect(changeRows()[0].keyword).toBe('编辑班次 两段班 → 弹性两段班');
    // a single-period shift drops second-period times; elastic off stores no allowances
    const single = await modifyShift({ ...modified, twiceOneDay: false, elasticOption: false });
    expect(single).toMatchObject({
      secondShiftStart: '',
      secondShiftEnd: '',
      elasticMinuteLate: 0,
      elasticMinuteLeave: 0,
    });
  });

  it('refuses a missing or duplicate name, with the spec message asking for the shift name', async () => {
    expect(await rejection(createShift(shift({ name: '  ' })))).toBe('请输入班次名称');
    expect(await rejection(createShift(shift({ name: '班'.repeat(21) })))).toBe('班次名称不能超过20个字符');
    expect(await rejection(createShift(shift({ name: '早班' })))).toBe('班次名称 早班 已存在');
  });

  it('refuses times that are not HH:mm or run backwards', async () => {
    expect(await rejection(createShift(shift({ firstShiftStart: '9:00' })))).toBe('请选择上下班时间');
    expect(await rejection(createShift(shift({ firstShiftEnd: '24:00' })))).toBe('请选择上下班时间');
    expect(await rejection(createShift(shift({ firstShiftStart: '14:00', firstShiftEnd: '06:00' })))).toBe(
      '下班时间须晚于上班时间',
    );
    expect(await rejection(createShift(shift({ firstShiftStart: '14:00', firstShiftEnd: '14:00' })))).toBe(
      '下班时间须晚于上班时间',
    );
  });

  it('refuses two periods that overlap or come in the wrong order', async () => {
    const twice = (a: string, b: string, c: string, d: string) =>
      shift({
        twiceOneDay: true,
        firstShiftStart: a,
        firstShiftEnd: b,
        secondShiftStart: c,
        secondShiftEnd: d,
        lunchStart: '',
        lunchEnd: '',
      });
    expect(await rejection(createShift(twice('08:00', '12:00', '11:00', '17:00')))).toBe('两个上班时间段不能重叠');
    expect(await rejection(createShift(twice('13:00', '17:00', '08:00', '12:00')))).toBe(
      '第二段上班时间须晚于第一段下班时间',
    );
    expect(await rejection(createShift(twice('08:00', '12:00', '13:00', '')))).toBe('请选择第二段上下班时间');
    expect(await rejection(createShift(twice('08:00', '12:00', '17:00', '13:00')))).toBe('下班时间须晚于上班时间');
    expect((await createShift({ ...twice('08:00', '12:00', '12:00', '16:00'), name: '接续班' })).secondShiftStart).toBe(
      '12:00',
    );
  });

  it('refuses a lunch break outside the work period or incomplete', async () => {
    expect(await rejection(createShift(shift({ lunchStart: '13:30', lunchEnd: '14:30' })))).toBe(
      '午休时间须在上班时间段内',
    );
    expect(await rejection(createShift(shift({ lunchStart: '11:00', lunchEnd: '' })))).toBe(
      '请同时选择午休开始和结束时间',
    );
    expect(await rejection(createShift(shift({ lunchStart: '11:00', lunchEnd: '10:30' })))).toBe(
      '午休结束时间须晚于开始时间',
    );
    const twice = shift({
      twiceOneDay: true,
      firstShiftEnd: '10:00',
      secondShiftStart: '12:00',
      secondShiftEnd: '16:00',
      lunchStart: '10:30',
      lunchEnd: '11:30',
    });
    expect(await rejection(createShift(twice))).toBe('午休时间须在上班时间段内');
  });

  it('refuses elastic allowances out of range or all zero', async () => {
    expect(await rejection(createShift(shift({ elasticOption: true })))).toBe(
      '开启弹性打卡时请设置允许迟到或晚走的时长',
    );
    expect(await rejection(createShift(shift({ elasticOption: true, elasticHourLate: 5 })))).toBe(
      '弹性时间须为0至4小时、0至59分钟',
    );
    expect(await rejection(createShift(shift({ elasticOption: true, elasticMinuteLeave: 60 })))).toBe(
      '弹性时间须为0至4小时、0至59分钟',
    );
    expect(shifts()).toHaveLength(9);
  });

  it('answers unknown ids clearly and refuses deleting a shift an attendance group uses', async () => {
    expect(await rejection(getShiftDetail('nope'))).toBe('班次不存在或已被删除');
    expect(await rejection(modifyShift({ ...shift(), id: 'nope' }))).toBe('班次不存在或已被删除');
    expect(await rejection(deleteShift('nope'))).toBe('班次不存在或已被删除');
    expect(await rejection(deleteShift(`sh-${MAIN_ENTERPRISE}-1`))).toBe(
      '班次 标准班 正在被考勤组 研发考勤组、职能考勤组 使用，请先从考勤组中移除',
    );
    const mine = await createShift(shift());
    expect(await deleteShift(mine.id)).toEqual({ name: '早早班' });
    expect(changeRows()[0].keyword).toBe('删除班次 早早班');
    expect((await listShifts({ page: 1, size: 10 })).total).toBe(6);
  });

  it('the four time-and-attendance pages are in the seeded menu of 张伟', () => {
    const urls = menuOf(ADMIN, MAIN_ENTERPRISE).map((m) => m.url);
    expect(urls).toEqual(
      expect.arrayContaining(['rank_management', 'attendance_management', 'leave_management', 'vacation_management']),
    );
  });

  it('is closed to an administrator whose menu lacks 班次管理 and 考勤组管理', async () => {
    const mine = memberships().find((m) => m.lenovoId === RESTRICTED_ADMIN && m.enterpriseNumber === MAIN_ENTERPRISE)!;
    const withheld = new Set(
      menuCatalogue()
        .filter((m) => ['rank_management', 'attendance_management'].includes(m.url))
        .map((m) => m.id),
    );
    mine.menuIds = (mine.menuIds as string[]).filter((id) => !withheld.has(id));
    signInAs(RESTRICTED_ADMIN);
    expect(await rejection(listShifts({ page: 1, size: 10 }))).toBe('无权限访问该功能，请联系管理员');
    expect(await rejection(createShift(shift()))).toBe('无权限访问该功能，请联系管理员');
  });
});
