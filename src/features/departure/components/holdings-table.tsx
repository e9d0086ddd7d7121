import { Flex, Space, Table, Tag, Typography } from 'antd';
import type { HandoverRule, HeldKind, Holdings } from '../api/departure-api';

export const RULE_TEXT: Record<HandoverRule, string> = {
  mandatory: '必须指定交接人',
  optional: '可指定交接人',
  none: '离职后失效',
};
const RULE_COLOR: Record<HandoverRule, string> = { mandatory: 'red', optional: 'blue', none: 'default' };

function HeldKindLine({ k }: { k: HeldKind }) {
  return (
    <Flex gap={8} align="baseline" wrap>
      <Typography.Text strong>{`${k.label}（${k.items.length}${k.unit}）`}</Typography.Text>
      <Tag color={RULE_COLOR[k.handover]}>{RULE_TEXT[k.handover]}</Tag>
      <Space size={[4, 4]} wrap>
        {k.items.map((x) => (
          <Tag key={x.id} title={x.detail}>
            {x.name}
            {x.detail ? `（${x.detail}）` : ''}
          </Tag>
        ))}
      </Space>
    </Flex>
  );
}

/** Step 2: every kind each leaver holds, with its count and what happens to it. */
export function HoldingsTable({ holdings }: { holdings: Holdings[] }) {
  return (
    <Table<Holdings>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={holdings}
      aria-label="待交接事项"
      columns={[
        { title: '离职员工', dataIndex: 'name', width: 120 },
        {
          title: '事项',
          key: 'kinds',
          render: (_v, h) =>
            h.kinds.length ? (
              <Flex vertical gap={6}>
                {h.kinds.map((k) => (
                  <HeldKindLine key={k.kind} k={k} />
                ))}
              </Flex>
            ) : (
              <Typography.Text type="secondary">无</Typography.Text>
            ),
        },
      ]}
    />
  );
}
