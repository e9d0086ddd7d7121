import { Button, Card, Tag, Typography } from 'antd';
import type { PlanRow } from '../handover-plan';

interface Props {
  /** one kind's rows, one per leaver holding it */
  rows: PlanRow[];
  /** choose a receiver for one leaver's items, or (no leaverId) for every leaver's */
  onPick(leaverId?: string): void;
  onClear(row: PlanRow): void;
}

/** Step 3, one kind: a responsibility needs a receiver; anything else may get one, else the
 *  leaver is just removed from it (docs/product.md Part D §3). */
export function ReceiverCard({ rows, onPick, onClear }: Props) {
  const { label, unit, handover } = rows[0];
  const optional = handover === 'optional';
  return (
    <Card
      size="small"
      title={label}
      extra={
        <>
          {optional && (
            <Typography.Text type="secondary" style={{ marginRight: 8 }}>
              可选，不指定则直接移除
            </Typography.Text>
          )}
          <Button size="small" onClick={() => onPick()}>{`为全部${label}指定交接人`}</Button>
        </>
      }
    >
      {rows.map((r) => (
        <div key={r.leaver.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
          <span style={{ minWidth: 180 }}>{`${r.leaver.name}：${label} ${r.count} ${unit}`}</span>
          {r.receiver ? (
            <Tag color="blue" closable={optional} onClose={() => onClear(r)}>{`交接给${r.receiver.name}`}</Tag>
          ) : optional ? (
            <Typography.Text type="secondary">不指定则直接移除</Typography.Text>
          ) : (
            <Typography.Text type="danger">未指定交接人</Typography.Text>
          )}
          <Button
            size="small"
            aria-label={`选择交接人：${r.leaver.name}的${label}`}
            onClick={() => onPick(r.leaver.id)}
          >
            选择交接人
          </Button>
        </div>
      ))}
    </Card>
  );
}
