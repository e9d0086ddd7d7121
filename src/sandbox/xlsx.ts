import { HttpResponse } from 'msw';

// Real .xlsx files for the sandbox's exports and uploads. exceljs is loaded lazily so it never
// lands in the console's initial bundle.

export interface Column {
  header: string;
  key: string;
  width?: number;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function xlsxBuffer(sheetName: string, columns: Column[], rows: readonly object[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  const out = await book.xlsx.writeBuffer();
  return out as ArrayBuffer;
}

/** An .xlsx answer with the file name in Content-Disposition. */
export async function xlsxResponse(fileName: string, columns: Column[], rows: readonly object[]): Promise<Response> {
  const buffer = await xlsxBuffer(fileName.replace(/\.xlsx$/, '').slice(0, 30), columns, rows);
  return new HttpResponse(buffer, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': "attachment; filename*=UTF-8''" + encodeURIComponent(fileName),
    },
  });
}

/** A cell as text: dates as YYYY-MM-DD (Excel turns a typed date into a date cell), rich text as its text. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'text' in v) return String((v as { text: unknown }).text);
  if (typeof v === 'object' && 'result' in v) return cellText((v as { result: unknown }).result);
  return String(v).trim();
}

/** The first sheet of an uploaded workbook: its non-empty rows with their sheet row numbers. */
async function readSheet(file: unknown): Promise<Array<{ number: number; cells: string[] }>> {
  if (!file || typeof (file as Blob).arrayBuffer !== 'function') return [];
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const data = await (file as Blob).arrayBuffer();
  await book.xlsx.load(data);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: Array<{ number: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let i = 1; i <= sheet.columnCount; i++) cells.push(cellText(row.getCell(i).value));
    rows.push({ number, cells });
  });
  return rows;
}

/** The first sheet of an uploaded workbook as rows of cell texts (header row included). */
export async function readXlsx(file: unknown): Promise<string[][]> {
  return (await readSheet(file)).map((r) => r.cells);
}

/** Rows keyed by header (header texts mapped to keys through `headers`). */
export async function readXlsxRecords(
  file: unknown,
  headers: Record<string, string>,
): Promise<Array<Record<string, string>>> {
  const [head, ...body] = await readXlsx(file);
  if (!head) return [];
  const keys = head.map((h) => headers[h.trim()] ?? '');
  return body
    .map((cells) => Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']).filter(([k]) => k)))
    .filter((r) => Object.values(r).some((v) => v));
}

/** Like readXlsxRecords, each record with its sheet row number (`row`), for per-row error reports. */
export async function readXlsxNumbered(
  file: unknown,
  headers: Record<string, string>,
): Promise<Array<{ row: number; values: Record<string, string> }>> {
  const [head, ...body] = await readSheet(file);
  if (!head) return [];
  const keys = head.cells.map((h) => headers[h.trim()] ?? '');
  return body
    .map((r) => ({
      row: r.number,
      values: Object.fromEntries(keys.map((k, i) => [k, r.cells[i] ?? '']).filter(([k]) => k)),
    }))
    .filter((r) => Object.values(r.values).some((v) => v));
}

/** An uploaded file as the handler receives it (a File of the platform's fetch implementation). */
export const isUpload = (v: unknown): v is Blob =>
  !!v && typeof v === 'object' && typeof (v as Blob).arrayBuffer === 'function';
