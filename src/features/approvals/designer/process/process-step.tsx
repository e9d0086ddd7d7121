import { useMemo, useState } from 'react';
import { Alert, theme } from 'antd';
import { useApprovalDraft } from '../../stores/approval-draft';
import { validateFlow } from '../../process/model/validate-flow';
import { flowRefs } from '../../process/model/flow-refs';
import { useRefNames } from '../../process/use-ref-names';
import { AddNodeButton } from './add-node-button';
import { NodeCard } from './node-card';
import { Chain, type EditKind } from './flow-view';
import { CcDrawer } from './cc-drawer';
import { ApproverDrawer } from './approver-drawer';
import { ConditionDrawer } from './condition-drawer';
import { NODE_COLOURS } from '../../colours';

/** Step 3: the flow tree (start, approvers, conditions, end); unset nodes are flagged in red. */
export function ProcessStep({ attempted }: { attempted: boolean }) {
  const { token } = theme.useToken();
  const flow = useApprovalDraft((s) => s.flow);
  const fields = useApprovalDraft((s) => s.form.fields);
  const [editing, setEditing] = useState<{ kind: EditKind; id: string } | null>(null);
  const list = useMemo(() => validateFlow(flow, fields), [flow, fields]);
  const problems = useMemo(
    () => new Map(list.map((p) => [p.nodeId, p.message.replace(/^[^」]*」/, '').replace(/^：/, '')])),
    [list],
  );
  const refs = useMemo(() => flowRefs(flow), [flow]);
  const names = useRefNames(refs);
  const props = useMemo(
    () => ({ problems, names, onEdit: (kind: EditKind, id: string) => setEditing({ kind, id }) }),
    [problems, names],
  );
  return (
    <div data-flow="canvas" style={{ background: token.colorBgLayout, padding: 24, minHeight: 480, overflowX: 'auto' }}>
      {attempted && list.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={`还有${list.length}个节点未设置完成`} />
      )}
      <NodeCard label="发起人" color={NODE_COLOURS.initiator} title="发起人" body="所有人" />
      <AddNodeButton afterId={flow.id} label="发起人" />
      <Chain node={flow.child} props={props} />
      <ApproverDrawer id={editing?.kind === 'approver' ? editing.id : null} onClose={() => setEditing(null)} />
      <CcDrawer id={editing?.kind === 'cc' ? editing.id : null} onClose={() => setEditing(null)} />
      <ConditionDrawer id={editing?.kind === 'condition' ? editing.id : null} onClose={() => setEditing(null)} />
    </div>
  );
}
