import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { addApprover, addCondition, createFlow } from '@/features/approvals/process/model/flow-tree';
import type { ConditionGroup } from '@/features/approvals/process/model/types';
import { designerReady, draft, goToStep, label, resetDraft } from './designer-helpers';

const DESIGNER = '/home/examine_management/designer';

/** 发起人 → condition (its first branch holding a nested condition) → 审批人 → end. */
function flowWithConditions() {
  let flow = addApprover(createFlow(), 'start');
  flow = addCondition(flow, 'start');
  const outer = flow.child as ConditionGroup;
  return { flow: addCondition(flow, outer.branches[0].id), outer };
}

const joins = () => Array.from(document.querySelectorAll<HTMLElement>('[data-flow="branch-join"]'));
const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('process view: condition branches join back into one line', () => {
  beforeEach(resetDraft);

  it('draws one join per condition node, right below its branches, with the next node after it', async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    await goToStep(user, '流程设计');
    await label('在发起人后添加节点');
    const { flow } = flowWithConditions();
    act(() => draft().setFlow(() => flow));

    const [outerGroup, nestedGroup] = await screen.findAllByRole('group', { name: '条件分支' });
    expect(outerGroup.contains(nestedGroup)).toBe(true);
    expect(joins()).toHaveLength(2);
    // each join sits directly under its own branches and leads on to what follows the condition
    expect(outerGroup.nextElementSibling).toBe(joins()[1]);
    expect(nestedGroup.nextElementSibling).toBe(joins()[0]);
    const outerJoin = outerGroup.nextElementSibling as HTMLElement;
    const after = outerJoin.nextElementSibling as HTMLElement;
    expect(within(after).getByRole('button', { name: '在条件分支后添加节点' })).toBeInTheDocument();
    const approver = screen.getByLabelText('设置：审批人');
    expect(follows(outerJoin, approver)).toBe(true);
    expect(follows(approver, screen.getByLabelText('流程结束'))).toBe(true);
  });

  it('every branch runs down to the join line, which spans from the first branch to the last', async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    await goToStep(user, '流程设计');
    await label('在发起人后添加节点');
    const { flow } = flowWithConditions();
    act(() => draft().setFlow(() => flow));

    const [outerGroup] = await screen.findAllByRole('group', { name: '条件分支' });
    const columns = Array.from(outerGroup.children) as HTMLElement[];
    expect(columns).toHaveLength(2);
    const [first, second] = columns.map((column) => {
      const kids = Array.from(column.children) as HTMLElement[];
      // the branch's own line continues to the bottom (the shorter branch too), then the join edge
      expect(kids.at(-2)).toHaveAttribute('data-flow', 'branch-tail');
      expect(kids.at(-1)).toHaveAttribute('data-flow', 'branch-join-edge');
      return kids.at(-1) as HTMLElement;
    });
    // the join line starts at the first branch's centre and ends at the last one's
    expect(first.style.left).toBe('50%');
    expect(first.style.right).toBe('0px');
    expect(second.style.left).toBe('0px');
    expect(second.style.right).toBe('50%');
  });
});
