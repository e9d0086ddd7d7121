import { useState } from 'react';
import { Card, Empty, Flex } from 'antd';
import { MemberPicker } from '@/components/directory/member-picker';
import { counted, slot, type PlanRow, type Receiver, type Receivers } from '../handover-plan';
import { ReceiverCard } from './receiver-card';

interface Props {
  rows: PlanRow[];
  leaverIds: ReadonlySet<string>;
  receivers: Receivers;
  onChange(next: Receivers): void;
}

/** Whom the picker is choosing for: one leaver's items of a kind, or every leaver's. */
type Target = { kind: string; label: string; leaverId?: string };

/** Step 3: one receiver per kind, per leaver or one for all (one person, never a leaver); what
 *  ends with the departure is listed as such. */
export function ReceiversStep({ rows, leaverIds, receivers, onChange }: Props) {
  const [target, setTarget] = useState<Target | null>(null);
  const handed = rows.filter((r) => r.handover !== 'none');
  const ending = rows.filter((r) => r.handover === 'none');
  if (!rows.length) return <Empty description="离职员工没有需要交接的事项" />;
  const kinds = [...new Set(handed.map((r) => r.kind))];
  const assign = (person: Receiver | undefined) => {
    if (!target || !person) return setTarget(null);
    const next = { ...receivers };
    for (const r of handed)
      if (r.kind === target.kind && (!target.leaverId || r.leaver.id === target.leaverId))
        next[slot(r.leaver.id, r.kind)] = person;
    onChange(next);
    setTarget(null);
  };
  const clear = (r: PlanRow) => onChange({ ...receivers, [slot(r.leaver.id, r.kind)]: undefined });
  return (
    <Flex vertical gap={12}>
      {kinds.map((kind) => {
        const mine = handed.filter((r) => r.kind === kind);
        return (
          <ReceiverCard
            key={kind}
            rows={mine}
            onClear={clear}
            onPick={(leaverId) => setTarget({ kind, label: mine[0].label, leaverId })}
          />
        );
      })}
      {ending.length > 0 && (
        <Card size="small" title="离职后失效">
          <ul aria-label="离职后失效" style={{ margin: 0, paddingInlineStart: 20 }}>
            {ending.map((r) => (
              <li key={`${r.leaver.id}:${r.kind}`}>{`${counted(r)}：${r.released}`}</li>
            ))}
          </ul>
        </Card>
      )}
      <MemberPicker
        open={!!target}
        title={target ? `选择${target.label}交接人` : '选择交接人'}
        multiple={false}
        excludeIds={leaverIds}
        onCancel={() => setTarget(null)}
        onOk={(list) => assign(list[0] && { id: list[0].id, name: list[0].name })}
      />
    </Flex>
  );
}
