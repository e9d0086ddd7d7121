import { vi } from 'vitest';
import { send, refusal } from './send';
import { signInAs } from '../sign-in';
import { changeRows } from '@/sandbox/changelog';
import { readXlsx } from '@/sandbox/xlsx';
import { loadPersistedDb, stopPersisting } from '@/sandbox/db';
import { attendanceGroups } from '@/sandbox/attendance-tables';
import { groupMonth } from '@/sandbox/attendance-stats/engine';
import { ANNUAL, buildGroup, freezeClock, MONTH, PERSONAL, STATS } from './attendance-stats-fixture';
import type {
  Anomaly,
  DepartmentMonthSummary,
  Page,
  PersonDay,
  PersonMonth,
  PersonMonthSummary,
  SummaryFigures,
  SummaryPage,
} from '@/features/attendance-stats/api/types';

// 考勤统计 in the sandbox (docs/assumed-contract.md "Attendance statistics"): the figures of a small
// group whose every working day is known, worked out by hand.

const monthly = async (body: object = {}) =>
  (await send(`${STATS}/monthly`, { month: MONTH, page: 1, size: 20, ...body }))
    .data as SummaryPage<PersonMonthSummary>;

const FIGURES_A: Partial<SummaryFigures> = {
  attendanceDays: 3,
  restDays: 27,
  // 08:55–18:05 less lunch 490, 09:12–18:00 less lunch 468
  workMinutes: 958,
  lateCount: 1,
  lateMinutes: 12,
  earlyCount: 0,
  earlyMinutes: 0,
  missingCount: 1,
  absentDays: 1,
  fieldCount: 0,
  leave: [],
  overtimeMinutes: 0,
  correctedCount: 0,
};
const FIGURES_B: Partial<SummaryFigures> = {
  attendanceDays: 3,
  restDays: 27,
  // 09:00–19:00 540, 08:58–17:40 462, 10:55–18:00 365 (each less lunch)
  workMinutes: 1367,
  lateCount: 0,
  lateMinutes: 0,
  earlyCount: 1,
  earlyMinutes: 20,
  missingCount: 0,
  absentDays: 0,
  fieldCount: 1,
  leave: [ANNUAL, PERSONAL],
  overtimeMinutes: 60,
  correctedCount: 0,
};

