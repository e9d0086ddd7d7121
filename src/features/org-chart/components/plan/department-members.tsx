import { useMemo, useState } from 'react';
import { Button, Checkbox, Empty, Spin, Typography } from 'antd';
import { useTreeAndPerson } from '@/components/directory/queries';
import type { PersonMove } from '../../api/plan-types';
import type { PlanNode } from './plan-tree';

interface Props {
  node: PlanNode;
  people: readonly PersonMove[];
  readOnly?: boolean;
  onMoveOut(staffIds: string[]): void;
}

/** The department's members in the plan: its live members, less those the plan moves out, plus
 *  those it moves in. Members are chosen and 调出 together. */
export function DepartmentMembers({ node, people, readOnly, onMoveOut }: Props) {
  const d = node.dept;
  const live = useTreeAndPerson(d.id, d.before !== null && !d.gone);
  const members = useMemo(() => {
    const moved = new Map(people.map((p) => [p.staffId, p]));
    const stay = (live.data?.persons ?? [])
      .filter((m) => moved.get(m.id)?.afterDepartIds.includes(d.id) ?? true)
      .map((m) => ({ id: m.id, name: m.name }));
    const known = new Set(stay.map((m) => m.id));
    const arrived = people
      .filter((p) => p.afterDepartIds.includes(d.id) && !known.has(p.staffId))
      .map((p) => ({ id: p.staffId, name: p.name }));
    return [...stay, ...arrived];
  }, [live.data, people, d.id]);
  const [chosen, setChosen] = useState<string[]>([]);
  const shownChosen = chosen.filter((id) => members.some((m) => m.id === id));
  if (d.gone) return null;
  return (
    <section aria-label="部门成员">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '16px 0 8px' }}>
        <Typography.Text strong>部门成员（{members.length}）</Typography.Text>
        {!readOnly && (
          <Button size="small" disabled={!shownChosen.length} onClick={() => onMoveOut(shownChosen)}>
            调出
          </Button>
        )}
      </div>
      <Spin spinning={live.isFetching}>
        {members.length ? (
          <Checkbox.Group
            value={shownChosen}
            onChange={(v) => setChosen(v)}
            disabled={readOnly}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxHeight: 240, overflow: 'auto' }}
            options={members.map((m) => ({ value: m.id, label: m.name }))}
          />
        ) : !live.isPending || d.before === null ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无成员" />
        ) : null}
      </Spin>
    </section>
  );
}
