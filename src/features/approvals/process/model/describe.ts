// Texts shown on node cards and in settings: what an approver or a condition is set to.
import type { UserRef } from '../../api/types';
import type {
  ApproverSettings,
  CcMode,
  CcNotify,
  CcSettings,
  CompareOperator,
  ConditionRule,
  EmptyAction,
  SignMode,
} from './types';

/** How the texts name a stored person or department: as stored, unless the page resolved them to
 *  their current names and states (「张三（已离职）」, docs/product.md Part D §3). */
export interface RefNames {
  person(u: UserRef): string;
  department(d: { id: string; name: string }): string;
}

export const STORED_NAMES: RefNames = { person: (u) => u.name, department: (d) => d.name };

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

export function describeApprover(settings: ApproverSettings | null, names: RefNames = STORED_NAMES): string {
  if (!settings) return '请设置审批人';
  switch (settings.mode) {
    case 'members':
      return settings.members.length ? settings.members.map(names.person).join('、') : '请设置审批人';
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

export const CC_MODE_LABELS: Record<CcMode, string> = {
  members: '指定成员',
  role: '角色',
  supervisor: '发起人的主管',
  chosen: '发起人自选',
};

export const CC_NOTIFY_LABELS: Record<CcNotify, string> = { start: '发起时', approved: '审批通过后' };

/** A CC node's summary: who, when, and whether the initiator may add more. */
export function describeCc(settings: CcSettings | null, names: RefNames = STORED_NAMES): string {
  if (!settings) return '请设置抄送人';
  const who =
    settings.mode === 'members'
      ? settings.members.map(names.person).join('、')
      : settings.mode === 'role'
        ? settings.roles.length
          ? `角色：${settings.roles.join('、')}`
          : ''
        : settings.mode === 'supervisor'
          ? `发起人的${levelLabel(settings.supervisorLevel)}`
          : '发起人自选';
  if (!who) return '请设置抄送人';
  const when = `${CC_NOTIFY_LABELS[settings.notifyOn]}抄送`;
  return [who, when, settings.allowAdd ? '允许发起人添加抄送人' : ''].filter(Boolean).join('；');
}

export function describeRule(rule: ConditionRule, names: RefNames = STORED_NAMES): string {
  if (rule.kind === 'number') {
    if (rule.operator === 'between') return `${rule.value ?? '?'} ≤ ${rule.fieldName} ≤ ${rule.value2 ?? '?'}`;
    return `${rule.fieldName} ${OPERATOR_LABELS[rule.operator]} ${rule.value ?? '?'}`;
  }
  if (rule.kind === 'option') return `${rule.fieldName} 属于 ${rule.options.join('、') || '?'}`;
  return `发起人部门 属于 ${rule.departments.map(names.department).join('、') || '?'}`;
}

/** A branch's conditions in words, e.g. "金额 大于等于 5000 且 发起人部门 属于 财务部". */
export const describeRules = (rules: ConditionRule[], names: RefNames = STORED_NAMES) =>
  rules.length ? rules.map((r) => describeRule(r, names)).join(' 且 ') : '请设置条件';
