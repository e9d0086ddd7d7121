import { useEffect, useRef, type ComponentProps } from 'react';
import type { TableProps, TableRef } from 'antd/es/table';

// A virtual antd Table draws its body rows as <div>s beside a header <table> and a footer <table>:
// assistive technology would meet a 1-row table, a heap of text and another 1-row table. These parts
// give it one table again (WCAG 1.3.1): the container is the table, the header's and the footer's
// <table>s are only layout, and every row and cell, header, body and 合计, says what it is.

const HeaderTable = (p: ComponentProps<'table'>) => <table {...p} role="presentation" />;
const HeaderGroup = (p: ComponentProps<'thead'>) => <thead {...p} role="rowgroup" />;
const HeaderRow = (p: ComponentProps<'tr'>) => <tr {...p} role="row" />;
const HeaderCell = (p: ComponentProps<'th'>) => <th {...p} role="columnheader" />;
const BodyGroup = (p: ComponentProps<'div'>) => <div {...p} role="rowgroup" />;
const BodyRow = (p: ComponentProps<'div'>) => <div {...p} role="row" />;
const BodyCell = (p: ComponentProps<'div'>) => <div {...p} role="cell" />;

/** The `components` of a virtual Table that keep its table semantics (header, body and summary). */
export const VIRTUAL_TABLE_PARTS: TableProps['components'] = {
  header: { table: HeaderTable, wrapper: HeaderGroup, row: HeaderRow, cell: HeaderCell },
  body: { wrapper: BodyGroup, row: BodyRow, cell: BodyCell },
};

/** A ref for the Table that, while `virtual`, makes its container the table (antd gives the
 *  container no props) named `label`, with the row count, and gives the footer's 合计 row its roles
 *  (antd's summary cells take no props). */
export function useVirtualTableRole(virtual: boolean, label: string, rowCount: number) {
  const ref = useRef<TableRef>(null);
  useEffect(() => {
    const root = ref.current?.nativeElement;
    const container = root?.querySelector<HTMLElement>('.ant-table-container');
    if (!root || !container) return;
    const footer = [...root.querySelectorAll<HTMLElement>('tfoot, tfoot tr, tfoot td')];
    if (!virtual) {
      for (const a of ['role', 'aria-label', 'aria-rowcount']) container.removeAttribute(a);
      footer.forEach((el) => el.removeAttribute('role'));
      return;
    }
    container.setAttribute('role', 'table');
    container.setAttribute('aria-label', label);
    // the header row, the rows, 合计
    container.setAttribute('aria-rowcount', String(rowCount + 2));
    for (const el of footer)
      el.setAttribute('role', el.tagName === 'TD' ? 'cell' : el.tagName === 'TR' ? 'row' : 'rowgroup');
  });
  return ref;
}
