import type { TableColumnType } from 'antd';
import { RowActions, type RowAction } from './row-actions';

/** A list screen's 操作 column: each row's actions as RowActions, named with the row (`of`). */
export function actionsColumn<T>(
  width: number,
  of: (row: T) => string,
  actions: (row: T) => (RowAction | false | undefined)[],
  more?: Omit<TableColumnType<T>, 'render'>,
): TableColumnType<T> {
  return {
    title: '操作',
    key: 'op',
    width,
    ...more,
    render: (_v, row) => <RowActions of={of(row)} actions={actions(row)} />,
  };
}
