import type { TableRowSelection } from 'antd/es/table/interface';

/** A table's row selection with Chinese names for its checkboxes: antd names them "Select all" and
 *  "Select row N", which tells a screen reader user neither the language nor the row. */
export function namedSelection<T>(selection: TableRowSelection<T>, nameOf: (row: T) => string): TableRowSelection<T> {
  return {
    ...selection,
    getTitleCheckboxProps: () => ({ 'aria-label': '全选当页' }),
    getCheckboxProps: (row) => ({ ...selection.getCheckboxProps?.(row), 'aria-label': `选择：${nameOf(row)}` }),
  };
}
