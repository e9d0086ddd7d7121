// The approval flow tree (admin-modules §3 "Flow nodes", §4 "Approval designer"): a DingTalk-style
// chain from start to end. A conditionNode holds its condition branches side by side; each branch
// has its own chain, and the conditionNode's `child` continues after the branches meet again.
import type { UserRef } from '../../api/types';

/** Who approves. */
export type ApproverMode = 'members' | 'supervisor' | 'role' | 'chosen' | 'self';
/** How several approvers decide: one after another, all must approve, any one approves. */
export type SignMode = 'sequential' | 'all' | 'any';
/** What happens when no approver is found. */
export type EmptyAction = 'autoPass' | 'toAdmin' | 'toMember';

export interface ApproverSettings {
  mode: ApproverMode;
  members: UserRef[];
  /** supervisor of level N (1 = direct supervisor) */
  supervisorLevel: number;
  role: string;
  /** chosen by the initiator: may pick several */
  chooseMultiple: boolean;
  signMode: SignMode;
  emptyAction: EmptyAction;
  emptyMember: UserRef | null;
}

export type CompareOperator = '<' | '<=' | '=' | '>=' | '>' | 'between';

/** A condition on a Number/Money field: value (and value2 for between). */
export interface NumberRule {
  kind: 'number';
  fieldId: string;
  fieldName: string;
  operator: CompareOperator;
  value: number | null;
  value2: number | null;
}

/** A condition on a radio field or the AskLeave leave type: any of the options. */
export interface OptionRule {
  kind: 'option';
  fieldId: string;
  fieldName: string;
  options: string[];
}

/** The initiator belongs to one of the departments (or their sub-departments). */
export interface DepartmentRule {
  kind: 'department';
  fieldId: typeof INITIATOR_DEPT;
  fieldName: string;
  departments: Array<{ id: string; name: string }>;
}

export type ConditionRule = NumberRule | OptionRule | DepartmentRule;

export const INITIATOR_DEPT = 'initiatorDepartment';

export interface StartNode {
  id: string;
  type: 'start';
  name: string;
  child: FlowNode;
}

/** What a node's handler may do with one form field; absent from fieldPermissions means DEFAULT_PERMISSION. */
export type FieldPermission = 'edit' | 'read' | 'hidden';
/** Overrides only, by form field id (top-level fields). */
export type FieldPermissions = Record<string, FieldPermission>;

export interface ApproverNode {
  id: string;
  type: 'approver';
  name: string;
  /** null until the administrator sets it */
  settings: ApproverSettings | null;
  fieldPermissions?: FieldPermissions;
  child: FlowNode | null;
}

/** Who is copied (抄送人): chosen members, roles, the initiator's supervisor, or chosen by the initiator. */
export type CcMode = 'members' | 'role' | 'supervisor' | 'chosen';
/** When the copied people are notified: on start (发起时) or once approved (审批通过后). */
export type CcNotify = 'start' | 'approved';

export interface CcSettings {
  mode: CcMode;
  members: UserRef[];
  roles: string[];
  /** supervisor of level N (1 = direct supervisor) */
  supervisorLevel: number;
  /** the initiator may add more people to copy (允许发起人添加抄送人) */
  allowAdd: boolean;
  notifyOn: CcNotify;
}

export interface CcNode {
  id: string;
  type: 'cc';
  name: string;
  /** null until the administrator sets it */
  settings: CcSettings | null;
  fieldPermissions?: FieldPermissions;
  child: FlowNode | null;
}

export interface ConditionBranch {
  id: string;
  type: 'condition';
  name: string;
  /** The default branch ("其他情况") is taken when no other branch matches; it has no rules and is last. */
  isDefault: boolean;
  rules: ConditionRule[];
  child: FlowNode | null;
}

export interface ConditionGroup {
  id: string;
  type: 'conditionNode';
  /** In priority order: the first matching branch wins. */
  branches: ConditionBranch[];
  child: FlowNode | null;
}

export interface EndNode {
  id: string;
  type: 'end';
  name: string;
}

export type FlowNode = ApproverNode | CcNode | ConditionGroup | EndNode;
/** The nodes whose handlers see the form: they carry field permissions. */
export type HandlerNode = ApproverNode | CcNode;
export type AnyNode = StartNode | FlowNode | ConditionBranch;
