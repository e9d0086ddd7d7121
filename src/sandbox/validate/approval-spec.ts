// What the approve service knows about form controls and flow nodes, copied from the spec so the
// sandbox checks the console instead of trusting it (platform-shell §3.5, §5, §9; admin-modules §3).

/** Form control types (admin-modules §3 "Form control types"). */
export const CONTROL_TYPES = [
  'SingleText',
  'MultipleText',
  'SingleRadio',
  'MultipleRadio',
  'Number',
  'Money',
  'Date',
  'DateSection',
  'Particulars',
  'Comment',
  'Picture',
  'Accessory',
  'Contacts',
  'Address',
  'Computational',
  'AskLeave',
] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

/** Chinese name of each control type, for messages (the designer's palette words). */
export const CONTROL_LABELS: Record<ControlType, string> = {
  SingleText: '单行输入框',
  MultipleText: '多行输入框',
  SingleRadio: '单选框',
  MultipleRadio: '多选框',
  Number: '数字输入框',
  Money: '金额（元）',
  Date: '日期',
  DateSection: '日期区间',
  Particulars: '明细',
  Comment: '说明文字',
  Picture: '图片',
  Accessory: '附件',
  Contacts: '联系人',
  Address: '地址',
  Computational: '计算公式',
  AskLeave: '请假',
};

/** Random form-field id length (platform-shell §3.5, §9). */
export const CONTROL_ID_LENGTH = 20;
/** Picture and attachment limit (platform-shell §5, §9; admin-modules §9). */
export const MAX_UPLOAD_COUNT = 9;

type Kind = 'string' | 'boolean' | 'number' | 'strings' | 'list';

/** The settings each type carries (platform-shell §3.5) and their JSON kinds; checked when present. */
const COMMON: Record<string, Kind> = {
  placeholder: 'string',
  isNecessary: 'boolean',
  checked: 'boolean',
  section: 'string',
};
export const CONTROL_SETTINGS: Record<ControlType, Record<string, Kind>> = {
  SingleText: { ...COMMON, content: 'string', keyboardType: 'string' },
  MultipleText: { ...COMMON, content: 'string', keyboardType: 'string' },
  SingleRadio: { ...COMMON, dataSource: 'strings', selectData: 'strings' },
  MultipleRadio: { ...COMMON, dataSource: 'strings', selectData: 'strings' },
  Comment: { ...COMMON, content: 'string' },
  Picture: { ...COMMON, dataSource: 'list', maxCount: 'number' },
  Accessory: { ...COMMON, dataSource: 'list', maxCount: 'number' },
  Particulars: { ...COMMON, children: 'list' },
  Number: { ...COMMON, unit: 'string', keyboardType: 'string' },
  Money: { ...COMMON, unit: 'string', money: 'number', keyboardType: 'string' },
  Date: { ...COMMON, formatter: 'string', date: 'string' },
  DateSection: {
    ...COMMON,
    formatter: 'string',
    startName: 'string',
    endName: 'string',
    durationName: 'string',
    startDate: 'string',
    endDate: 'string',
    duration: 'string',
  },
  Contacts: { ...COMMON, canSelfSelect: 'boolean', canMultiSelect: 'boolean', contacts: 'list' },
  Address: { ...COMMON, secondPlaceholder: 'string', isLocate: 'boolean', address: 'string' },
  Computational: { ...COMMON, formula: 'string', isSeparator: 'boolean', backups: 'strings', backupsData: 'list' },
  AskLeave: { ...COMMON, askLeaveTypeList: 'strings', startName: 'string', endName: 'string', durationName: 'string' },
};

export function isKind(value: unknown, kind: Kind): boolean {
  if (kind === 'strings') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  if (kind === 'list') return Array.isArray(value);
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === kind;
}

/** Approver settings as docs/assumed-contract.md "Approvals" gives processData. */
export const APPROVER_MODES = ['members', 'supervisor', 'role', 'chosen', 'self'] as const;
export const SIGN_MODES = ['sequential', 'all', 'any'] as const;
export const EMPTY_ACTIONS = ['autoPass', 'toAdmin', 'toMember'] as const;
export const COMPARE_OPERATORS = ['<', '<=', '=', '>=', '>', 'between'] as const;
export const MAX_SUPERVISOR_LEVEL = 20;
/** CC node settings (docs/assumed-contract.md "Beyond the spec" → "Approval process"). */
export const CC_MODES = ['members', 'role', 'supervisor', 'chosen'] as const;
export const CC_NOTIFY = ['start', 'approved'] as const;
/** A field's permission at an approver or CC node. */
export const FIELD_PERMISSIONS = ['edit', 'read', 'hidden'] as const;
/** The department rule's field: the initiator's department. */
export const INITIATOR_DEPARTMENT = 'initiatorDepartment';
/** Controls a condition may test (top level only): numbers, choices and the leave type. */
export const CONDITION_CONTROL_TYPES: readonly ControlType[] = [
  'Number',
  'Money',
  'SingleRadio',
  'MultipleRadio',
  'AskLeave',
];

/** Approval icons (docs/assumed-contract.md "Approvals": iconAddress holds a key). */
export const APPROVAL_ICON_KEYS = ['leave', 'punch', 'money', 'asset', 'trip', 'overtime', 'general', 'seal'];
export const APPROVAL_NAME_MAX = 20;
export const APPROVAL_DESCRIPTION_MAX = 100;
