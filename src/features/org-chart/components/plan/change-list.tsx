import { List } from 'antd';
import type { PlanDetail } from '../../api/plan-types';

/** Every change of a plan, in the order recorded (docs/assumed-contract.md "Restructure plans"). */
export function ChangeList({ plan, highlight }: { plan: PlanDetail; readOnly?: boolean; highlight?: string }) {
  return (
    <List
      aria-label="调整记录"
      locale={{ emptyText: '暂无调整' }}
      dataSource={plan.changes}
      rowKey="id"
      renderItem={(c) => <List.Item aria-current={c.id === highlight || undefined}>{c.label}</List.Item>}
    />
  );
}
