import { Reject } from './respond';
import { printJobs, type PrintJobRow } from './printer-tables';
import type { Column } from './xlsx';
import { isDay } from './validate/values';

// The print records as both histories read them (the device page's /printer/history and the
// print service's printedHistory): the enterprise's jobs within a range of days, and as a sheet.

const TYPE_LABEL = { purchase: '购买', rental: '租赁' } as const;

/** A date filter YYYY-MM-DD, or '' for none. */
function dayOf(value: unknown, field: string): string {
  const text = String(value ?? '').trim();
  if (text && !isDay(text)) throw new Reject(400, `参数${field}格式不正确，应为YYYY-MM-DD`);
  return text;
}

/** The enterprise's print jobs within startTime..endTime (inclusive, either end open), as stored. */
export function jobsWithin(e: string, source: { get(k: string): unknown }): PrintJobRow[] {
  const start = dayOf(source.get('startTime'), 'startTime');
  const end = dayOf(source.get('endTime'), 'endTime');
  if (start && end && start > end) throw new Reject(400, '开始日期不能晚于结束日期');
  return printJobs().filter(
    (j) =>
      j.enterpriseNumber === e &&
      (!start || j.printTime.slice(0, 10) >= start) &&
      (!end || j.printTime.slice(0, 10) <= end),
  );
}

const COLUMN = {
  printTime: { header: '打印时间', key: 'printTime', width: 20 },
  printerSn: { header: '打印机序列号', key: 'printerSn' },
  location: { header: '位置', key: 'location', width: 22 },
  typeLabel: { header: '类型', key: 'typeLabel', width: 8 },
  userName: { header: '打印人', key: 'userName' },
  departName: { header: '部门', key: 'departName', width: 18 },
  fileName: { header: '文件名', key: 'fileName', width: 20 },
  pages: { header: '页数', key: 'pages', width: 8 },
  copies: { header: '份数', key: 'copies', width: 8 },
  colorLabel: { header: '彩色', key: 'colorLabel', width: 8 },
  amount: { header: '金额（元）', key: 'amount', width: 12 },
  points: { header: '消耗点数', key: 'points', width: 10 },
} satisfies Record<string, Column>;

/** A history sheet's columns, in the order that export lists them. */
export const historyColumns = (keys: (keyof typeof COLUMN)[]): Column[] => keys.map((k) => COLUMN[k]);

/** The jobs as a history sheet's rows. */
export const historyRows = (rows: PrintJobRow[]) =>
  rows.map((j) => ({ ...j, typeLabel: TYPE_LABEL[j.type], colorLabel: j.color ? '是' : '否' }));
