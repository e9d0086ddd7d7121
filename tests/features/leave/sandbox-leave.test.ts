import { ADMIN, signInAs } from '../../sign-in';
import { expectNoToast, expectToasts } from '../../toasts';
import { mountToastHost } from '../../toast-host';
import { changeRows } from '@/sandbox/changelog';
import { failNext } from '@/sandbox/faults';
import { balances, ledger } from '@/sandbox/leave-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import {
  addHoliday,
  addHolidayUser,
  delHoliday,
  delHolidayUser,
  isOverlapError,
  searchHoliday,
  searchHolidayAll,
  searchHolidayLog,
  searchHolidayUser,
  selectHolidayByUser,
  selectHolidayUser,
  updateHoliday,
  updateHolidayUser,
} from '@/features/leave/api/leave-api';
import type { LeaveBalanceInput } from '@/features/leave/api/types';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '@/features/leave/constants';
import { dayToSeconds } from '@/features/leave/lib/balance-time';
import { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );
const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e,
  );
const E = MAIN_ENTERPRISE;
const ANNUAL = `ht-${E}-1`;
const at = (day: string, edge: 'start' | 'end' = 'start') => dayToSeconds(day, edge)!;
const people = () => staffOf(E);

// toasts go through antd's in-app holder (src/lib/feedback/feedback-api.ts)
beforeEach(mountToastHost);

