import { Empty } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import type { ChartNode } from '../api/org-chart-api';
import './focus-chart.css';

function Box({ n, onPick, current = false }: { n: ChartNode; onPick(n: ChartNode): void; current?: boolean }) {
  const classes = ['focus-box', current && 'focus-box-current', !n.enable && 'focus-box-disabled'];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-current={current || undefined}
      onClick={() => onPick(n)}
    >
      <span className="focus-box-name">{n.departName}</span>
      <span className="focus-box-line">
        {n.departSupervisorId ? <PersonRef userId={n.departSupervisorId} name={n.supervisorName} /> : '未设主管'} ·{' '}
        {n.memberTotal}人
      </span>
      {n.departSum !== n.memberTotal && <span className="focus-box-line">直属{n.departSum}人</span>}
    </button>
  );
}

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
  if (!node) return <Empty description="请选择部门" />;
  const link = <div className="focus-link" />;
  return (
    <div
      aria-label="组织架构图"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', overflow: 'auto', padding: 16 }}
    >
      {parent && (
        <>
          <Box n={parent} onPick={onPick} />
          {link}
        </>
      )}
      <Box n={node} onPick={onPick} current />
      {node.departTree.length > 0 && link}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center', maxWidth: 900 }}>
        {node.departTree.slice(0, 60).map((c) => (
          <Box key={c.id} n={c} onPick={onPick} />
        ))}
      </div>
      {node.departTree.length > 60 && (
        <div className="focus-box-line" style={{ marginTop: 8 }}>
          共{node.departTree.length}个下级部门，仅显示前60个
        </div>
      )}
    </div>
  );
}
