import { Fragment } from 'react';
import { Button, theme } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { confirmAction } from '@/lib/feedback/confirm';
import { useApprovalDraft } from '../../stores/approval-draft';
import { addBranch, removalOutcome, removeNode } from '../../process/model/flow-tree';
import { describeApprover, describeCc, describeRules, type RefNames } from '../../process/model/describe';
import type { ConditionBranch, ConditionGroup, FlowNode } from '../../process/model/types';
import { AddNodeButton } from './add-node-button';
import { BranchEdge, BranchJoin, BranchTail, Line } from './branch-lines';
import { NodeCard } from './node-card';
import { NODE_COLOURS } from '../../colours';
import { BranchRow, type SortableProps } from './branch-sort';

export type EditKind = 'approver' | 'cc' | 'condition';

export interface FlowViewProps {
  problems: ReadonlyMap<string, string>;
  /** people and departments by current name and state */
  names: RefNames;
  onEdit(kind: EditKind, id: string): void;
}

async function askRemove(id: string, what: string) {
  const flow = useApprovalDraft.getState().flow;
  const outcome = removalOutcome(flow, id);
  const content =
    outcome === 'group'
      ? `删除「${what}」后，该条件分支节点只剩一个分支，整个条件节点将一并删除，确定删除吗？`
      : `确定删除「${what}」吗？`;
  if (await confirmAction({ content, danger: true })) useApprovalDraft.getState().setFlow((f) => removeNode(f, id));
}

interface BranchColumnProps {
  group: ConditionGroup;
  branch: ConditionBranch;
  index: number;
  sortable: SortableProps | null;
  props: FlowViewProps;
}

function BranchColumn({ group, branch, index, sortable, props }: BranchColumnProps) {
  const { token } = theme.useToken();
  const last = group.branches.length - 1;
  const canDelete = !branch.isDefault || group.branches.length <= 2;
  const edges = { first: index === 0, last: index === last };
  return (
    <div
      ref={sortable?.nodeRef}
      data-flow="branch"
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        padding: '0 12px',
        minWidth: 250,
        ...sortable?.style,
      }}
    >
      <BranchEdge edge="top" {...edges} />
      <Line />
      <NodeCard
        label={branch.name}
        color={NODE_COLOURS.condition}
        title={`${branch.name}  优先级${index + 1}`}
        body={branch.isDefault ? '未满足其他条件时，进入此流程' : describeRules(branch.rules, props.names)}
        problem={props.problems.get(branch.id)}
        reserveProblemLine
        onOpen={branch.isDefault ? undefined : () => props.onEdit('condition', branch.id)}
        onDelete={canDelete ? () => void askRemove(branch.id, branch.name) : undefined}
        deleteLabel={`删除条件：${branch.name}`}
        extra={
          sortable && (
            <Button
              ref={sortable.handleRef}
              {...sortable.handle}
              type="text"
              size="small"
              icon={<HolderOutlined style={{ color: token.colorTextLightSolid }} />}
              aria-label={`调整优先级：${branch.name}`}
              style={{ cursor: 'grab', touchAction: 'none' }}
            />
          )
        }
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
  const { token } = theme.useToken();
  const setFlow = useApprovalDraft((s) => s.setFlow);
  if (!node) return null;
  if (node.type === 'end') {
    return (
      <div style={{ textAlign: 'center', color: token.colorTextSecondary, padding: 8 }} aria-label="流程结束">
        ● 流程结束
      </div>
    );
  }
  if (node.type === 'approver' || node.type === 'cc') {
    const approver = node.type === 'approver';
    return (
      <Fragment>
        <NodeCard
          label={node.name}
          color={approver ? NODE_COLOURS.approver : NODE_COLOURS.cc}
          title={node.name}
          // an unset node says so once, in its problem (未设置审批人 / 未设置抄送人)
          body={
            !node.settings
              ? null
              : approver
                ? describeApprover(node.settings, props.names)
                : describeCc(node.settings, props.names)
          }
          problem={props.problems.get(node.id)}
          onOpen={() => props.onEdit(node.type, node.id)}
          onDelete={() => void askRemove(node.id, node.name)}
          deleteLabel={`删除${approver ? '审批人' : '抄送人'}：${node.name}`}
        />
        <AddNodeButton afterId={node.id} label={node.name} />
        <Chain node={node.child} props={props} />
      </Fragment>
    );
  }
  return (
    <Fragment>
      <div style={{ textAlign: 'center' }}>
        <Button size="small" shape="round" onClick={() => setFlow((f) => addBranch(f, node.id))}>
          添加条件
        </Button>
      </div>
      <Line />
      <BranchRow
        group={node}
        render={(b, i, sortable) => (
          <BranchColumn key={b.id} group={node} branch={b} index={i} sortable={sortable} props={props} />
        )}
      />
      <BranchJoin />
      <AddNodeButton afterId={node.id} label="条件分支" />
      <Chain node={node.child} props={props} />
    </Fragment>
  );
}
