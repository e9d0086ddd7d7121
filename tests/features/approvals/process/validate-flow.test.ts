import { createField } from '@/features/approvals/designer/model/templates';
import type { FormField } from '@/features/approvals/designer/model/types';
import {
  addApprover,
  addCondition,
  createFlow,
  setApprover,
  updateBranch,
} from '@/features/approvals/process/model/flow-tree';
import { fromProcessData, PROCESS_DATA_ERROR, toProcessData } from '@/features/approvals/process/model/serialize-flow';
import { approverProblem, validateFlow } from '@/features/approvals/process/model/validate-flow';
import type { ApproverSettings, ConditionGroup } from '@/features/approvals/process/model/types';
import { describeApprover, describeRule } from '@/features/approvals/process/model/describe';

const base: ApproverSettings = {
  mode: 'members',
  members: [],
  supervisorLevel: 1,
  role: '',
  chooseMultiple: false,
  signMode: 'all',
  emptyAction: 'autoPass',
  emptyMember: null,
};
const money = { ...createField('Money'), id: 'm1', name: '金额' } as FormField;
const radio = { ...createField('SingleRadio'), id: 'r1', name: '类别', dataSource: ['甲', '乙'] } as FormField;
const group: ConditionGroup = {
  id: 'g',
  type: 'conditionNode',
  child: null,
  branches: [
    { id: 'b0', type: 'condition', name: '条件1', isDefault: false, rules: [], child: null },
    { id: 'b1', type: 'condition', name: '其他情况', isDefault: true, rules: [], child: null },
  ],
};

describe('validateFlow', () => {
  it('flags unset approvers and conditions in flow order, not the default branch', () => {
    const flow = addCondition(
      addApprover(createFlow(), 'start', { id: 'a', type: 'approver', name: '审批人', settings: null, child: null }),
      'a',
      group,
    );
    expect(validateFlow(flow, [])).toEqual([
      { nodeId: 'a', message: '审批节点「审批人」未设置审批人' },
      { nodeId: 'b0', message: '条件「条件1」未设置条件' },
    ]);
  });

  it('checks approver settings', () => {
    expect(approverProblem({ ...base })).toBe('请至少选择一位审批成员');
    expect(approverProblem({ ...base, mode: 'role' })).toBe('请选择审批角色');
    expect(approverProblem({ ...base, mode: 'self', emptyAction: 'toMember' })).toBe('请选择审批人为空时的转交人员');
    expect(approverProblem({ ...base, members: [{ lenovoId: '1', name: '甲' }] })).toBeNull();
    expect(describeApprover({ ...base, mode: 'supervisor', supervisorLevel: 2 })).toBe('第二级主管');
  });

  it('checks rules against the form: missing field, missing value, vanished option', () => {
    let flow = addCondition(createFlow(), 'start', group);
    flow = updateBranch(flow, 'b0', {
      rules: [{ kind: 'number', fieldId: 'm1', fieldName: '金额', operator: '>', value: null, value2: null }],
    });
    expect(validateFlow(flow, [money])[0].message).toBe('条件「条件1」：请填写「金额」的比较值');
    expect(validateFlow(flow, [])[0].message).toBe('条件「条件1」：条件字段「金额」已不存在');
    flow = updateBranch(flow, 'b0', { rules: [{ kind: 'option', fieldId: 'r1', fieldName: '类别', options: ['丙'] }] });
    expect(validateFlow(flow, [radio])[0].message).toContain('选项「丙」已不存在');
    flow = updateBranch(flow, 'b0', { rules: [{ kind: 'option', fieldId: 'r1', fieldName: '类别', options: ['甲'] }] });
    expect(validateFlow(flow, [radio])).toEqual([]);
    expect(
      describeRule({ kind: 'number', fieldId: 'm1', fieldName: '金额', operator: '>=', value: 5, value2: null }),
    ).toBe('金额 大于等于 5');
  });

  it('round-trips processData and rejects malformed data', () => {
    const flow = setApprover(
      addApprover(createFlow(), 'start', { id: 'a', type: 'approver', name: '审批人', settings: null, child: null }),
      'a',
      { ...base, mode: 'self' },
    );
    expect(fromProcessData(toProcessData(flow))).toEqual(flow);
    expect(fromProcessData('')).toEqual(createFlow());
    for (const bad of [
      '{',
      '[]',
      '{"type":"start","id":"s","child":null}',
      JSON.stringify({ ...flow, child: { id: 'x', type: 'weird' } }),
    ]) {
      expect(() => fromProcessData(bad)).toThrow(PROCESS_DATA_ERROR);
    }
  });
});
