import { route, type AuthedInput } from '../route';
import { fail, paginate, Reject, required } from '../respond';
import { newId } from '../random';
import { departmentsOf, nowStamp, staffOf, type DepartmentRow } from '../org-tables';
import { enterpriseOf } from './home';
import {
  deviceCategories,
  deviceNote,
  factoryPrinters,
  printJobs,
  printPackages,
  printers,
  printersOf,
  SN_FORMAT,
  yuan,
  type PrintJobRow,
  type PrinterRow,
} from '../printer-tables';
import { PRINTER_HISTORY, printJobSheet } from '../print-job-sheet';
import { qrCodeDataUrl } from '../qr-image';
import { isDay } from '../validate/values';
import { keepLiving } from '../lifecycle/keep-living';
import { refLookup } from '../lifecycle/ref-lookup';
import { hiddenCountOf } from '../scope/lens';
import { seenBy } from '../scope/unseen';
import type { Printer } from '@/features/devices/api/types';

// Devices and printers (admin-modules §7 "Printers and devices") on the enterprise service. Every
// call works on the session's enterprise; SNs are checked against the factory register.
const E = '/enterprise-server';
const TYPES = new Set(['purchase', 'rental']);
const PRICE_MAX = 100;

/** A printer as answered: who may print named (a departed or deleted person, a deleted department by
 *  the last name, never by id: docs/product.md Part D §3); to a scoped administrator, how many her
 *  read left out (assumed contract "Partial writes"). */
function view(p: PrinterRow, find = refLookup(p.enterpriseNumber)): Printer {
  const departs = hiddenCountOf(p, 'departIds');
  const users = hiddenCountOf(p, 'lenovoIds');
  return {
    printerId: p.printerId,
    printerSn: p.printerSn,
    sn: p.printerSn,
    enterpriseId: p.enterpriseId,
    model: p.model,
    location: p.location,
    type: p.type,
    price: p.price,
    printerIconUrl: p.printerIconUrl,
    createTime: p.createTime,
    authorization: {
      range: p.range,
      departIds: p.departIds,
      lenovoIds: p.lenovoIds,
      departments: p.departIds.map((id) => ({ id, departName: find.department(id)?.name ?? '' })),
      users: p.lenovoIds.map((id) => ({ lenovoId: id, name: find.personByLenovoId(id)?.name ?? '' })),
      ...(departs ? { hiddenDepartCount: departs } : {}),
      ...(users ? { hiddenUserCount: users } : {}),
    },
  };
}

function printerOf(input: AuthedInput, id: unknown): PrinterRow {
  const e = enterpriseOf(input).enterpriseNumber;
  const found = printersOf(e).find((p) => p.printerId === String(id ?? ''));
  if (!found) throw new Reject(404, '打印机不存在或已删除');
  return found;
}

/** A price in yuan per page: a number ≥ 0 with at most 2 decimals. */
function priceOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw new Reject(400, '参数price不正确');
  if (n < 0) throw new Reject(400, '打印单价不能小于0');
  if (n > PRICE_MAX) throw new Reject(400, `打印单价不能超过${PRICE_MAX}元`);
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) throw new Reject(400, '打印单价最多保留两位小数');
  return yuan(n);
}

/** A date filter YYYY-MM-DD, or '' for none. */
function dayOf(value: unknown, field: string): string {
  const text = String(value ?? '').trim();
  if (!text) return '';
  if (!isDay(text)) throw new Reject(400, `参数${field}格式不正确，应为YYYY-MM-DD`);
  return text;
}

/** The jobs of one history list, newest first, within the dates (inclusive). */
function historyOf(input: AuthedInput, source: { get(k: string): unknown }): PrintJobRow[] {
  const e = enterpriseOf(input).enterpriseNumber;
  const type = String(source.get('type') ?? '');
  if (!TYPES.has(type)) throw new Reject(400, '参数type不正确');
  const start = dayOf(source.get('startTime'), 'startTime');
  const end = dayOf(source.get('endTime'), 'endTime');
  if (start && end && start > end) throw new Reject(400, '开始日期不能晚于结束日期');
  return printJobs()
    .filter(
      (j) =>
        j.enterpriseNumber === e &&
        j.type === type &&
        (!start || j.printTime.slice(0, 10) >= start) &&
        (!end || j.printTime.slice(0, 10) <= end),
    )
    .sort((a, b) => b.printTime.localeCompare(a.printTime)); // the latest print first, as in any log
}

