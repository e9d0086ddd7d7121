import { route, type AuthedInput } from '../route';
import { paginate, Reject } from '../respond';
import { randomToken } from '../random';
import { enterpriseOf } from './home';
import { printJobs, printTokens, printersOf, rentalPrices, type PrintJobRow } from '../printer-tables';
import { printJobSheet, SERVICE_USAGE } from '../print-job-sheet';
import { isDay } from '../validate/values';

// The printer service's usage calls (admin-modules §7: token login, rental price, printed history
// and export; paths not given, assumed in docs/assumed-contract.md). The console's session logs in
// for a printToken (valid 2 hours); the other calls need it as a query parameter.
const E = '/enterprise-server';
const TOKEN_MS = 2 * 60 * 60 * 1000;
export const PRINT_TOKEN_MESSAGE = '打印服务登录已失效，请重新登录';

function tokenEnterprise(input: AuthedInput): string {
  const e = enterpriseOf(input).enterpriseNumber;
  const token = input.query.get('printToken') ?? '';
  const row = printTokens().find((t) => t.token === token);
  if (!token || !row || row.enterpriseNumber !== e || row.expireAt < Date.now())
    throw new Reject(401, PRINT_TOKEN_MESSAGE, 'PRINT_TOKEN_INVALID');
  return e;
}

function dayOf(value: unknown, field: string): string {
  const text = String(value ?? '').trim();
  if (text && !isDay(text)) throw new Reject(400, `参数${field}格式不正确，应为YYYY-MM-DD`);
  return text;
}

function jobsOf(e: string, source: { get(k: string): unknown }): PrintJobRow[] {
  const start = dayOf(source.get('startTime'), 'startTime');
  const end = dayOf(source.get('endTime'), 'endTime');
  if (start && end && start > end) throw new Reject(400, '开始日期不能晚于结束日期');
  const keyword = String(source.get('keyword') ?? '')
    .trim()
    .toLowerCase();
  return printJobs().filter(
    (j) =>
      j.enterpriseNumber === e &&
      (!start || j.printTime.slice(0, 10) >= start) &&
      (!end || j.printTime.slice(0, 10) <= end) &&
      (!keyword || [j.userName, j.fileName, j.printerSn, j.location].some((t) => t.toLowerCase().includes(keyword))),
  );
}

const printServiceHandlers = [
  route('post', E, '/printService/tokenLogin', (input) => {
    const e = enterpriseOf(input).enterpriseNumber;
    const now = Date.now();
    // expired tokens go as a new one is issued
    for (const t of printTokens().filter((x) => x.expireAt < now)) printTokens().splice(printTokens().indexOf(t), 1);
    const token = `pt-${randomToken(24)}`;
    printTokens().push({ token, enterpriseNumber: e, expireAt: now + TOKEN_MS });
    return { printToken: token, expireTime: new Date(now + TOKEN_MS).toISOString() };
  }),

  route('get', E, '/printService/rentalPrice', (input) => {
    const e = tokenEnterprise(input);
    const price = rentalPrices().find((p) => p.enterpriseNumber === e);
    return {
      blackWhite: price?.blackWhite ?? 0,
      color: price?.color ?? 0,
      monthlyRent: price?.monthlyRent ?? 0,
      rentalPrinters: printersOf(e).filter((p) => p.type === 'rental').length,
    };
  }),

  route(
    'post',
    E,
    '/printService/printedHistory',
    (input) => {
      const e = tokenEnterprise(input);
      return paginate(jobsOf(e, { get: (k) => input.body[k] }), input.body.page, input.body.size);
    },
    { read: true },
  ),

  route('get', E, '/printService/exportHistory', async (input) => {
    const rows = jobsOf(tokenEnterprise(input), input.query);
    if (!rows.length) throw new Reject(500, '没有可导出的打印记录');
    return printJobSheet('打印服务使用记录.xlsx', SERVICE_USAGE, rows);
  }),
];

export default printServiceHandlers;
