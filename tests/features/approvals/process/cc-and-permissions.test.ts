import { createField } from '@/features/approvals/designer/model/templates';
import type { FormField } from '@/features/approvals/designer/model/types';
import {
  addApprover,
  addCc,
  addCondition,
  createFlow,
  findNode,
  moveBranch,
  setCc,
} from '@/features/approvals/process/model/flow-tree';
import {
  permissionOf,
  pruneFieldPermissions,
  setFieldPermissions,
} from '@/features/approvals/process/model/field-permissions';
import { fromProcessData, PROCESS_DATA_ERROR, toProcessData } from '@/features/approvals/process/model/serialize-flow';
import { ccProblem, validateFlow } from '@/features/approvals/process/model/validate-flow';
import { describeCc, describeRules } from '@/features/approvals/process/model/describe';
import { flowOutline } from '@/features/approvals/process/model/outline';
import {
  INITIATOR_DEPT,
  type CcNode,
  type CcSettings,
  type ConditionGroup,
  type StartNode,
} from '@/features/approvals/process/model/types';

const cc = (id = 'c', settings: CcSettings | null = null): CcNode => ({
  id,
  type: 'cc',
  name: '抄送人',
  settings,
  child: null,
});
const roles: CcSettings = {
  mode: 'role',
  members: [],
  roles: ['财务'],
  supervisorLevel: 1,
  allowAdd: true,
  notifyOn: 'approved',
};
const money = { ...createField('Money'), id: 'm1', name: '金额' } as FormField;
const group = (n: number): ConditionGroup => ({
  id: 'g',
  type: 'conditionNode',
  child: null,
  branches: Array.from({ length: n }, (_, i) => ({
    id: `b${i}`,
    type: 'condition' as const,
    name: `c${i}`,
    isDefault: i === n - 1,
    rules: [],
    child: null,
  })),
});
const order = (flow: StartNode) => (findNode(flow, 'g') as ConditionGroup).branches.map((b) => b.id);

describe('flow outline (detail and version views)', () => {
  it("indents a branch's chain below its branch, and what follows the group at the group's depth", () => {
    const g = group(2);
    g.branches[0].child = cc('inBranch', roles);
    g.child = cc('after', roles);
    const flow: StartNode = { ...createFlow(), child: g };
    const depth = Object.fromEntries(flowOutline(flow).map((l) => [l.id, l.depth]));
    expect(depth).toMatchObject({ g: 0, b0: 1, inBranch: 2, b1: 1, after: 0 });
  });
});

describe('CC node', () => {
  it('is inserted after a node, set, and described in words', () => {
    let flow = addApprover(createFlow(), 'start', {
      id: 'a',
      type: 'approver',
      name: '审批人',
      settings: null,
      child: null,
    });
    flow = addCc(flow, 'a', cc());
    expect(flowOutline(flow).map((l) => l.text)).toEqual([
      '发起人：所有人',
      '审批人：请设置审批人',
      '抄送人：请设置抄送人',
      '流程结束',
    ]);
    flow = setCc(flow, 'c', roles, '抄送财务');
    expect(findNode(flow, 'c')).toMatchObject({ name: '抄送财务', settings: roles });
    expect(describeCc(roles)).toBe('角色：财务；审批通过后抄送；允许发起人添加抄送人');
    expect(
      describeCc({
        ...roles,
        mode: 'members',
        members: [
          { lenovoId: 'u1', name: '李娜' },
          { lenovoId: 'u2', name: '王强' },
        ],
        allowAdd: false,
        notifyOn: 'start',
      }),
    ).toBe('李娜、王强；发起时抄送');
    expect(describeCc({ ...roles, mode: 'supervisor', supervisorLevel: 2 })).toMatch(/^发起人的第二级主管；/);
    expect(describeCc({ ...roles, mode: 'chosen' })).toMatch(/^发起人自选；/);
    expect(describeCc({ ...roles, roles: [] })).toBe('请设置抄送人');
  });

  it('is flagged, naming the node, until the people its kind needs are chosen', () => {
    const flow = addCc(createFlow(), 'start', { ...cc(), name: '抄送财务' });
    expect(validateFlow(flow, [])).toEqual([{ nodeId: 'c', message: '抄送节点「抄送财务」未设置抄送人' }]);
    expect(ccProblem({ ...roles, mode: 'members' })).toBe('请至少选择一位抄送成员');
    expect(ccProblem({ ...roles, roles: [] })).toBe('请至少选择一个抄送角色');
    expect(ccProblem({ ...roles, mode: 'supervisor', supervisorLevel: 0 })).toBe('主管级别应在1到20之间');
    expect(ccProblem({ ...roles, mode: 'chosen', roles: [] })).toBeNull();
    expect(validateFlow(setCc(flow, 'c', roles), [])).toEqual([]);
  });
});

