import { seenBy } from '../scope/unseen';
import { route } from '../route';
import { Reject, required } from '../respond';
import { newId } from '../random';
import { table } from '../db';
import {
  dayToSeconds,
  leaveCtx,
  linesProblem,
  log,
  newBalance,
  overlapping,
  periodProblem,
  record,
  searchBalances,
  secondsToDay,
  termsOf,
  typeNamesOf,
  typesOf,
  type LeaveCtx,
} from '../leave-service';
import { balances, DEFAULT_END, DEFAULT_START } from '../leave-tables';
import { namesOf } from '../people';
import type { StaffRow } from '../org-tables';
import { isUpload, readXlsxNumbered, xlsxResponse, type Column } from '../xlsx';
import type { BalanceImportRow } from '@/features/leave/api/types';

// Balance import (two steps, like onboarding: parse with a reason per refused row, then save) and
// export, as .xlsx. The spec names "file import and export of holiday users" without paths.
const L = '/leave-server';
const MAX_ROWS = 2000;
/** The people an import save gave balances, for its change-log line. */
const imported = new WeakMap<object, { people: string[]; objects: string[] }>();

const IMPORT_COLUMNS: Column[] = [
  { header: '姓名', key: 'name' },
  { header: '手机号', key: 'telephone' },
  { header: '假期类型', key: 'holidayName' },
  { header: '额度（小时）', key: 'lines' },
  { header: '开始日期', key: 'startDate' },
  { header: '结束日期', key: 'endDate' },
];
const HEADERS = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.header, c.key]));
const EXPORT_COLUMNS: Column[] = [
  { header: '姓名', key: 'name' },
  { header: '手机号', key: 'telephone' },
  { header: '部门', key: 'departName', width: 20 },
  { header: '假期类型', key: 'holidayName' },
  { header: '额度（小时）', key: 'lines' },
  { header: '开始日期', key: 'startDate' },
  { header: '结束日期', key: 'endDate' },
  { header: '更新时间', key: 'updateTime', width: 22 },
];

interface LeaveImport {
  importId: string;
  enterpriseNumber: string;
  ok: BalanceImportRow[];
  bad: Array<BalanceImportRow & { reason: string }>;
  createdAt: number;
}
const leaveImports = () => table<LeaveImport>('leaveImports');

interface Planned {
  lenovoId: string;
  holidayId: string;
  holidayName: string;
  personName: string;
  lines: number;
  startTime: number;
  endTime: number;
}

/** Why a sheet row cannot become a balance, or the balance it becomes. `earlier` holds the rows accepted above it. */
function planRow(
  ctx: LeaveCtx,
  byPhone: Map<string, StaffRow>,
  r: BalanceImportRow,
  earlier: Array<Planned & { row: number }>,
): { reason: string } | Planned {
  if (!r.name.trim()) return { reason: '姓名不能为空' };
  const person = byPhone.get(r.telephone.trim());
  if (!person) return { reason: '手机号对应的员工不存在或已离职' };
  if (person.name !== r.name.trim()) return { reason: `姓名与手机号不匹配（该手机号属于${person.name}）` };
  const type = typesOf(ctx.e).find((t) => t.name === r.holidayName.trim());
  if (!type) return { reason: `假期类型“${r.holidayName}”不存在` };
  if (!r.lines.trim()) return { reason: '额度不能为空' };
  const lines = linesProblem(r.lines);
  if (lines) return { reason: lines };
  const startTime = r.startDate.trim() ? dayToSeconds(r.startDate, 'start') : DEFAULT_START;
  const endTime = r.endDate.trim() ? dayToSeconds(r.endDate, 'end') : DEFAULT_END;
  if (startTime === null || endTime === null) return { reason: '日期格式不正确，应为YYYY-MM-DD' };
  const period = periodProblem(startTime, endTime);
  if (period) return { reason: period };
  const terms = { startTime, endTime };
  if (overlapping(ctx.e, person.lenovoId, type.id, terms))
    return { reason: '该假期时间段与已有余额重叠，请修改起止时间' };
  const twin = earlier.find(
    (p) =>
      p.lenovoId === person.lenovoId && p.holidayId === type.id && p.startTime <= endTime && startTime <= p.endTime,
  );
  if (twin) return { reason: `与文件第${twin.row}行的时间段重叠` };
  return {
    lenovoId: person.lenovoId,
    holidayId: type.id,
    holidayName: type.name,
    personName: person.name,
    lines: Number(r.lines),
    startTime,
    endTime,
  };
}

function planAll(ctx: LeaveCtx, rows: BalanceImportRow[]) {
  const accepted: Array<Planned & { row: number }> = [];
  const bad: Array<BalanceImportRow & { reason: string }> = [];
  const ok: BalanceImportRow[] = [];
  // a scoped administrator's sheet reaches her people only: anyone else reads as not found, by name or not
  const seen = seenBy(ctx.e, ctx.input.account.lenovoId);
  const byPhone = new Map(
    [...ctx.people.byLenovoId.values()].filter((p) => seen(p.lenovoId)).map((p) => [p.telephone, p]),
  );
  for (const r of rows) {
    const plan = planRow(ctx, byPhone, r, accepted);
    if ('reason' in plan) bad.push({ ...r, reason: plan.reason });
    else {
      accepted.push({ ...plan, row: r.row });
      ok.push(r);
    }
  }
  return { ok, bad, accepted };
}