describe('attendance statistics of a built group', () => {
  beforeEach(() => {
    freezeClock();
    signInAs();
  });
  afterEach(() => vi.useRealTimers());

  it('sums each member’s month as worked out by hand, and the totals are the sum of the rows', async () => {
    const { groupId, a, b } = await buildGroup();
    const page = await monthly({ timeSheetGroupId: groupId });
    expect(page.total).toBe(2);
    expect(page.list.map((r) => [r.lenovoId, r.groupName])).toEqual([
      [a.lenovoId, '统计组'],
      [b.lenovoId, '统计组'],
    ]);
    expect(page.list[0]).toMatchObject(FIGURES_A);
    expect(page.list[1]).toMatchObject(FIGURES_B);
    expect(page.totals).toMatchObject({
      attendanceDays: 6,
      restDays: 54,
      workMinutes: 958 + 1367,
      lateCount: 1,
      lateMinutes: 12,
      earlyCount: 1,
      earlyMinutes: 20,
      missingCount: 1,
      absentDays: 1,
      fieldCount: 1,
      leave: [ANNUAL, PERSONAL],
      overtimeMinutes: 60,
    });
  });

  it('gives each day its status, punches and figures', async () => {
    const { groupId, a, b } = await buildGroup();
    const daily = async (date: string) =>
      (await send(`${STATS}/daily`, { date, page: 1, size: 10, lenovoId: a.lenovoId })).data as Page<PersonDay>;
    expect((await daily('2026-10-12')).list[0]).toMatchObject({
      status: 'exception',
      lateMinutes: 12,
      shiftName: '统计班',
    });
    expect((await daily('2026-10-13')).list[0]).toMatchObject({ status: 'rest', shiftId: '', punches: [] });
    expect((await daily('2026-10-26')).list[0]).toMatchObject({ status: 'exception', absent: true, missingCount: 0 });
    const all = (await send(`${STATS}/daily`, { date: '2026-10-05', timeSheetGroupId: groupId }))
      .data as Page<PersonDay>;
    const ofB = all.list.find((d) => d.lenovoId === b.lenovoId)!;
    expect(ofB).toMatchObject({ status: 'leave', leave: [ANNUAL], workMinutes: 0 });
    const month = (await send(`${STATS}/personMonth`, { lenovoId: b.lenovoId, month: MONTH })).data as PersonMonth;
    expect(month.days).toHaveLength(31);
    expect(month.groupName).toBe('统计组');
    expect(month.days[25]).toMatchObject({ date: '2026-10-26', status: 'normal', lateMinutes: 0, workMinutes: 365 });
    expect(month.days[11]).toMatchObject({ status: 'normal', overtimeMinutes: 60 });
    expect(month.summary).toMatchObject(FIGURES_B);
  });

  it('days after today have no status, the rest of this month its own figures', async () => {
    const { a } = await buildGroup();
    const month = (await send(`${STATS}/personMonth`, { lenovoId: a.lenovoId, month: '2026-11' })).data as PersonMonth;
    expect(month.days.slice(20).every((d) => d.status === 'none' && !d.punches.length)).toBe(true);
    // Mondays before today are working days (generated punches), the other days rest
    expect(month.days[15]).toMatchObject({ date: '2026-11-16', shiftName: '统计班' });
    expect(month.days[16]).toMatchObject({ status: 'rest' });
  });

  it('filters by group, department and person, and pages', async () => {
    const { groupId, a, b } = await buildGroup();
    expect((await monthly({ lenovoId: a.lenovoId })).list.map((r) => r.lenovoId)).toEqual([a.lenovoId]);
    const byDepartment = await monthly({ departmentId: a.departIds[0] });
    expect(byDepartment.list.some((r) => r.lenovoId === a.lenovoId)).toBe(true);
    const second = await monthly({ timeSheetGroupId: groupId, page: 2, size: 1 });
    expect(second).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(second.list.map((r) => r.lenovoId)).toEqual([b.lenovoId]);
    // the totals are the whole filtered set's, not the page's
    expect(second.totals.workMinutes).toBe(958 + 1367);
    const everyone = await monthly({ size: 500 });
    expect(everyone.total).toBeGreaterThan(byDepartment.total);
    const sum = everyone.list.reduce((s, r) => s + r.workMinutes, 0);
    expect(everyone.totals.workMinutes).toBe(sum);
  });

  it('lists the anomalies newest first, by kind when asked', async () => {
    const { groupId, a, b } = await buildGroup();
    const anomalies = async (body: object = {}) =>
      (await send(`${STATS}/anomalies`, { month: MONTH, page: 1, size: 20, timeSheetGroupId: groupId, ...body }))
        .data as Page<Anomaly>;
    const all = await anomalies();
    const onThe19th = [
      ['2026-10-19', a.lenovoId, 'missing', '下班缺卡（第1段）'],
      ['2026-10-19', b.lenovoId, 'early', '早退 20 分钟'],
      ['2026-10-19', b.lenovoId, 'field', '外勤打卡 08:58'],
    ];
    // same date: by name
    if (a.name.localeCompare(b.name, 'zh-Hans-CN') > 0) onThe19th.push(onThe19th.shift()!);
    expect(all.list.map((x) => [x.date, x.lenovoId, x.kind, x.detail])).toEqual([
      ['2026-10-26', a.lenovoId, 'absent', '旷工'],
      ...onThe19th,
      ['2026-10-12', a.lenovoId, 'late', '迟到 12 分钟'],
    ]);
    const late = await anomalies({ kind: 'late' });
    expect(late).toMatchObject({ total: 1, list: [{ minutes: 12 }] });
  });

  it('one row per department with members, the totals the sum of the rows', async () => {
    const { groupId } = await buildGroup();
    const answer = (await send(`${STATS}/departments`, { month: MONTH, timeSheetGroupId: groupId })).data as {
      list: DepartmentMonthSummary[];
      totals: SummaryFigures;
    };
    expect(answer.list.reduce((s, r) => s + r.headcount, 0)).toBe(2);
    expect(answer.list.reduce((s, r) => s + r.workMinutes, 0)).toBe(answer.totals.workMinutes);
    expect(answer.totals).toMatchObject({ workMinutes: 958 + 1367, absentDays: 1, overtimeMinutes: 60 });
  });

  it('补卡 adds the missing punch, and the day, the month, the summaries and the change log show it', async () => {
    const { groupId, a } = await buildGroup();
    const fixed = await send(`${STATS}/correct`, { lenovoId: a.lenovoId, date: '2026-10-19', reason: '忘记打卡' });
    expect(fixed.code).toBe(200);
    expect(fixed.data).toMatchObject({
      status: 'normal',
      missingCount: 0,
      // 08:50–18:00 less lunch
      workMinutes: 490,
      punches: [
        { time: '08:50', kind: 'on', corrected: false },
        { time: '18:00', kind: 'off', corrected: true },
      ],
      correction: { reason: '忘记打卡', operatorName: '张伟' },
    });
    const month = (await send(`${STATS}/personMonth`, { lenovoId: a.lenovoId, month: MONTH })).data as PersonMonth;
    expect(month.days[18].correction?.reason).toBe('忘记打卡');
    const row = (await monthly({ timeSheetGroupId: groupId })).list[0];
    expect(row).toMatchObject({ missingCount: 0, correctedCount: 1, workMinutes: 958 + 490 });
    const absent = await send(`${STATS}/correct`, { lenovoId: a.lenovoId, date: '2026-10-26', reason: '外出办事' });
    expect(absent.data).toMatchObject({ status: 'normal', absent: false, workMinutes: 480 });
    expect(changeRows()[0]).toMatchObject({
      operationType: '考勤管理',
      keyword: `为 ${a.name} 补卡 2026-10-26（外出办事）`,
    });
    expect(changeRows()[1]).toMatchObject({ keyword: `为 ${a.name} 补卡 2026-10-19（忘记打卡）` });
    expect(await refusal(`${STATS}/correct`, { lenovoId: a.lenovoId, date: '2026-10-19', reason: '再补' })).toEqual({
      code: 500,
      message: '该日已补卡',
    });
  });

  it('refuses 补卡 as the contract says', async () => {
    const { a } = await buildGroup();
    const correct = (body: object) =>
      refusal(`${STATS}/correct`, { lenovoId: a.lenovoId, date: '2026-10-12', reason: '迟到', ...body });
    expect(await correct({ reason: '  ' })).toEqual({ code: 400, message: '请填写补卡原因' });
    expect(await correct({ reason: '因'.repeat(101) })).toEqual({ code: 400, message: '补卡原因不能超过100个字符' });
    expect(await correct({ date: '2026-11-21' })).toEqual({ code: 400, message: '不能为未来的日期补卡' });
    expect(await correct({ date: '2026-10-13' })).toEqual({ code: 500, message: '该成员当天没有排班' });
    expect(await correct({ date: '2026-10-05' })).toEqual({ code: 500, message: '该日考勤正常，无需补卡' });
    expect(await correct({ date: '2026-10-32' })).toEqual({ code: 400, message: '日期格式不正确' });
    expect(await correct({ lenovoId: 'nobody' })).toEqual({ code: 404, message: '成员不存在或已离职' });
    expect(changeRows().some((r) => r.keyword.includes('补卡'))).toBe(false);
  });

  it('refuses a malformed month or date and filters that name nothing', async () => {
    expect(await refusal(`${STATS}/monthly`, { month: '2026-13', page: 1, size: 10 })).toEqual({
      code: 400,
      message: '参数month格式须为YYYY-MM',
    });
    expect(await refusal(`${STATS}/daily`, { date: '2026/10/01', page: 1, size: 10 })).toEqual({
      code: 400,
      message: '日期格式不正确',
    });
    expect(await refusal(`${STATS}/anomalies`, { month: MONTH, timeSheetGroupId: 'tg-none' })).toEqual({
      code: 404,
      message: '考勤组不存在或已被删除',
    });
    expect(await refusal(`${STATS}/departments`, { month: MONTH, departmentId: 'd-none' })).toEqual({
      code: 404,
      message: '部门不存在或已删除',
    });
    expect(await refusal(`${STATS}/personMonth`, { month: MONTH, lenovoId: 'nobody' })).toEqual({
      code: 404,
      message: '成员不存在或已离职',
    });
  });

  it('a change of the arrangement or of a shift changes the figures it affects', async () => {
    const { groupId, shiftId, a } = await buildGroup();
    expect((await monthly({ lenovoId: a.lenovoId })).list[0].lateMinutes).toBe(12);
    // the shift now starts at 09:30: 09:12 is not late
    const shift = (await send('/schedule-server/shifts/getShiftsDetail', { id: shiftId })).data as object;
    await send('/schedule-server/shifts/modify', { ...shift, firstShiftStart: '09:30' });
    expect((await monthly({ lenovoId: a.lenovoId })).list[0]).toMatchObject({ lateMinutes: 0, lateCount: 0 });
    // a Tuesday arranged as a working day is no longer a rest day
    await send('/schedule-server/userKaoqinSetting/modify', {
      timeSheetGroupId: groupId,
      settings: [{ lenovoId: a.lenovoId, shiftSettings: { '2026-10-06': { id: shiftId } } }],
    });
    const row = (await monthly({ lenovoId: a.lenovoId })).list[0];
    expect(row.restDays).toBe(26);
    const day = (await send(`${STATS}/daily`, { date: '2026-10-06', lenovoId: a.lenovoId })).data as Page<PersonDay>;
    expect(day.list[0].shiftName).toBe('统计班');
  });

  it('exports the monthly view with its 合计 row last', async () => {
    const { groupId, a, b } = await buildGroup();
    const res = await fetch(`http://localhost${STATS}/export`, {
      method: 'POST',
      headers: { token: signInAs(), 'content-type': 'application/json' },
      body: JSON.stringify({ view: 'monthly', month: MONTH, timeSheetGroupId: groupId }),
    });
    const rows = await readXlsx(new Blob([await res.arrayBuffer()]));
    expect(rows[0].slice(0, 6)).toEqual(['姓名', '部门', '考勤组', '出勤天数', '休息天数', '工作时长（小时）']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([a.name, b.name, '合计']);
    expect(rows[3][3]).toBe('6');
    // one column per leave type, as 月度汇总 shows it, the hours of that type beneath
    expect(rows[0]).not.toContain('请假');
    for (const leave of [ANNUAL, PERSONAL]) {
      const at = rows[0].indexOf(`${leave.holidayName}（小时）`);
      expect(at).toBeGreaterThan(0);
      expect([rows[1][at], rows[2][at], rows[3][at]]).toEqual(['0', String(leave.hours), String(leave.hours)]);
    }
  });
});

describe('the exports of every view', () => {
  beforeEach(() => {
    freezeClock();
    signInAs();
  });
  afterEach(() => vi.useRealTimers());

  const exported = async (body: object) => {
    const res = await fetch(`http://localhost${STATS}/export`, {
      method: 'POST',
      headers: { token: signInAs(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return readXlsx(new Blob([await res.arrayBuffer()]));
  };

  it('one row per table row, the 合计 row last for the department view', async () => {
    const { groupId, a } = await buildGroup();
    const departments = await exported({ view: 'departments', month: MONTH, timeSheetGroupId: groupId });
    expect(departments[0].slice(0, 3)).toEqual(['部门', '人数', '出勤天数']);
    expect(departments.at(-1)!.slice(0, 3)).toEqual(['合计', '2', '6']);
    // the leave as the month's sheet has it: a column per type, no single 请假 column
    expect(departments[0]).not.toContain('请假');
    for (const leave of [ANNUAL, PERSONAL]) expect(departments[0]).toContain(`${leave.holidayName}（小时）`);
    const anomalies = await exported({ view: 'anomalies', month: MONTH, timeSheetGroupId: groupId, kind: 'late' });
    expect(anomalies).toEqual([
      ['日期', '姓名', '部门', '异常类型', '说明'],
      ['2026-10-12', a.name, expect.any(String), '迟到', '迟到 12 分钟'],
    ]);
    const daily = await exported({ view: 'daily', date: '2026-10-19', lenovoId: a.lenovoId });
    expect(daily[0]).toEqual([
      '姓名',
      '部门',
      '班次',
      '打卡记录',
      '结果',
      '工作时长（小时）',
      '迟到（分钟）',
      '早退（分钟）',
      '缺卡次数',
      '请假',
    ]);
    expect(daily[1].slice(2, 5)).toEqual(['统计班', '08:50', '异常']);
    const month = await exported({ view: 'personMonth', lenovoId: a.lenovoId, month: MONTH });
    expect(month).toHaveLength(1 + 31);
    expect(await refusal(`${STATS}/export`, { view: 'weekly', month: MONTH })).toEqual({
      code: 400,
      message: '参数view不正确',
    });
  });
});

describe('what a built month is kept until', () => {
  beforeEach(() => {
    freezeClock();
    signInAs();
  });
  afterEach(() => {
    vi.useRealTimers();
    stopPersisting();
  });

  it('a member taken out of the group leaves its month; a write to another group keeps it built', async () => {
    const { groupId, a, b } = await buildGroup();
    const built = groupMonth(
      attendanceGroups().find((g) => g.id === groupId)!,
      MONTH,
    );
    const other = attendanceGroups().find((g) => g.id !== groupId)!;
    const body = (id: string, patch: object) => ({
      ...(attendanceGroups().find((g) => g.id === id) as object),
      ...patch,
    });
    await send('/schedule-server/timeSheetGroup/modify', body(other.id, { name: '改名的组' }));
    expect(
      groupMonth(
        attendanceGroups().find((g) => g.id === groupId)!,
        MONTH,
      ),
    ).toBe(built);
    await send('/schedule-server/timeSheetGroup/modify', body(groupId, { memberIds: [a.lenovoId] }));
    const page = await monthly({ timeSheetGroupId: groupId });
    expect(page.list.map((r) => r.lenovoId)).toEqual([a.lenovoId]);
    expect(page.list.some((r) => r.lenovoId === b.lenovoId)).toBe(false);
  });

  it('a 补卡 survives a reload of the saved sandbox', async () => {
    loadPersistedDb();
    const token = signInAs();
    const { a } = await buildGroup();
    await send(`${STATS}/correct`, { lenovoId: a.lenovoId, date: '2026-10-12', reason: '路上堵车' }, { token });
    loadPersistedDb(); // the reload
    const month = (await send(`${STATS}/personMonth`, { lenovoId: a.lenovoId, month: MONTH }, { token }))
      .data as PersonMonth;
    expect(month.days[11].correction?.reason).toBe('路上堵车');
  });
});

describe('a view of a group with fewer members', () => {
  beforeEach(() => {
    freezeClock();
    signInAs();
  });
  afterEach(() => vi.useRealTimers());

  it('gets a month of its own, and the whole group keeps its own', async () => {
    const { groupId, a, b } = await buildGroup();
    const row = attendanceGroups().find((g) => g.id === groupId)!;
    expect(groupMonth(row, MONTH).map((m) => m.lenovoId)).toEqual([a.lenovoId, b.lenovoId]);
    // as a scoped administrator's read sees the group (docs/assumed-contract.md "Scoped administrators")
    const seen = { ...row, memberIds: [b.lenovoId] };
    expect(groupMonth(seen, MONTH).map((m) => m.lenovoId)).toEqual([b.lenovoId]);
    expect(groupMonth(row, MONTH).map((m) => m.lenovoId)).toEqual([a.lenovoId, b.lenovoId]);
  });
});
