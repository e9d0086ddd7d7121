// Derived designer errors (platform-shell §5, admin-modules §5): flags per field and the save-blocking list.
// Never stored: recompute from the fields (memoise on the fields array in the UI).
import { forEachField, isGroup } from './field-list';
import { isFormulaWellFormed } from './formula';
import { checkRule } from './show-rule';
import { FIELD_LABELS } from './templates';
import type { FormField, ParticularsField } from './types';

export type FieldErrorCode =
  | 'duplicateName'
  | 'emptyName'
  | 'noOptions'
  | 'emptyOption'
  | 'duplicateOption'
  | 'emptyFormula'
  | 'invalidFormulaRef'
  | 'malformedFormula'
  | 'duplicateAskLeave'
  | 'invalidShowRule'
  | 'emptyShowRule';

/** The name-like settings that share a scope's namespace (DateSection adds its three row names). */
export type NameProp = 'name' | 'startName' | 'endName' | 'durationName';

export interface FieldError {
  code: FieldErrorCode;
  /** Short flag shown on the tile or next to the setting. */
  message: string;
  /** Which name setting the error is about, for name errors. */
  prop?: NameProp;
}

export const FIELD_ERROR_MESSAGES: Record<FieldErrorCode, string> = {
  duplicateName: '名称重复',
  emptyName: '名称不能为空',
  noOptions: '请至少添加一个选项',
  emptyOption: '选项内容不能为空',
  duplicateOption: '选项不能重复',
  emptyFormula: '请设置计算公式',
  invalidFormulaRef: '计算公式中包含无效字段',
  malformedFormula: '计算公式不完整',
  duplicateAskLeave: '每个表单只能添加一个请假控件',
  invalidShowRule: '显示规则中包含无效字段',
  emptyShowRule: '显示规则未选择选项',
};

const SUB_NAME_LABELS: Record<Exclude<NameProp, 'name'>, string> = {
  startName: '开始时间名称',
  endName: '结束时间名称',
  durationName: '时长名称',
};

export type FieldErrors = Record<string, FieldError[]>;

const namesOf = (field: FormField): [NameProp, string][] =>
  field.type === 'DateSection'
    ? [
        ['name', field.name],
        ['startName', field.startName],
        ['endName', field.endName],
        ['durationName', field.durationName],
      ]
    : [['name', field.name]];

const flag = (code: FieldErrorCode, prop?: NameProp): FieldError =>
  prop ? { code, message: FIELD_ERROR_MESSAGES[code], prop } : { code, message: FIELD_ERROR_MESSAGES[code] };

function nameErrors(scope: readonly FormField[], push: (id: string, error: FieldError) => void) {
  const counts = new Map<string, number>();
  for (const field of scope) {
    for (const [, value] of namesOf(field)) {
      const key = value.trim();
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  for (const field of scope) {
    for (const [prop, value] of namesOf(field)) {
      const key = value.trim();
      if (!key) push(field.id, flag('emptyName', prop));
      else if ((counts.get(key) ?? 0) > 1) push(field.id, flag('duplicateName', prop));
    }
  }
}

function settingErrors(field: FormField): FieldError[] {
  if (field.type === 'SingleRadio' || field.type === 'MultipleRadio') {
    if (field.dataSource.length === 0) return [flag('noOptions')];
    const labels = field.dataSource.map((label) => label.trim());
    const errors: FieldError[] = [];
    if (labels.some((label) => !label)) errors.push(flag('emptyOption'));
    if (new Set(labels).size !== labels.length) errors.push(flag('duplicateOption'));
    return errors;
  }
  if (field.type === 'Computational') {
    if (field.backupsData.length === 0) return [flag('emptyFormula')];
    if (field.backupsData.some((piece) => piece.kind === 'ref' && piece.invalid)) return [flag('invalidFormulaRef')];
    if (!isFormulaWellFormed(field.backupsData)) return [flag('malformedFormula')];
  }
  return [];
}

function ruleErrors(scope: readonly FormField[], push: (id: string, error: FieldError) => void) {
  scope.forEach((field, index) => {
    const check = checkRule(scope, index);
    if (!check || check.valid) return;
    push(field.id, flag(check.controller && !check.missingOptions.length ? 'emptyShowRule' : 'invalidShowRule'));
  });
}

/** Errors by field id; fields without errors are absent. */
export function fieldErrors(state: { fields: readonly FormField[] }): FieldErrors {
  const errors: FieldErrors = {};
  const push = (id: string, error: FieldError) => (errors[id] ??= []).push(error);
  nameErrors(state.fields, push);
  ruleErrors(state.fields, push);
  let askLeaveSeen = false;
  forEachField(state.fields, (field) => {
    if (isGroup(field)) {
      nameErrors(field.children, push);
      ruleErrors(field.children, push);
    }
    for (const error of settingErrors(field)) push(field.id, error);
    if (field.type === 'AskLeave') {
      if (askLeaveSeen) push(field.id, flag('duplicateAskLeave'));
      askLeaveSeen = true;
    }
  });
  return errors;
}

function problemText(field: FormField, group: ParticularsField | null, error: FieldError): string {
  const where = group ? `明细「${group.name || FIELD_LABELS.Particulars}」中` : '';
  const label = field.name.trim() || FIELD_LABELS[field.type];
  const prop = error.prop ?? 'name';
  if (error.code === 'duplicateName') {
    const value = (field as unknown as Record<NameProp, string>)[prop].trim();
    return `${where}名称「${value}」重复`;
  }
  if (error.code === 'emptyName') {
    return prop === 'name'
      ? `${where}有${FIELD_LABELS[field.type]}未填写名称`
      : `${where}「${label}」的${SUB_NAME_LABELS[prop]}不能为空`;
  }
  return `${where}「${label}」${error.message}`;
}

/** Problems that block saving, in clear Chinese, in form order, each stated once. */
export function validateForm(state: { fields: readonly FormField[] }): string[] {
  const errors = fieldErrors(state);
  const messages = new Set<string>();
  forEachField(state.fields, (field, group) => {
    for (const error of errors[field.id] ?? []) messages.add(problemText(field, group, error));
  });
  return [...messages];
}