const leaveIoHandlers = [
  route('get', L, '/adminLeave/holidayUser/template', () =>
    xlsxResponse('假期余额导入模板.xlsx', IMPORT_COLUMNS, [
      {
        name: '张三',
        telephone: '13900001001',
        holidayName: '年假',
        lines: 40,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
      { name: '李四', telephone: '13900001002', holidayName: '病假', lines: 16, startDate: '', endDate: '' },
    ]),
  ),

  route('post', L, '/adminLeave/holidayUser/importAnalysis', async (input) => {
    const ctx = leaveCtx(input);
    if (!isUpload(input.body.file)) throw new Reject(400, '请上传文件');
    let records: Awaited<ReturnType<typeof readXlsxNumbered>>;
    try {
      records = await readXlsxNumbered(input.body.file, HEADERS);
    } catch {
      throw new Reject(500, '文件解析失败，请使用模板填写后上传');
    }
    if (!records.length) throw new Reject(500, '文件中没有假期余额数据');
    if (records.length > MAX_ROWS) throw new Reject(500, `单次最多导入${MAX_ROWS}条`);
    const previous = input.body.importId
      ? leaveImports().find((i) => i.importId === input.body.importId && i.enterpriseNumber === ctx.e)
      : undefined;
    if (input.body.importId && !previous) throw new Reject(404, '导入记录不存在或已过期');
    const rows: BalanceImportRow[] = records.map(({ row, values: v }) => ({
      row,
      name: v.name ?? '',
      telephone: v.telephone ?? '',
      holidayName: v.holidayName ?? '',
      lines: v.lines ?? '',
      startDate: v.startDate ?? '',
      endDate: v.endDate ?? '',
    }));
    const { ok, bad } = planAll(ctx, rows);
    const importId = previous?.importId ?? newId('himp-');
    if (previous) Object.assign(previous, { ok, bad, createdAt: Date.now() });
    else leaveImports().push({ importId, enterpriseNumber: ctx.e, ok, bad, createdAt: Date.now() });
    return { importId, importable: ok, unImportable: bad };
  }),

  route(
    'post',
    L,
    '/adminLeave/holidayUser/importSave',
    (input) => {
      required(input.body, ['importId']);
      const ctx = leaveCtx(input);
      const found = leaveImports().find((i) => i.importId === input.body.importId && i.enterpriseNumber === ctx.e);
      if (!found) throw new Reject(404, '导入记录不存在或已过期');
      if (!found.ok.length) throw new Reject(500, '没有可导入的假期余额');
      // The data may have changed since the file was parsed: check again, save all or nothing.
      const { bad, accepted } = planAll(ctx, found.ok);
      if (bad.length) throw new Reject(500, `第${bad[0].row}行：${bad[0].reason}，请重新上传`);
      for (const p of accepted) {
        const row = newBalance(ctx.e, p.lenovoId, p.holidayId, {
          lines: p.lines,
          startTime: p.startTime,
          endTime: p.endTime,
        });
        balances().push(row);
        record(ctx, row, p.holidayName, 'import', null, termsOf(row), '导入');
      }
      leaveImports().splice(leaveImports().indexOf(found), 1);
      imported.set(input.body, {
        people: [...new Set(accepted.map((p) => p.personName))],
        objects: [...new Set(accepted.map((p) => p.holidayName))],
      });
      return { count: accepted.length };
    },
    {
      log: (i, r) => {
        const t = imported.get(i.body) ?? { people: [], objects: [] };
        return log(`导入假期余额 ${(r as { count: number }).count} 条：${namesOf(t.people)}`, t);
      },
    },
  ),

  route(
    'post',
    L,
    '/adminLeave/holidayUser/export',
    async (input) => {
      const ctx = leaveCtx(input);
      // Chosen balances are exported as chosen (the console's 导出选中（N）), whatever filters come with
      // them: a selection kept across a search holds rows the search no longer shows.
      const ids = Array.isArray(input.body.ids) ? new Set(input.body.ids.map(String)) : new Set<string>();
      const rows = ids.size
        ? balances()
            .filter((b) => b.enterpriseNumber === ctx.e && ids.has(b.id) && ctx.people.byLenovoId.has(b.lenovoId))
            .reverse()
        : searchBalances(ctx.e, input.body, ctx.people);
      if (!rows.length) throw new Reject(500, '没有可导出的假期余额');
      const names = typeNamesOf(ctx.e);
      return xlsxResponse(
        '假期余额.xlsx',
        EXPORT_COLUMNS,
        rows.map((b) => {
          const p = ctx.people.byLenovoId.get(b.lenovoId)!;
          const unlimited = b.startTime === DEFAULT_START && b.endTime === DEFAULT_END;
          return {
            name: p.name,
            telephone: p.telephone,
            departName: ctx.people.departName(p),
            holidayName: names.get(b.holidayId) ?? '',
            lines: b.lines,
            startDate: unlimited ? '' : secondsToDay(b.startTime),
            endDate: unlimited ? '' : secondsToDay(b.endTime),
            updateTime: b.updateTime,
          };
        }),
      );
    },
    {
      log: (i) =>
        log(`导出假期余额${Array.isArray(i.body.ids) && i.body.ids.length ? ` ${i.body.ids.length} 条` : ''}`),
    },
  ),
];

export default leaveIoHandlers;
