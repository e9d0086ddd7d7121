import type { ColumnsType } from 'antd/es/table';

// A page of up to 200 people in a plain antd Table is one main-thread task of 250–450 ms on an office
// laptop (every row and cell mounted, then laid out at max-content), and the page scrolls with
// 20–35 ms tasks; antd's `virtual` mode mounts only the rows in view. Virtual rows are <div>s, not
// <tr>s, so a page small enough to be cheap keeps the real <table> (and its table semantics for
// assistive technology): only a page of more than VIRTUAL_FROM rows goes virtual (docs/architecture.md).
export const VIRTUAL_FROM = 100;

/** The width of a column whose cells are short: its (Chinese) title on one line, with the padding. */
export const titleWidth = (title: string) => Math.max(72, title.length * 14 + 24);

/** `virtual` and `scroll` of a Table of `rows` rows under `height` px: virtual needs numeric widths,
 *  so every column has one and the table is as wide as their sum. */
export function pageScroll<T>(columns: ColumnsType<T>, rows: number, height: number) {
  const virtual = rows > VIRTUAL_FROM;
  const width = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);
  return { virtual, scroll: { x: virtual ? width : ('max-content' as const), y: height } };
}
