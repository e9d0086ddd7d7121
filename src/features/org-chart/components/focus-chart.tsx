import { Card, Empty, theme, type GlobalToken } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import type { ChartNode } from '../api/org-chart-api';

const box = (token: GlobalToken, n: ChartNode, onPick: (n: ChartNode) => void, strong = false) => (
  <Card
    key={n.id}
    size="small"
    hoverable
    onClick={() => onPick(n)}
    style={{
      minWidth: 140,
      textAlign: 'center',
      borderColor: strong ? token.colorPrimary : undefined,
      opacity: n.enable ? 1 : 0.6,
    }}
  >
    <div style={{ fontWeight: strong ? 600 : 400 }}>{n.departName}</div>
    <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>
      {n.departSupervisorId ? <PersonRef userId={n.departSupervisorId} name={n.supervisorName} /> : '未设主管'} ·{' '}
      {n.memberTotal}人
    </div>
    {n.departSum !== n.memberTotal && (
      <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>直属{n.departSum}人</div>
    )}
  </Card>
);

/** The chart around one department: its parent above, its children below (scales to any size). */
export function FocusChart({
  node,
  parent,
  onPick,
}: {
  node?: ChartNode;
  parent?: ChartNode;
  onPick(n: ChartNode): void;
}) {
  const { token } = theme.useToken();
  if (!node) return <Empty description="请选择部门" />;
  const line = <div style={{ width: 1, height: 20, background: token.colorBorder, margin: '0 auto' }} />;
  return (
    <div
      aria-label="组织架构图"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', overflow: 'auto', padding: 16 }}
    >
      {parent && (
        <>
          {box(token, parent, onPick)}
          {line}
        </>
      )}
      {box(token, node, onPick, true)}
      {node.departTree.length > 0 && line}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center', maxWidth: 900 }}>
        {node.departTree.slice(0, 60).map((c) => box(token, c, onPick))}
      </div>
      {node.departTree.length > 60 && (
        <div style={{ color: token.colorTextSecondary, marginTop: 8 }}>
          共{node.departTree.length}个下级部门，仅显示前60个
        </div>
      )}
    </div>
  );
}
