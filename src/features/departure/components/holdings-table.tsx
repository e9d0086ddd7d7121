import { Space, Table, Tag, Typography } from 'antd';
import type { HeldItem, Holdings } from '../api/departure-api';
import { KIND_LABEL, KINDS } from '../handover-plan';

const items = (list: HeldItem[]) => list.length
  ? <Space size={[4, 4]} wrap>{list.map((x) => <Tag key={x.id} title={x.nodes?.join('、')}>{x.name}{x.nodes?.length ? `（${x.nodes.join('、')}）` : ''}</Tag>)}</Space>
  : <Typography.Text type="secondary">无</Typography.Text>;

/** Step 2: what each leaver holds (approvals whose nodes name them, groups, departments). */
export function HoldingsTable({ holdings }: { holdings: Holdings[] }) {
  return (
    <Table<Holdings> rowKey="id" size="small" pagination={false} dataSource={holdings} aria-label="待交接事项"
      columns={[
        { title: '离职员工', dataIndex: 'name', width: 120 },
        ...KINDS.map((kind) => ({ title: KIND_LABEL[kind], key: kind, render: (_v: unknown, h: Holdings) => items(h[kind]) })),
      ]} />
  );
}
