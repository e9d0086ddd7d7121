// Texts shown on node cards and in settings: what an approver or a condition is set to.
import type { ApproverSettings, CompareOperator, ConditionRule, EmptyAction, SignMode } from './types';

export const APPROVER_MODE_LABELS = {
  members: '指定成员',
  supervisor: '主管',
  role: '角色',
  chosen: '发起人自选',
  self: '发起人自己',
} as const;

export const SIGN_MODE_LABELS: Record<SignMode, string> = {
  sequential: '依次审批（按顺序）',
  all: '会签（须所有审批人同意）',
  any: '或签（一名审批人同意即可）',
};

export const EMPTY_ACTION_LABELS: Record<EmptyAction, string> = {
  autoPass: '自动通过',
  toAdmin: '转交给审批管理员',
  toMember: '转交给指定人员',
};

export const OPERATOR_LABELS: Record<CompareOperator, string> = {
  '<': '小于',
  '<=': '小于等于',
  '=': '等于',
  '>=': '大于等于',
  '>': '大于',
  between: '介于',
};

export const LEVEL_LABELS = ['直接主管', '第二级主管', '第三级主管', '第四级主管', '第五级主管'];
export const levelLabel = (level: number) => LEVEL_LABELS[level - 1] ?? `第${level}级主管`;

export function describeApprover(settings: ApproverSettings | null): string {
  if (!settings) return '请设置审批人';
  switch (settings.mode) {
    case 'members':
      return settings.members.length ? settings.members.map((m) => m.name).join('、') : '请设置审批人';
    case 'supervisor':
      return levelLabel(settings.supervisorLevel);
    case 'role':
      return settings.role ? `角色：${settings.role}` : '请设置审批人';
    case 'chosen':
      return settings.chooseMultiple ? '发起人自选（多人）' : '发起人自选（一人）';
    case 'self':
      return '发起人自己';
  }
}

export function describeRule(rule: ConditionRule): string {
  if (rule.kind === 'number') {
    if (rule.operator === 'between') return `${rule.value ?? '?'} ≤ ${rule.fieldName} ≤ ${rule.value2 ?? '?'}`;
    return `${rule.fieldName} ${OPERATOR_LABELS[rule.operator]} ${rule.value ?? '?'}`;
  }
  if (rule.kind === 'option') return `${rule.fieldName}：${rule.options.join('或') || '?'}`;
  return `发起人部门：${rule.departments.map((d) => d.name).join('、') || '?'}`;
}

export const describeRules = (rules: ConditionRule[]) => (rules.length ? rules.map(describeRule).join('，且 ') : '请设置条件');
