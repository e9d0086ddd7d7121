import { signInAs } from '../../sign-in';
import { changeRows } from '@/sandbox/changelog';
import { recordRequests } from '../support/requests';
import { balances, ledger } from '@/sandbox/leave-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { addHoliday, addHolidayUser, grantVacation, listGrants, vacationSummary } from '@/features/leave/api/leave-api';
import type { GrantInput } from '@/features/leave/api/types';
import { dayToSeconds } from '@/features/leave/lib/balance-time';
import { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );
const E = MAIN_ENTERPRISE;
const RD = `d-${E}-2`;
const at = (day: string, edge: 'start' | 'end' = 'start') => dayToSeconds(day, edge)!;
const rdPeople = () =>
  staffOf(E).filter((p) => p.status !== 'departure' && p.departIds.some((id) => id === RD || id.startsWith(`${RD}-`)));
const outsider = () =>
  staffOf(E).find((p) => p.status !== 'departure' && p.departIds.every((id) => !id.startsWith(RD)))!;

describe('vacation grants in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  const grant = (holidayId: string, patch: Partial<GrantInput> = {}): GrantInput => ({
    holidayId,
    lines: 8,
    startTime: at('2027-01-01'),
    endTime: at('2027-12-31', 'end'),
    departIds: [RD],
    lenovoIds: [outsider().lenovoId],
    remark: '年终奖励',
    ...patch,
  });

  it('grants hours of a type to a department (sub-departments included) and people in ONE request', async () => {
    const type = await addHoliday('奖励假');
    const requests = recordRequests();
    const result = await grantVacation(grant(type.id));
    const expected = rdPeople().length + 1;
    expect(requests.all.map((r) => r.path)).toEqual(['/vacation-manage-server/vacation/grant']);
    expect(result).toMatchObject({ count: expected, created: expected, increased: 0, skipped: [] });
    const given = balances().filter((b) => b.holidayId === type.id);
    expect(given).toHaveLength(expected);
    expect(new Set(given.map((b) => b.lenovoId))).toEqual(
      new Set([...rdPeople().map((p) => p.lenovoId), outsider().lenovoId]),
    );
    expect(given.every((b) => b.lines === 8 && b.startTime === at('2027-01-01'))).toBe(true);
    const entries = ledger().filter((l) => l.holidayId === type.id);
    expect(entries).toHaveLength(expected);
    expect(entries[0]).toMatchObject({
      action: 'grant',
      before: null,
      after: { lines: 8 },
      operatorName: '张伟',
      remark: '年终奖励',
    });
    expect(changeRows()[0]).toMatchObject({
      operationType: '假期管理',
      keyword: `发放奖励假 8 小时：研发中心、${outsider().name}，共${expected}人`,
    });
  });

  it('tops up balances of exactly the same period and skips people with an overlapping one', async () => {
    const type = await addHoliday('奖励假');
    const [first, second] = rdPeople();
    await addHolidayUser({
      lenovoId: second.lenovoId,
      holidayId: type.id,
      lines: 4,
      startTime: at('2027-06-01'),
      endTime: at('2028-05-31', 'end'),
    });
    await grantVacation(grant(type.id, { departIds: [], lenovoIds: [first.lenovoId] }));
    const result = await grantVacation(grant(type.id, { lines: 4.5, lenovoIds: [] }));
    expect(result).toMatchObject({ created: rdPeople().length - 2, increased: 1, count: rdPeople().length - 1 });
    expect(result.skipped).toEqual([
      { lenovoId: second.lenovoId, name: second.name, reason: '该假期时间段与已有余额重叠，请修改起止时间' },
    ]);
    expect(balances().find((b) => b.holidayId === type.id && b.lenovoId === first.lenovoId)?.lines).toBe(12.5);
    expect(ledger().find((l) => l.lenovoId === first.lenovoId && l.holidayId === type.id)).toMatchObject({
      action: 'grant',
      before: { lines: 8 },
      after: { lines: 12.5 },
    });
    expect(changeRows()[0].keyword).toBe(`发放奖励假 4.5 小时：研发中心，共${rdPeople().length - 1}人（1人未发放）`);
    const list = await listGrants({ holidayId: type.id, page: 1, size: 10 });
    expect(list.list.map((g) => [g.lines, g.targets, g.count, g.skipped])).toEqual([
      [4.5, '研发中心', rdPeople().length - 1, 1],
      [8, first.name, 1, 0],
    ]);
    expect(list.list[0]).toMatchObject({ holidayName: '奖励假', operatorName: '张伟', remark: '年终奖励' });
  });

  it('refuses a grant without targets or hours, or with unknown ids, and stores nothing', async () => {
    const type = await addHoliday('奖励假');
    expect(await rejection(grantVacation(grant(type.id, { departIds: [], lenovoIds: [] })))).toBe(
      '请选择发放的部门或人员',
    );
    expect(await rejection(grantVacation(grant(type.id, { lines: 0 })))).toBe('发放额度须大于0');
    expect(await rejection(grantVacation(grant(type.id, { lines: 10000 })))).toBe(
      '请输入0至9999之间的小时数，最多一位小数',
    );
    expect(await rejection(grantVacation(grant(type.id, { departIds: ['d-x'] })))).toBe('部门不存在：d-x');
    expect(await rejection(grantVacation(grant(type.id, { lenovoIds: ['99999999'] })))).toBe(
      '员工不存在或已离职：99999999',
    );
    expect(await rejection(grantVacation(grant('nope')))).toBe('假期类型不存在或已被删除');
    expect(await rejection(grantVacation(grant(type.id, { endTime: at('2026-01-01') })))).toBe(
      '结束时间须晚于开始时间',
    );
    expect(balances().some((b) => b.holidayId === type.id)).toBe(false);
    expect((await listGrants({ holidayId: '', page: 1, size: 10 })).total).toBe(0);
  });

  it('sums, per leave type, the people holding hours valid now', async () => {
    const summary = await vacationSummary();
    expect(summary.map((s) => s.holidayName)).toEqual(['年假', '病假', '事假', '婚假', '产假']);
    const active = staffOf(E).filter((p) => p.status !== 'departure');
    expect(summary[1]).toMatchObject({ people: active.length, totalLines: active.length * 40 });
    // a future period is granted but not valid now; a period around today is
    const type = await addHoliday('奖励假');
    const year = new Date().getFullYear();
    await grantVacation(
      grant(type.id, { startTime: at(`${year + 5}-01-01`), endTime: at(`${year + 5}-12-31`, 'end') }),
    );
    expect((await vacationSummary())[5]).toEqual({
      holidayId: type.id,
      holidayName: '奖励假',
      people: 0,
      totalLines: 0,
    });
    await grantVacation(
      grant(type.id, { startTime: at(`${year - 1}-01-01`), endTime: at(`${year + 1}-12-31`, 'end') }),
    );
    expect((await vacationSummary())[5]).toMatchObject({
      people: rdPeople().length + 1,
      totalLines: (rdPeople().length + 1) * 8,
    });
  });
});