/** Why the enterprise's departments and people cannot be the printer's users, or nothing. */
function checkAudience(e: string, departIds: string[], lenovoIds: string[]) {
  const departs = new Map(departmentsOf(e).map((d): [string, DepartmentRow] => [d.id, d]));
  const unknownDepart = departIds.find((id) => !departs.has(id));
  if (unknownDepart) throw new Reject(400, `部门不存在：${unknownDepart}`);
  const people = new Set(
    staffOf(e)
      .filter((s) => s.status !== 'departure')
      .map((s) => s.lenovoId),
  );
  const unknownPerson = lenovoIds.find((id) => !people.has(id));
  if (unknownPerson) throw new Reject(400, `人员不存在或已离职：${unknownPerson}`);
}

const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
/** What a delete removed, for its change-log line. */
const removed = new WeakMap<object, PrinterRow[]>();
const priced = new WeakMap<object, { sn: string; before: number }>();

const deviceHandlers = [
  route('get', E, '/deviceCategory/queryList', (input) => {
    const e = enterpriseOf(input).enterpriseNumber;
    return deviceCategories()
      .filter((c) => c.enterpriseNumber === e)
      .map(({ id, name, count, manageable }) => ({
        id,
        name,
        manageable,
        count: manageable ? printersOf(e).length : count,
      }));
  }),

  route('get', E, '/printer/queryList', (input) => {
    const e = enterpriseOf(input).enterpriseNumber;
    const find = refLookup(e);
    return printersOf(e)
      .slice()
      .reverse()
      .map((p) => view(p, find));
  }),

  route(
    'post',
    E,
    '/printer/checkSnAndSave',
    (input) => {
      const enterprise = enterpriseOf(input);
      required(input.body, ['printerSn', 'location', 'type']);
      const sn = String(input.body.printerSn).trim();
      if (!SN_FORMAT.test(sn)) throw new Reject(400, '序列号格式不正确，应为12位大写字母或数字，以字母开头');
      const location = String(input.body.location).trim();
      if (location.length > 50) throw new Reject(400, '位置不能超过50个字');
      const type = String(input.body.type);
      if (!TYPES.has(type)) throw new Reject(400, '参数type不正确');
      const made = factoryPrinters().find((f) => f.sn === sn);
      if (!made) throw new Reject(500, '该序列号不存在，请核对打印机机身上的序列号');
      const bound = printers().find((p) => p.printerSn === sn);
      if (bound)
        throw new Reject(
          500,
          bound.enterpriseNumber === enterprise.enterpriseNumber
            ? '该打印机已添加，无需重复添加'
            : '该打印机已被其他企业绑定',
        );
      const row: PrinterRow = {
        printerId: newId('prt-'),
        enterpriseNumber: enterprise.enterpriseNumber,
        enterpriseId: enterprise.id,
        printerSn: sn,
        model: made.model,
        location,
        type: type as PrinterRow['type'],
        price: 0,
        printerIconUrl: '',
        range: 'all',
        departIds: [],
        lenovoIds: [],
        createTime: nowStamp(),
      };
      printers().push(row);
      return view(row);
    },
    {
      log: (_i, r) => {
        const p = r as Printer;
        return deviceNote(`添加打印机 ${p.printerSn}（${p.location}）`, { objects: [p.printerSn, p.location] });
      },
    },
  ),

  route(
    'post',
    E,
    '/printer/deleteAll',
    (input) => {
      const e = enterpriseOf(input).enterpriseNumber;
      required(input.body, ['printerIds']);
      const wanted = [
        ...new Set(
          String(input.body.printerIds)
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (!wanted.length) throw new Reject(400, '参数printerIds不能为空');
      const own = printersOf(e);
      const missing = wanted.filter((id) => !own.some((p) => p.printerId === id));
      if (missing.length) throw new Reject(404, `打印机不存在或已删除：${missing.join(',')}`);
      const gone = wanted.map((id) => own.find((p) => p.printerId === id)!);
      for (const p of gone) printers().splice(printers().indexOf(p), 1);
      removed.set(input.body, gone);
      return { count: gone.length };
    },
    {
      log: (i) => {
        const gone = removed.get(i.body) ?? [];
        return deviceNote(`删除打印机 ${gone.map((p) => p.printerSn).join('、')}`, {
          objects: gone.map((p) => p.printerSn),
        });
      },
    },
  ),

  route(
    'post',
    E,
    '/printer/printerQrcCode',
    (input) => {
      required(input.body, ['printerSn']);
      const e = enterpriseOf(input).enterpriseNumber;
      const sn = String(input.body.printerSn).trim();
      const p = printersOf(e).find((x) => x.printerSn === sn);
      if (!p) throw new Reject(404, '打印机不存在或已删除');
      return { printerSn: sn, qrcode: qrCodeDataUrl(`https://print.example.com/p/${sn}`, sn) };
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/printer/authorization',
    (input) => {
      required(input.body, ['printerId', 'range']);
      const p = printerOf(input, input.body.printerId);
      const range = String(input.body.range);
      if (range !== 'all' && range !== 'custom') throw new Reject(400, '参数range不正确');
      // who has departed or been deleted since the dialog opened is left out, not refused (Part D §3)
      const sent =
        range === 'all'
          ? { departIds: [], lenovoIds: [] }
          : { departIds: [...new Set(ids(input.body.departIds))], lenovoIds: [...new Set(ids(input.body.lenovoIds))] };
      const { departIds, lenovoIds } = range === 'all' ? sent : keepLiving(p.enterpriseNumber, sent);
      // sent empty is refused; left empty only because everyone sent has gone, the printer is for nobody;
      // a scoped administrator may leave her part empty while it keeps some she cannot see
      const seen = seenBy(p.enterpriseNumber, input.account.lenovoId);
      const keepsUnseen = p.range === 'custom' && [...p.departIds, ...p.lenovoIds].some((id) => !seen(id));
      if (range === 'custom' && !sent.departIds.length && !sent.lenovoIds.length && !keepsUnseen)
        throw new Reject(400, '请选择可使用打印机的部门或人员');
      checkAudience(p.enterpriseNumber, departIds, lenovoIds);
      Object.assign(p, { range, departIds, lenovoIds });
      return view(p);
    },
    {
      log: (_i, r) => {
        const p = r as Printer;
        const who =
          p.authorization.range === 'all'
            ? '全部成员'
            : [
                ...p.authorization.departments.map((d) => d.departName),
                ...p.authorization.users.map((u) => u.name),
              ].join('、');
        return deviceNote(`设置打印机 ${p.printerSn} 使用权限：${who}`, {
          people: p.authorization.users.map((u) => u.name),
          objects: [p.printerSn, ...p.authorization.departments.map((d) => d.departName)],
        });
      },
    },
  ),

  route(
    'post',
    E,
    '/printer/setPrice',
    (input) => {
      required(input.body, ['printerId']);
      if (input.body.price === undefined || input.body.price === null || input.body.price === '')
        throw new Reject(400, '参数price不能为空');
      const p = printerOf(input, input.body.printerId);
      const price = priceOf(input.body.price);
      priced.set(input.body, { sn: p.printerSn, before: p.price });
      p.price = price;
      return { printerId: p.printerId, price };
    },
    {
      log: (i, r) => {
        const x = priced.get(i.body);
        const price = (r as { price: number }).price;
        return deviceNote(`设置打印机 ${x?.sn} 单价：${x?.before} 元 → ${price} 元`, { objects: [x?.sn ?? ''] });
      },
    },
  ),

  route('get', E, '/printer/getPrinterPrice', (input) => {
    const p = printerOf(input, input.query.get('printerId'));
    return { printerId: p.printerId, price: p.price };
  }),

  route(
    'post',
    E,
    '/printer/history',
    (input) => {
      const rows = historyOf(input, { get: (k) => input.body[k] });
      return paginate(rows, input.body.page, input.body.size);
    },
    { read: true },
  ),

  route('get', E, '/printer/exportHistory', async (input) => {
    const rows = historyOf(input, input.query);
    if (!rows.length) throw new Reject(500, '没有可导出的打印记录');
    const type = input.query.get('type') === 'rental' ? '租赁' : '购买';
    return printJobSheet(`${type}打印记录.xlsx`, PRINTER_HISTORY, rows);
  }),

  route('get', E, '/printPackage/getAvailableValue', (input) => {
    const e = enterpriseOf(input).enterpriseNumber;
    const pack = printPackages().find((p) => p.enterpriseNumber === e);
    // §8: ENTERPRISE_0072, the enterprise has no print package; the console takes it as a success
    if (!pack)
      return fail(500, '企业暂未购买打印套餐', 'ENTERPRISE_0072', { availableValue: 0, totalValue: 0, expireTime: '' });
    const used = printJobs().reduce((sum, j) => (j.enterpriseNumber === e ? sum + j.points : sum), 0);
    return {
      availableValue: Math.max(0, pack.totalValue - used),
      totalValue: pack.totalValue,
      expireTime: pack.expireTime,
    };
  }),
];

export default deviceHandlers;