describe('field permissions', () => {
  it('default to read-only, store only overrides, and are dropped for fields that are gone', () => {
    let flow = addCc(createFlow(), 'start', cc('c', roles));
    expect(permissionOf((findNode(flow, 'c') as CcNode).fieldPermissions, 'm1')).toBe('read');
    flow = setFieldPermissions(flow, 'c', { m1: 'hidden', gone: 'edit' });
    expect(permissionOf((findNode(flow, 'c') as CcNode).fieldPermissions, 'm1')).toBe('hidden');
    const pruned = pruneFieldPermissions(flow, new Set(['m1']));
    expect((findNode(pruned, 'c') as CcNode).fieldPermissions).toEqual({ m1: 'hidden' });
    expect(pruneFieldPermissions(pruned, new Set(['m1']))).toBe(pruned);
    const none = pruneFieldPermissions(flow, new Set());
    expect(findNode(none, 'c')).not.toHaveProperty('fieldPermissions');
    expect(findNode(setFieldPermissions(flow, 'c', {}), 'c')).not.toHaveProperty('fieldPermissions');
  });

  it('round-trip through processData with the CC node; bad values are refused', () => {
    let flow = addCc(createFlow(), 'start', cc('c', roles));
    flow = addApprover(flow, 'c', {
      id: 'a',
      type: 'approver',
      name: '审批人',
      settings: null,
      child: null,
      fieldPermissions: { m1: 'edit' },
    });
    flow = setFieldPermissions(flow, 'c', { m1: 'hidden' });
    const json = toProcessData(flow);
    expect(fromProcessData(json)).toEqual(flow);
    expect(validateFlow(fromProcessData(json), [money])[0].nodeId).toBe('a');
    const bad = json.replace('"hidden"', '"secret"');
    expect(() => fromProcessData(bad)).toThrow(PROCESS_DATA_ERROR);
  });
});

describe('branch priority by drag and drop', () => {
  it("moves a branch onto another one's place, never past or onto the default branch", () => {
    const flow = addCondition(createFlow(), 'start', group(4));
    expect(order(moveBranch(flow, 'b0', 'b2'))).toEqual(['b1', 'b2', 'b0', 'b3']);
    expect(order(moveBranch(flow, 'b2', 'b0'))).toEqual(['b2', 'b0', 'b1', 'b3']);
    expect(moveBranch(flow, 'b0', 'b3')).toBe(flow);
    expect(moveBranch(flow, 'b3', 'b0')).toBe(flow);
    expect(moveBranch(flow, 'b0', 'nope')).toBe(flow);
  });
});

describe("a branch's conditions in words", () => {
  it('joins the rules with 且, options and departments with 属于', () => {
    expect(
      describeRules([
        { kind: 'number', fieldId: 'n', fieldName: '请假天数', operator: '>=', value: 3, value2: null },
        { kind: 'option', fieldId: 'r', fieldName: '类别', options: ['办公', '研发'] },
        {
          kind: 'department',
          fieldId: INITIATOR_DEPT,
          fieldName: '发起人部门',
          departments: [{ id: 'd1', name: '财务部' }],
        },
      ]),
    ).toBe('请假天数 大于等于 3 且 类别 属于 办公、研发 且 发起人部门 属于 财务部');
    expect(describeRules([])).toBe('请设置条件');
  });
});
