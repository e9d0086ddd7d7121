// A flow as indented text lines (detail drawer, summaries).
import { describeApprover, describeCc, describeRules, STORED_NAMES, type RefNames } from './describe';
import type { AnyNode, StartNode } from './types';

/** A branch's own chain is indented below the branch (a step deeper); what follows a condition group
 *  is at the group's depth. */
export function flowOutline(
  flow: StartNode,
  names: RefNames = STORED_NAMES,
): Array<{ id: string; depth: number; text: string }> {
  const lines: Array<{ id: string; depth: number; text: string }> = [];
  const go = (n: AnyNode | null, depth: number) => {
    if (!n) return;
    const text =
      n.type === 'start'
        ? '发起人：所有人'
        : n.type === 'end'
          ? '流程结束'
          : n.type === 'approver'
            ? `${n.name}：${describeApprover(n.settings, names)}`
            : n.type === 'cc'
              ? `${n.name}：${describeCc(n.settings, names)}`
              : n.type === 'conditionNode'
                ? `条件分支（${n.branches.length}个）`
                : `${n.name}：${n.isDefault ? '其他条件进入此流程' : describeRules(n.rules, names)}`;
    lines.push({ id: n.id, depth, text });
    if (n.type === 'conditionNode') for (const b of n.branches) go(b, depth + 1);
    if ('child' in n) go(n.child, n.type === 'condition' ? depth + 1 : depth);
  };
  go(flow, 0);
  return lines;
}
