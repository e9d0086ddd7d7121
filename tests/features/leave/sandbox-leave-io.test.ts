import { ADMIN, signInAs } from '../../sign-in';
import { captureDownloads, fetchSheet } from '../support/dom';
import { changeRows } from '@/sandbox/changelog';
import { balances } from '@/sandbox/leave-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { xlsxBuffer } from '@/sandbox/xlsx';
import {
  addHolidayUser,
  analyseBalanceImport,
  downloadBalanceTemplate,
  exportBalances,
  saveBalanceImport,
  searchHolidayLog,
} from '@/features/leave/api/leave-api';
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
const HEAD = ['姓名', '手机号', '假期类型', '额度（小时）', '开始日期', '结束日期'];
const COLUMNS = HEAD.map((header, i) => ({ header, key: `c${i}` }));
const sheet = async (rows: Array<Array<string | Date>>) =>
  new File(
    [
      await xlsxBuffer(
        's',
        COLUMNS,
        rows.map((r) => Object.fromEntries(r.map((v, i) => [`c${i}`, v]))),
      ),
    ],
    'balances.xlsx',
  );
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('leave balance import and export in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('offers an .xlsx template with the import columns', async () => {
    const res = await fetch('http://localhost/leave-server/adminLeave/holidayUser/template', {
      headers: { token: useSession.getState().token ?? '' },
    });
    expect(res.headers.get('content-type')).toBe(XLSX);
    const rows = await fetchSheet('/leave-server/adminLeave/holidayUser/template', { method: 'GET' });
    expect(rows[0]).toEqual(HEAD);
    expect(rows).toHaveLength(3);
    const files = captureDownloads();
    expect(await downloadBalanceTemplate()).toBe('假期余额导入模板.xlsx');
    expect(files.map((f) => f.name)).toEqual(['假期余额导入模板.xlsx']);
  });

  it('parses a file into importable rows and rows with a reason each, then saves in one step', async () => {
    const [a, b, c] = staffOf(E).filter((p) => p.status !== 'departure' && p.telephone);
    await addHolidayUser({
      lenovoId: b.lenovoId,
      holidayId: `ht-${E}-4`,
      lines: 8,
      startTime: dayToSeconds('2030-01-01', 'start')!,
      endTime: dayToSeconds('2030-12-31', 'end')!,
    });
    const file = await sheet([
      [a.name, a.telephone, '婚假', '16', '2030-01-01', '2030-06-30'],
      [a.name, a.telephone, '婚假', '8', '2030-06-01', '2030-12-31'],
      [b.name, b.telephone, '婚假', '24', '2030-03-01', '2030-03-31'],
      [c.name, '13000000000', '年假', '8', '', ''],
      ['别人', c.telephone, '年假', '8', '', ''],
      [c.name, c.telephone, '调休', '8', '', ''],
      [c.name, c.telephone, '病假', '1.25', '', ''],
      [c.name, c.telephone, '病假', '', '', ''],
      [c.name, c.telephone, '婚假', '8', '2030/02/30', ''],
      [c.name, c.telephone, '婚假', '8', '2030-12-31', '2030-01-01'],
      [c.name, c.telephone, '婚假', '24', '2031-01-01', ''],
      ['', c.telephone, '婚假', '24', '', ''],
    ]);
    const analysis = await analyseBalanceImport(file);
    expect(analysis.importable.map((r) => [r.row, r.name, r.holidayName, r.lines])).toEqual([
      [2, a.name, '婚假', '16'],
      [12, c.name, '婚假', '24'],
    ]);
    expect(analysis.unImportable.map((r) => [r.row, r.reason])).toEqual([
      [3, '与文件第2行的时间段重叠'],
      [4, '该假期时间段与已有余额重叠，请修改起止时间'],
      [5, '手机号对应的员工不存在或已离职'],
      [6, `姓名与手机号不匹配（该手机号属于${c.name}）`],
      [7, '假期类型“调休”不存在'],
      [8, '请输入0至9999之间的小时数，最多一位小数'],
      [9, '额度不能为空'],
      [10, '日期格式不正确，应为YYYY-MM-DD'],
      [11, '结束时间须晚于开始时间'],
      [13, '姓名不能为空'],
    ]);
    const before = balances().length;
    expect(await saveBalanceImport(analysis.importId)).toEqual({ count: 2 });
    expect(changeRows()[0]).toMatchObject({
      operationType: '假期管理',
      keyword: `导入假期余额 2 条：${a.name}、${c.name}`,
    });
    expect(balances()).toHaveLength(before + 2);
    const mine = balances().filter((x) => x.lenovoId === a.lenovoId && x.holidayId === `ht-${E}-4`);
    expect(mine.map((x) => [x.lines, x.startTime, x.endTime])).toContainEqual([
      16,
      dayToSeconds('2030-01-01', 'start'),
      dayToSeconds('2030-06-30', 'end'),
    ]);
    expect((await searchHolidayLog({ lenovoId: a.lenovoId, holidayId: '', page: 1, size: 1 })).list[0]).toMatchObject({
      action: 'import',
      holidayName: '婚假',
      after: { lines: 16 },
    });
    // open-ended end date: up to the end of the default range
    expect(
      balances().find((x) => x.lenovoId === c.lenovoId && x.startTime === dayToSeconds('2031-01-01', 'start'))?.endTime,
    ).toBe(7289625599);
    expect(await rejection(saveBalanceImport(analysis.importId))).toBe('导入记录不存在或已过期');
  });

  it('re-uploads under the same importId and refuses a save that became an overlap meanwhile', async () => {
    const [a] = staffOf(E).filter((p) => p.status !== 'departure' && p.telephone);
    const first = await analyseBalanceImport(
      await sheet([[a.name, a.telephone, '婚假', '8', '2040-01-01', '2040-01-31']]),
    );
    const again = await analyseBalanceImport(
      await sheet([[a.name, a.telephone, '婚假', '16', '2041-01-01', '2041-01-31']]),
      { importId: first.importId },
    );
    expect(again.importId).toBe(first.importId);
    expect(again.importable.map((r) => r.lines)).toEqual(['16']);
    await addHolidayUser({
      lenovoId: a.lenovoId,
      holidayId: `ht-${E}-4`,
      lines: 8,
      startTime: dayToSeconds('2041-01-15', 'start')!,
      endTime: dayToSeconds('2041-02-15', 'end')!,
    });
    const count = balances().length;
    expect(await rejection(saveBalanceImport(first.importId))).toBe(
      '第2行：该假期时间段与已有余额重叠，请修改起止时间，请重新上传',
    );
    expect(balances()).toHaveLength(count);
    expect(await rejection(analyseBalanceImport(await sheet([]), {}))).toBe('文件中没有假期余额数据');
    expect(
      await rejection(
        analyseBalanceImport(await sheet([[a.name, a.telephone, '婚假', '8', '', '']]), { importId: 'nope' }),
      ),
    ).toBe('导入记录不存在或已过期');
  });

  it('reads dates Excel stored as date cells', async () => {
    const [a] = staffOf(E).filter((p) => p.status !== 'departure' && p.telephone);
    const analysis = await analyseBalanceImport(
      await sheet([
        [a.name, a.telephone, '婚假', '8', new Date(Date.UTC(2032, 0, 1)), new Date(Date.UTC(2032, 1, 29))],
      ]),
    );
    expect(analysis.importable.map((r) => [r.startDate, r.endDate])).toEqual([['2032-01-01', '2032-02-29']]);
  });

  it('exports the balances the filters match, or the chosen ones, as a real .xlsx', async () => {
    const body = { holidayId: `ht-${E}-1`, keyword: '张伟', departId: '', ids: [] };
    const rows = await fetchSheet('/leave-server/adminLeave/holidayUser/export', { body });
    expect(rows[0]).toEqual(['姓名', '手机号', '部门', '假期类型', '额度（小时）', '开始日期', '结束日期', '更新时间']);
    const year = new Date().getFullYear();
    expect(rows.slice(1).map((r) => [r[0], r[3], r[5], r[6]])).toEqual([
      ['张伟', '年假', `${year}-01-01`, `${year}-12-31`],
    ]);
    const sick = balances().find((b) => b.lenovoId === ADMIN && b.holidayId === `ht-${E}-2`)!;
    const chosen = await fetchSheet('/leave-server/adminLeave/holidayUser/export', {
      body: { holidayId: '', keyword: '', departId: '', ids: [sick.id] },
    });
    expect(chosen.slice(1).map((r) => [r[0], r[3], r[4], r[5], r[6]])).toEqual([['张伟', '病假', '40', '', '']]);
    const files = captureDownloads();
    expect(await exportBalances(body)).toBe('假期余额.xlsx');
    expect(files.map((f) => f.name)).toEqual(['假期余额.xlsx']);
    expect(changeRows()[0].keyword).toBe('导出假期余额');
    expect(await rejection(exportBalances({ ...body, keyword: '没有这个人' }))).toBe('没有可导出的假期余额');
  });

  it('exports exactly the chosen balances, whatever filters come with them', async () => {
    const sick = balances().find((b) => b.lenovoId === ADMIN && b.holidayId === `ht-${E}-2`)!;
    const active = new Set(
      staffOf(E)
        .filter((p) => p.status !== 'departure')
        .map((p) => p.lenovoId),
    );
    const other = balances().find(
      (b) => b.enterpriseNumber === E && b.lenovoId !== ADMIN && active.has(b.lenovoId) && b.holidayId === `ht-${E}-1`,
    )!;
    const body = { holidayId: `ht-${E}-1`, keyword: '没有这个人', departId: '', ids: [sick.id, other.id] };
    const rows = await fetchSheet('/leave-server/adminLeave/holidayUser/export', { body });
    const name = (lenovoId: string) => staffOf(E).find((p) => p.lenovoId === lenovoId)!.name;
    expect(
      rows
        .slice(1)
        .map((r) => [r[0], r[3]])
        .sort(),
    ).toEqual(
      [
        [name(ADMIN), '病假'],
        [name(other.lenovoId), '年假'],
      ].sort(),
    );
    // ids of no balance of the enterprise export nothing
    expect(await rejection(exportBalances({ ...body, ids: ['nope'] }))).toBe('没有可导出的假期余额');
  });
});
