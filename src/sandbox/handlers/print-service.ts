import { route, type AuthedInput } from '../route';
import { paginate, Reject } from '../respond';
import { randomToken } from '../random';
import { enterpriseOf } from './home';
import { printTokens, printersOf, rentalPrices, type PrintJobRow } from '../printer-tables';
import { xlsxResponse } from '../xlsx';
import { historyColumns, historyRows, jobsWithin } from '../print-history';

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

/** The service's history: the enterprise's jobs within the dates, matching the keyword. */
function jobsOf(e: string, source: { get(k: string): unknown }): PrintJobRow[] {
  const keyword = String(source.get('keyword') ?? '')
    .trim()
    .toLowerCase();
  return jobsWithin(e, source).filter(
    (j) => !keyword || [j.userName, j.fileName, j.printerSn, j.location].some((t) => t.toLowerCase().includes(keyword)),
  );
}

const COLUMNS = historyColumns([
  'printTime',
  'userName',
  'departName',
  'fileName',
  'printerSn',
  'location',
  'typeLabel',
  'pages',
  'copies',
  'colorLabel',
  'amount',
  'points',
]);

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
    return xlsxResponse('打印服务使用记录.xlsx', COLUMNS, historyRows(rows));
  }),
];

export default printServiceHandlers;