describe('leave types and balances in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  async function newType(name = '调休') {
    return addHoliday(name);
  }
  const balance = (holidayId: string, patch: Partial<LeaveBalanceInput> = {}): LeaveBalanceInput => ({
    lenovoId: ADMIN,
    holidayId,
    lines: 8,
    startTime: at('2027-01-01'),
    endTime: at('2027-06-30', 'end'),
    ...patch,
  });

  it('seeds 5 leave types and balances for every seeded person, each with a ledger entry', async () => {
    expect((await searchHolidayAll()).map((t) => t.name)).toEqual(['年假', '病假', '事假', '婚假', '产假']);
    const mine = balances().filter((b) => b.enterpriseNumber === E);
    for (const p of people()) {
      const held = mine.filter((b) => b.lenovoId === p.lenovoId).map((b) => b.holidayId);
      expect(held).toEqual(expect.arrayContaining([`ht-${E}-1`, `ht-${E}-2`, `ht-${E}-3`]));
    }
    const logged = new Set(ledger().map((l) => l.balanceId));
    expect(mine.every((b) => logged.has(b.id))).toBe(true);
    const sick = mine.find((b) => b.holidayId === `ht-${E}-2`)!;
    expect([sick.startTime, sick.endTime]).toEqual([DEFAULT_START_TIME, DEFAULT_END_TIME]);
  });

  it('adds, searches, renames and refuses leave types', async () => {
    expect(await rejection(addHoliday(' '))).toBe('请输入假期名称');
    expect(await rejection(addHoliday('年假'))).toBe('假期名称 年假 已存在');
    expect(await rejection(addHoliday('假'.repeat(21)))).toBe('假期名称不能超过20个字符');
    const added = await newType();
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f12',
      operationType: '假期管理',
      keyword: '新增假期类型 调休',
    });
    const page = await searchHoliday({ name: '', page: 2, size: 4 });
    expect(page).toMatchObject({ total: 6, page: 2, size: 4 });
    expect(page.list.map((t) => t.name)).toEqual(['产假', '调休']);
    expect((await searchHoliday({ name: '调', page: 1 } as Parameters<typeof searchHoliday>[0])).size).toBe(10); // no size: the default
    await updateHoliday({ id: added.id, name: '调休假' });
    expect(changeRows()[0].keyword).toBe('修改假期类型 调休 → 调休假');
    expect(await rejection(updateHoliday({ id: added.id, name: '病假' }))).toBe('假期名称 病假 已存在');
    expect(await rejection(updateHoliday({ id: 'nope', name: 'x' }))).toBe('假期类型不存在或已被删除');
    expect(await rejection(delHoliday('nope'))).toBe('假期类型不存在或已被删除');
  });

  it('deleting a type deletes its balances and writes each into its ledger', async () => {
    const marriage = `ht-${E}-4`;
    const held = balances().filter((b) => b.holidayId === marriage);
    expect(held.length).toBeGreaterThan(0);
    expect(await delHoliday(marriage)).toEqual({ name: '婚假', balances: held.length });
    expect(changeRows()[0].keyword).toBe(`删除假期类型 婚假（同时删除余额 ${held.length} 条）`);
    expect(balances().some((b) => b.holidayId === marriage)).toBe(false);
    const entries = await searchHolidayLog({ lenovoId: held[0].lenovoId, holidayId: marriage, page: 1, size: 10 });
    expect(entries.list[0]).toMatchObject({
      action: 'typeDelete',
      holidayName: '婚假',
      before: { lines: held[0].lines },
      after: null,
      operatorName: '张伟',
    });
  });

  it('adds a balance, names the person in the change log and records it in the ledger', async () => {
    const type = await newType();
    const added = await addHolidayUser(balance(type.id, { remark: '加班调休' }));
    expect(added).toMatchObject({
      lenovoId: ADMIN,
      name: '张伟',
      holidayName: '调休',
      lines: 8,
      startTime: at('2027-01-01'),
      endTime: at('2027-06-30', 'end'),
    });
    expect(changeRows()[0].keyword).toBe('为 张伟 增加调休 8 小时');
    const log = await searchHolidayLog({ lenovoId: ADMIN, holidayId: '', page: 1, size: 10 });
    expect(log.list[0]).toMatchObject({
      action: 'add',
      balanceId: added.id,
      name: '张伟',
      holidayName: '调休',
      before: null,
      after: { lines: 8 },
      operatorId: ADMIN,
      operatorName: '张伟',
      remark: '加班调休',
    });
    // no period: the default range of §9
    const other = await newType('育儿假');
    expect(
      await addHolidayUser({ lenovoId: ADMIN, holidayId: other.id, lines: 16 } as LeaveBalanceInput),
    ).toMatchObject({ startTime: 1009814400, endTime: 7289625599 });
  });

  it('answers an overlapping period of the same person and type with code 999 time is error, untoasted', async () => {
    const type = await newType();
    const first = await addHolidayUser(balance(type.id));
    const overlap = await caught(
      addHolidayUser(balance(type.id, { startTime: at('2027-06-30'), endTime: at('2027-12-31', 'end') })),
    );
    expect(overlap).toBeInstanceOf(ApiError);
    expect(overlap).toMatchObject({ code: 999, message: 'time is error', notified: false });
    expect(isOverlapError(overlap)).toBe(true);
    await expectNoToast();
    // the next day does not overlap; another person or another type never does
    await addHolidayUser(balance(type.id, { startTime: at('2027-07-01'), endTime: at('2027-12-31', 'end') }));
    await addHolidayUser(balance(type.id, { lenovoId: people()[5].lenovoId }));
    await addHolidayUser(
      balance(ANNUAL, { lenovoId: ADMIN, startTime: at('2030-01-01'), endTime: at('2030-12-31', 'end') }),
    );
    // an update into another balance's period is refused the same way; its own period is fine
    expect(
      isOverlapError(
        await caught(
          updateHolidayUser({ id: first.id, lines: 8, startTime: at('2027-01-01'), endTime: at('2027-07-01', 'end') }),
        ),
      ),
    ).toBe(true);
    await expectNoToast();
    expect(
      await updateHolidayUser({
        id: first.id,
        lines: 24,
        startTime: at('2027-01-01'),
        endTime: at('2027-06-30', 'end'),
      }),
    ).toMatchObject({ lines: 24 });
  });

  it('toasts a code 999 that is not the overlap, as any other failure', async () => {
    const type = await newType();
    failNext('/adminLeave/addHolidayUser', { code: 999, message: '余额服务繁忙' });
    const e = await caught(addHolidayUser(balance(type.id)));
    expect(e).toMatchObject({ code: 999, message: '余额服务繁忙', notified: true });
    expect(isOverlapError(e)).toBe(false);
    await expectToasts(['余额服务繁忙']);
  });

  it('refuses bad hours, periods, people, types and ids', async () => {
    const type = await newType();
    for (const lines of [-1, 10000, 1.25, Number.NaN])
      expect(await rejection(addHolidayUser(balance(type.id, { lines })))).toBe(
        '请输入0至9999之间的小时数，最多一位小数',
      );
    expect(
      await rejection(addHolidayUser(balance(type.id, { startTime: at('2027-06-30'), endTime: at('2027-01-01') }))),
    ).toBe('结束时间须晚于开始时间');
    expect(await rejection(addHolidayUser(balance(type.id, { startTime: 1000 })))).toBe(
      '起止时间须在2002-01-01至2200-12-31之间',
    );
    expect(await rejection(addHolidayUser(balance(type.id, { endTime: 7289625600 })))).toBe(
      '起止时间须在2002-01-01至2200-12-31之间',
    );
    expect(await rejection(addHolidayUser(balance(type.id, { lenovoId: '99999999' })))).toBe('员工不存在或已离职');
    expect(await rejection(addHolidayUser(balance(type.id, { lenovoId: '' })))).toBe('请选择员工');
    expect(await rejection(addHolidayUser(balance('nope')))).toBe('假期类型不存在或已被删除');
    expect(
      await rejection(
        updateHolidayUser({ id: 'nope', lines: 8, startTime: at('2027-01-01'), endTime: at('2027-02-01') }),
      ),
    ).toBe('假期余额不存在或已被删除');
    expect(await rejection(delHolidayUser(['nope']))).toBe('假期余额不存在或已被删除');
    expect(await rejection(delHolidayUser([]))).toBe('请选择要删除的假期余额');
    expect(balances().some((b) => b.holidayId === type.id)).toBe(false);
  });

  it('updates and deletes with before → after in the ledger', async () => {
    const type = await newType();
    const added = await addHolidayUser(balance(type.id));
    await updateHolidayUser({
      id: added.id,
      lines: 16.5,
      startTime: added.startTime,
      endTime: at('2027-09-30', 'end'),
      remark: '补发',
    });
    expect(changeRows()[0].keyword).toBe('修改 张伟 的调休余额：8 → 16.5 小时');
    await delHolidayUser([added.id]);
    expect(changeRows()[0].keyword).toBe('删除假期余额 张伟（调休）');
    const log = (await searchHolidayLog({ lenovoId: ADMIN, holidayId: type.id, page: 1, size: 10 })).list;
    expect(log.map((l) => l.action)).toEqual(['delete', 'update', 'add']);
    expect(log[1]).toMatchObject({
      before: { lines: 8, endTime: at('2027-06-30', 'end') },
      after: { lines: 16.5, endTime: at('2027-09-30', 'end') },
      remark: '补发',
    });
    expect(log[0]).toMatchObject({ before: { lines: 16.5 }, after: null });
    const paged = await searchHolidayLog({ lenovoId: ADMIN, holidayId: type.id, page: 2, size: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.list.map((l) => l.action)).toEqual(['add']);
    expect(await rejection(searchHolidayLog({ lenovoId: '99999999', holidayId: '', page: 1, size: 10 }))).toBe(
      '员工不存在',
    );
  });

  it('pages and searches balances on the server: newest first, by type, department, name or phone', async () => {
    const first = await searchHolidayUser({ holidayId: '', keyword: '', departId: '', page: 1 } as Parameters<
      typeof searchHolidayUser
    >[0]); // no size: the default
    expect(first).toMatchObject({ page: 1, size: 10 });
    expect(first.list).toHaveLength(10);
    const type = await newType();
    const added = await addHolidayUser(balance(type.id));
    expect((await searchHolidayUser({ holidayId: '', keyword: '', departId: '', page: 1, size: 10 })).list[0].id).toBe(
      added.id,
    );
    expect((await searchHolidayUser({ holidayId: '', keyword: '', departId: '', page: 1, size: 10 })).total).toBe(
      first.total + 1,
    );
    const annual = await searchHolidayUser({ holidayId: ANNUAL, keyword: '', departId: '', page: 1, size: 500 });
    expect(annual.list.every((b) => b.holidayName === '年假')).toBe(true);
    const someone = people()[10];
    const byName = await searchHolidayUser({ holidayId: '', keyword: someone.name, departId: '', page: 1, size: 50 });
    expect(byName.list.length).toBeGreaterThanOrEqual(3);
    expect(byName.list.every((b) => b.name.includes(someone.name))).toBe(true);
    expect(
      (
        await searchHolidayUser({ holidayId: '', keyword: someone.telephone, departId: '', page: 1, size: 50 })
      ).list.every((b) => b.lenovoId === someone.lenovoId),
    ).toBe(true);
    const rd = `d-${E}-2`;
    const inRd = await searchHolidayUser({ holidayId: ANNUAL, keyword: '', departId: rd, page: 1, size: 500 });
    const rdPeople = people().filter(
      (p) => p.status !== 'departure' && p.departIds.some((id) => id === rd || id.startsWith(`${rd}-`)),
    );
    expect(inRd.total).toBe(rdPeople.length);
    expect(
      await rejection(searchHolidayUser({ holidayId: '', keyword: '', departId: 'nope', page: 1, size: 10 })),
    ).toBe('部门不存在');
  });

  it("answers one person's balances and the hours valid now per type", async () => {
    const mine = await selectHolidayUser(ADMIN);
    expect(mine.map((b) => b.holidayName).slice(0, 3)).toEqual(['年假', '病假', '事假']);
    const summary = await selectHolidayByUser(ADMIN);
    expect(summary.map((s) => s.holidayName)).toEqual(['年假', '病假', '事假', '婚假', '产假']);
    const annual = mine.find((b) => b.holidayName === '年假')!;
    expect(summary[0]).toMatchObject({ holidayId: ANNUAL, lines: annual.lines, balances: 1 });
    // a balance of a future period counts as a balance, not as hours valid now
    await addHolidayUser(balance(ANNUAL, { startTime: at('2099-01-01'), endTime: at('2099-12-31', 'end'), lines: 80 }));
    expect((await selectHolidayByUser(ADMIN))[0]).toMatchObject({ lines: annual.lines, balances: 2 });
    expect(await rejection(selectHolidayUser('99999999'))).toBe('员工不存在或已离职');
  });
});
