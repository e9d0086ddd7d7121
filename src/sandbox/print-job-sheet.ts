import { xlsxResponse, type Column } from './xlsx';
import type { PrintJobRow } from './printer-tables';

// Print jobs as the two exports list them: a printer's 打印记录 (devices) and the print service's
// usage (print-service). One job's columns are the same in both; each page orders them its own way.

const TYPE_LABEL = { purchase: '购买', rental: '租赁' } as const;

const WHEN: Column = { header: '打印时间', key: 'printTime', width: 20 };
const PRINTER: Column[] = [
  { header: '打印机序列号', key: 'printerSn' },
  { header: '位置', key: 'location', width: 22 },
  { header: '类型', key: 'typeLabel', width: 8 },
];
const PRINTED_BY: Column[] = [
  { header: '打印人', key: 'userName' },
  { header: '部门', key: 'departName', width: 18 },
  { header: '文件名', key: 'fileName', width: 20 },
];
const AMOUNTS: Column[] = [
  { header: '页数', key: 'pages', width: 8 },
  { header: '份数', key: 'copies', width: 8 },
  { header: '彩色', key: 'colorLabel', width: 8 },
  { header: '金额（元）', key: 'amount', width: 12 },
  { header: '消耗点数', key: 'points', width: 10 },
];

/** A printer's history: the printer first, then who printed what. */
export const PRINTER_HISTORY: Column[] = [WHEN, ...PRINTER, ...PRINTED_BY, ...AMOUNTS];
/** The print service's usage: who printed what first, then on which printer. */
export const SERVICE_USAGE: Column[] = [WHEN, ...PRINTED_BY, ...PRINTER, ...AMOUNTS];

export const printJobSheet = (fileName: string, columns: Column[], rows: PrintJobRow[]) =>
  xlsxResponse(
    fileName,
    columns,
    rows.map((j) => ({ ...j, typeLabel: TYPE_LABEL[j.type], colorLabel: j.color ? '是' : '否' })),
  );
