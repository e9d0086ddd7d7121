import { useState } from 'react';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { MemberPicker } from '@/components/directory/member-picker';
import type { HandoverKind } from '../api/departure-api';
import { KIND_LABEL, KIND_UNIT, KINDS, slot, type PlanRow, type Receiver, type Receivers } from '../handover-plan';

interface Props {
  rows: PlanRow[];
  leaverIds: ReadonlySet<string>;
  receivers: Receivers;
  onChange(next: Receivers): void;
}

/** Whom the picker is choosing for: one leaver's items of a kind, or every leaver's. */
type Target = { kind: HandoverKind; leaverId?: string };

/** Step 3: a receiver per kind, per leaver or one for all (never a leaver). */
export function ReceiversStep({ rows, leaverIds, receivers, onChange }: Props) {
  const [target, setTarget] = useState<Target | null>(null);
  if (!rows.length) return <Empty description="离职员工没有需要交接的审批、群聊或主管部门" />;
  const assign = (person: Receiver | undefined) => {
    if (!target || !person) return setTarget(null);
    const next = { ...receivers };
    for (const r of rows) if (r.kind === target.kind && (!target.leaverId || r.leaver.id === target.leaverId)) next[slot(r.leaver.id, r.kind)] = person;
    onChange(next);
    setTarget(null);
  };
  const title = target ? `选择${KIND_LABEL[target.kind]}交接人` : '选择交接人';
  return (
    <Flex vertical gap={12}>
      {KINDS.filter((kind) => rows.some((r) => r.kind === kind)).map((kind) => (
        <Card key={kind} size="small" title={KIND_LABEL[kind]}
          extra={<Button size="small" onClick={() => setTarget({ kind })}>{`为全部${KIND_LABEL[kind]}指定交接人`}</Button>}>
          {rows.filter((r) => r.kind === kind).map((r) => (
            <div key={r.leaver.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
              <span style={{ minWidth: 180 }}>{`${r.leaver.name}：${KIND_LABEL[kind]} ${r.count} ${KIND_UNIT[kind]}`}</span>
              {r.receiver ? <Tag color="blue">{`交接给${r.receiver.name}`}</Tag> : <Typography.Text type="danger">未指定交接人</Typography.Text>}
              <Button size="small" aria-label={`为${r.leaver.name}的${KIND_LABEL[kind]}选择交接人`} onClick={() => setTarget({ kind, leaverId: r.leaver.id })}>选择交接人</Button>
            </div>
          ))}
        </Card>
      ))}
      <MemberPicker open={!!target} title={title} multiple={false} excludeIds={leaverIds} onCancel={() => setTarget(null)}
        onOk={(list) => assign(list[0] && { id: list[0].id, name: list[0].name })} />
    </Flex>
  );
}
