import {
  addApprover,
  addBranch,
  addCondition,
  createFlow,
  findNode,
  findParentGroup,
  removalOutcome,
  removeNode,
  moveBranch,
  setApprover,
  updateBranch,
  walk,
} from '@/features/approvals/process/model/flow-tree';
import type { ApproverSettings, ConditionGroup, StartNode } from '@/features/approvals/process/model/types';

const ids = (flow: StartNode) => {
  const out: string[] = [];
  walk(flow, (n) => out.push(`${n.type}:${n.id}`));
  return out;
};
const settings: ApproverSettings = {
  mode: 'supervisor',
  members: [],
  supervisorLevel: 1,
  role: '',
  chooseMultiple: false,
  signMode: 'sequential',
  emptyAction: 'autoPass',
  emptyMember: null,
};
const approver = (id: string) => ({ id, type: 'approver' as const, name: id, settings: null, child: null });
const group = (id: string, n = 2): ConditionGroup => ({
  id,
  type: 'conditionNode',
  child: null,
  branches: Array.from({ length: n }, (_, i) => ({
    id: `${id}b${i}`,
    type: 'condition' as const,
    name: `c${i}`,
    isDefault: i === n - 1,
    rules: [],
    child: null,
  })),
});

describe('flow tree', () => {
  it('starts with start then end and inserts approvers after any node', () => {
    let flow = createFlow();
    expect(ids(flow)).toEqual(['start:start', 'end:end']);
    flow = addApprover(flow, 'start', approver('a'));
    flow = addApprover(flow, 'start', approver('b'));
    expect(ids(flow)).toEqual(['start:start', 'approver:b', 'approver:a', 'end:end']);
  });

  it('adds a condition with two branches whose chain continues with what followed', () => {
    let flow = addApprover(createFlow(), 'start', approver('a'));
    flow = addCondition(flow, 'start', group('g'));
    expect(ids(flow)).toEqual([
      'start:start',
      'conditionNode:g',
      'condition:gb0',
      'condition:gb1',
      'approver:a',
      'end:end',
    ]);
    flow = addApprover(flow, 'gb0', approver('inBranch'));
    expect((findNode(flow, 'gb0') as { child: { id: string } }).child.id).toBe('inBranch');
  });

  it('adds a branch before the default branch, which stays last', () => {
    let flow = addCondition(createFlow(), 'start', group('g'));
    flow = addBranch(flow, 'g');
    const g = findNode(flow, 'g') as ConditionGroup;
    expect(g.branches).toHaveLength(3);
    expect(g.branches[2].isDefault).toBe(true);
    expect(g.branches[1].name).toBe('条件2');
  });

  it('removes a branch alone only when the condition has more than two branches', () => {
    let flow = addCondition(createFlow(), 'start', group('g', 3));
    flow = addApprover(flow, 'g', approver('after'));
    expect(removalOutcome(flow, 'gb0')).toBe('branch');
    flow = removeNode(flow, 'gb0');
    expect((findNode(flow, 'g') as ConditionGroup).branches.map((b) => b.id)).toEqual(['gb1', 'gb2']);
    expect(removalOutcome(flow, 'gb1')).toBe('group');
    flow = removeNode(flow, 'gb1');
    expect(findNode(flow, 'g')).toBeUndefined();
    expect(ids(flow)).toEqual(['start:start', 'approver:after', 'end:end']);
  });

  it('removes an approver and keeps its chain; start and end cannot be removed', () => {
    let flow = addApprover(addApprover(createFlow(), 'start', approver('a')), 'a', approver('b'));
    flow = removeNode(flow, 'a');
    expect(ids(flow)).toEqual(['start:start', 'approver:b', 'end:end']);
    expect(removeNode(flow, 'end')).toBe(flow);
    expect(removeNode(flow, 'start')).toBe(flow);
    expect(removeNode(flow, 'nope')).toBe(flow);
  });

  it('removes a nested condition inside a branch', () => {
    let flow = addCondition(createFlow(), 'start', group('g'));
    flow = addCondition(flow, 'gb0', group('inner'));
    expect(findParentGroup(flow, 'innerb0')?.id).toBe('inner');
    flow = removeNode(flow, 'innerb1');
    expect(findNode(flow, 'inner')).toBeUndefined();
    expect(findNode(flow, 'g')).toBeDefined();
  });

  it('moves branch priority but never past the default branch', () => {
    let flow = addCondition(createFlow(), 'start', group('g', 3));
    flow = moveBranch(flow, 'gb0', 'gb1');
    expect((findNode(flow, 'g') as ConditionGroup).branches.map((b) => b.id)).toEqual(['gb1', 'gb0', 'gb2']);
    expect(moveBranch(flow, 'gb0', 'gb2')).toBe(flow);
    expect(moveBranch(flow, 'gb2', 'gb1')).toBe(flow);
  });

  it('sets approvers and branch rules without touching the input tree', () => {
    const before = addCondition(addApprover(createFlow(), 'start', approver('a')), 'a', group('g'));
    let flow = setApprover(before, 'a', settings, '  主管 ');
    flow = updateBranch(flow, 'gb0', { name: '大额' });
    flow = updateBranch(flow, 'gb1', { name: 'default is fixed' });
    expect(findNode(flow, 'a')).toMatchObject({ name: '主管', settings });
    expect(findNode(flow, 'gb0')).toMatchObject({ name: '大额' });
    expect(findNode(flow, 'gb1')).toMatchObject({ name: 'c1' });
    expect(findNode(before, 'a')).toMatchObject({ settings: null });
  });
});
