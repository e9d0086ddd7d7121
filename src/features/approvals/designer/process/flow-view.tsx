import { Fragment } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { confirmAction } from '@/lib/feedback/confirm';
import { useApprovalDraft } from '../../stores/approval-draft';
import { addBranch, removalOutcome, removeNode, shiftBranch } from '../../process/model/flow-tree';
import { describeApprover, describeRules } from '../../process/model/describe';
import type { ConditionBranch, ConditionGroup, FlowNode } from '../../process/model/types';
import { AddNodeButton } from './add-node-button';
import { BranchEdge, BranchJoin, BranchTail, Line } from './branch-lines';
import { NodeCard } from './node-card';

export interface FlowViewProps {
  problems: ReadonlyMap<string, string>;
  onEdit(kind: 'approver' | 'condition', id: string): void;
}

async function askRemove(id: string, what: string) {
  const flow = useApprovalDraft.getState().flow;
  const outcome = removalOutcome(flow, id);
  const content = outcome === 'group' ? `删除「${what}」后，该条件分支节点只剩一个分支，整个条件节点将一并删除，确定删除吗？` : `确定删除「${what}」吗？`;
  if (await confirmAction({ content, danger: true })) useApprovalDraft.getState().setFlow((f) => removeNode(f, id));
}

function BranchColumn({ group, branch, index, props }: { group: ConditionGroup; branch: ConditionBranch; index: number; props: FlowViewProps }) {
  const setFlow = useApprovalDraft((s) => s.setFlow);
  const last = group.branches.length - 1;
  const canDelete = !branch.isDefault || group.branches.length <= 2;
  const edges = { first: index === 0, last: index === last };
  return (
    <div data-flow="branch" style={{ position: 'relative', display: 'flex', flexDirection: 'column', padding: '0 12px', minWidth: 250 }}>
      <BranchEdge edge="top" {...edges} />
      <Line />
      <NodeCard
        label={branch.name}
        color="#15bc83"
        title={`${branch.name}  优先级${index + 1}`}
        body={branch.isDefault ? '未满足其他条件时，进入此流程' : describeRules(branch.rules)}
        problem={props.problems.get(branch.id)}
        onOpen={branch.isDefault ? undefined : () => props.onEdit('condition', branch.id)}
        onDelete={canDelete ? () => void askRemove(branch.id, branch.name) : undefined}
        deleteLabel={`删除条件：${branch.name}`}
        extra={!branch.isDefault && (
          <>
            <Button type="text" size="small" disabled={index === 0} icon={<LeftOutlined style={{ color: '#fff' }} />} aria-label={`提高优先级：${branch.name}`} onClick={() => setFlow((f) => shiftBranch(f, branch.id, -1))} />
            <Button type="text" size="small" disabled={index + 1 >= last} icon={<RightOutlined style={{ color: '#fff' }} />} aria-label={`降低优先级：${branch.name}`} onClick={() => setFlow((f) => shiftBranch(f, branch.id, 1))} />
          </>
        )}
      />
      <AddNodeButton afterId={branch.id} label={branch.name} />
      <Chain node={branch.child} props={props} />
      <BranchTail />
      <BranchEdge edge="bottom" {...edges} />
    </div>
  );
}

/** A chain of nodes from `node` until it ends (null) or reaches the end node. */
export function Chain({ node, props }: { node: FlowNode | null; props: FlowViewProps }) {
  const setFlow = useApprovalDraft((s) => s.setFlow);
  if (!node) return null;
  if (node.type === 'end') {
    return <div style={{ textAlign: 'center', color: '#666', padding: 8 }} aria-label="流程结束">● 流程结束</div>;
  }
  if (node.type === 'approver') {
    return (
      <Fragment>
        <NodeCard
          label={node.name}
          color="#ff943e"
          title={node.name}
          body={describeApprover(node.settings)}
          problem={props.problems.get(node.id)}
          onOpen={() => props.onEdit('approver', node.id)}
          onDelete={() => void askRemove(node.id, node.name)}
          deleteLabel={`删除审批人：${node.name}`}
        />
        <AddNodeButton afterId={node.id} label={node.name} />
        <Chain node={node.child} props={props} />
      </Fragment>
    );
  }
  return (
    <Fragment>
      <div style={{ textAlign: 'center' }}>
        <Button size="small" shape="round" onClick={() => setFlow((f) => addBranch(f, node.id))}>添加条件</Button>
      </div>
      <Line />
      <div role="group" aria-label="条件分支" style={{ display: 'flex', justifyContent: 'center', overflowX: 'auto' }}>
        {node.branches.map((b, i) => <BranchColumn key={b.id} group={node} branch={b} index={i} props={props} />)}
      </div>
      <BranchJoin />
      <AddNodeButton afterId={node.id} label="条件分支" />
      <Chain node={node.child} props={props} />
    </Fragment>
  );
}
