// Checks before saving (admin-modules §5): every approver and condition set, and conditions refer to
// fields that still exist with options that still exist.
import type { FormField } from '../../designer/model/types';
import { walk } from './flow-tree';
import type { ApproverSettings, CcSettings, ConditionRule, StartNode } from './types';

export interface FlowProblem {
  nodeId: string;
  message: string;
}

export function approverProblem(settings: ApproverSettings | null): string | null {
  if (!settings) return '未设置审批人';
  if (settings.mode === 'members' && !settings.members.length) return '请至少选择一位审批成员';
  if (settings.mode === 'role' && !settings.role.trim()) return '请选择审批角色';
  if (settings.mode === 'supervisor' && !(settings.supervisorLevel >= 1 && settings.supervisorLevel <= 20))
    return '主管级别应在1到20之间';
  if (settings.emptyAction === 'toMember' && !settings.emptyMember) return '请选择审批人为空时的转交人员';
  return null;
}

export function ccProblem(settings: CcSettings | null): string | null {
  if (!settings) return '未设置抄送人';
  if (settings.mode === 'members' && !settings.members.length) return '请至少选择一位抄送成员';
  if (settings.mode === 'role' && !settings.roles.length) return '请至少选择一个抄送角色';
  if (settings.mode === 'supervisor' && !(settings.supervisorLevel >= 1 && settings.supervisorLevel <= 20))
    return '主管级别应在1到20之间';
  return null;
}

/** The fields a condition may use: top-level Number, Money, radios and AskLeave (by leave type). */
export function conditionFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((f) => ['Number', 'Money', 'SingleRadio', 'MultipleRadio', 'AskLeave'].includes(f.type));
}

export function optionsOf(field: FormField): string[] {
  if (field.type === 'SingleRadio' || field.type === 'MultipleRadio') return field.dataSource;
  if (field.type === 'AskLeave') return field.askLeaveTypeList;
  return [];
}

export function ruleProblem(rule: ConditionRule, fields: readonly FormField[]): string | null {
  if (rule.kind === 'department') return rule.departments.length ? null : '请选择发起人部门';
  const field = conditionFields(fields).find((f) => f.id === rule.fieldId);
  if (!field) return `条件字段「${rule.fieldName}」已不存在`;
  if (rule.kind === 'number') {
    if (field.type !== 'Number' && field.type !== 'Money') return `条件字段「${rule.fieldName}」不是数字`;
    if (rule.value === null || (rule.operator === 'between' && rule.value2 === null))
      return `请填写「${field.name}」的比较值`;
    if (rule.operator === 'between' && (rule.value2 as number) < rule.value)
      return `「${field.name}」的区间下限不能大于上限`;
    return null;
  }
  const options = optionsOf(field);
  if (!rule.options.length) return `请选择「${field.name}」的选项`;
  const gone = rule.options.filter((o) => !options.includes(o));
  return gone.length ? `「${field.name}」的选项「${gone.join('、')}」已不存在` : null;
}

/** Every node that is not set, in flow order; an empty list means the flow can be saved. */
export function validateFlow(flow: StartNode, fields: readonly FormField[]): FlowProblem[] {
  const problems: FlowProblem[] = [];
  walk(flow, (node) => {
    if (node.type === 'approver') {
      const problem = approverProblem(node.settings);
      if (problem) problems.push({ nodeId: node.id, message: `审批节点「${node.name}」${problem}` });
    }
    if (node.type === 'cc') {
      const problem = ccProblem(node.settings);
      if (problem) problems.push({ nodeId: node.id, message: `抄送节点「${node.name}」${problem}` });
    }
    if (node.type === 'condition' && !node.isDefault) {
      if (!node.rules.length) problems.push({ nodeId: node.id, message: `条件「${node.name}」未设置条件` });
      for (const rule of node.rules) {
        const problem = ruleProblem(rule, fields);
        if (problem) problems.push({ nodeId: node.id, message: `条件「${node.name}」：${problem}` });
      }
    }
  });
  return problems;
}
