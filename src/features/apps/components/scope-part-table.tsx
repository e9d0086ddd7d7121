import { Button, Space, Table, type TableColumnType } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';

interface Props<T> {
  /** 可见部门 or 指定人员: the table's name and heading (with the count) */
  label: string;
  rows: T[];
  rowKey: keyof T & string;
  emptyText: string;
  columns: TableColumnType<T>[];
  /** 添加部门 / 添加人员 in the heading */
  addText: string;
  onAdd(): void;
  /** each row's 移除, named with `nameOf(row)`; off while another removal runs */
  nameOf(row: T): string;
  onRemove(row: T): void;
  removing: boolean;
}

/** One part of a limited visible scope (its departments, or its people): a table headed with its
 *  count and the 添加 button, each row with 移除. */
export function ScopePartTable<T extends object>({
  label,
  rows,
  rowKey,
  emptyText,
  columns,
  addText,
  onAdd,
  nameOf,
  onRemove,
  removing,
}: Props<T>) {
  return (
    <Table<T>
      size="small"
      rowKey={rowKey}
      aria-label={label}
      dataSource={rows}
      pagination={false}
      title={() => (
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <b>
            {label}（{rows.length}）
          </b>
          <Button size="small" onClick={onAdd}>
            {addText}
          </Button>
        </Space>
      )}
      locale={{ emptyText }}
      columns={[
        ...columns,
        actionsColumn(80, nameOf, (row) => [
          { label: '移除', danger: true, disabled: removing, onClick: () => onRemove(row) },
        ]),
      ]}
    />
  );
}
