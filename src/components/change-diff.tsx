import { Table } from 'antd';

/** One changed field of an edit as the change log records it (docs/assumed-contract.md). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** 字段 / 修改前 / 修改后 of one change-log entry (the log page's expanded row, the profile's history). */
export function ChangeDiff({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <Table<FieldChange>
      size="small"
      pagination={false}
      rowKey={(c) => c.field}
      dataSource={[...changes]}
      aria-label="字段变更"
      columns={[
        { title: '字段', dataIndex: 'field', width: 220 },
        { title: '修改前', dataIndex: 'before', render: (v: string) => v || '（空）' },
        { title: '修改后', dataIndex: 'after', render: (v: string) => v || '（空）' },
      ]}
    />
  );
}
