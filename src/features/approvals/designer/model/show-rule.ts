// Show/hide rules (DingTalk 显示规则): a field is shown only while a choice field has one of the
// chosen options.
//
// Rule of placement: the controlling field is a SingleRadio or MultipleRadio placed BEFORE the field
// in the same scope (top level, or the same Particulars group). So rules only point backwards and can
// never form a cycle, and a form fills top to bottom. A rule whose controller was deleted, moved after
// the field or to another scope, or whose chosen option is no longer one of the controller's options,
// is invalid: shown as 无效字段 and save is blocked (like a formula's invalid reference). Nothing is
// rewritten on load or on edits: validity is always derived from the fields.
import { findPos, listAt } from './field-list';
import type { FormField, RadioField, ShowRule } from './types';

export const isChoiceField = (field: FormField | undefined): field is RadioField =>
  field?.type === 'SingleRadio' || field?.type === 'MultipleRadio';

/** Choice fields a rule on field `id` may name: those before it in its scope. */
export function ruleCandidates(fields: readonly FormField[], id: string): RadioField[] {
  const pos = findPos(fields, id);
  if (!pos) return [];
  const scope = listAt(fields, pos.parentIndex) ?? [];
  return scope.slice(0, pos.index).filter(isChoiceField);
}

export interface RuleCheck {
  /** The controlling field, when the rule names a valid one. */
  controller: RadioField | undefined;
  /** Chosen options the controller no longer offers. */
  missingOptions: string[];
  valid: boolean;
}

/** Checks the rule of `scope[index]` against the fields before it. */
export function checkRule(scope: readonly FormField[], index: number): RuleCheck | null {
  const rule = scope[index]?.showRule;
  if (!rule) return null;
  const controller = scope.slice(0, index).find((f): f is RadioField => f.id === rule.fieldId && isChoiceField(f));
  const missingOptions = controller
    ? rule.options.filter((o) => !controller.dataSource.includes(o))
    : [...rule.options];
  return { controller, missingOptions, valid: !!controller && rule.options.length > 0 && missingOptions.length === 0 };
}

/** The rule check of field `id` anywhere in the form. */
export function checkRuleOf(fields: readonly FormField[], id: string): RuleCheck | null {
  const pos = findPos(fields, id);
  if (!pos) return null;
  return checkRule(listAt(fields, pos.parentIndex) ?? [], pos.index);
}

const chosen = (value: unknown): readonly string[] =>
  typeof value === 'string'
    ? value
      ? [value]
      : []
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

/** Whether `rule` holds for the controller's filled value. */
export const ruleHolds = (rule: ShowRule, value: unknown): boolean =>
  chosen(value).some((o) => rule.options.includes(o));

/**
 * Ids of the fields of one scope that are hidden for the filled `values` (by field id). A field is
 * hidden when its rule does not hold or its controller is itself hidden. An invalid rule hides
 * nothing (the designer blocks saving it anyway).
 */
export function hiddenIds(scope: readonly FormField[], values: Readonly<Record<string, unknown>>): Set<string> {
  const hidden = new Set<string>();
  scope.forEach((field, index) => {
    const check = checkRule(scope, index);
    if (!check?.valid || !field.showRule) return;
    if (hidden.has(field.showRule.fieldId) || !ruleHolds(field.showRule, values[field.showRule.fieldId]))
      hidden.add(field.id);
  });
  return hidden;
}

/** Short words for a rule, for the tile marker and the settings panel. */
export function ruleSummary(check: RuleCheck, rule: ShowRule): string {
  const name = check.controller ? check.controller.name : '无效字段';
  const options = rule.options.map((o) => (check.missingOptions.includes(o) ? `${o}（无效选项）` : o));
  return `当「${name}」为 ${options.join('、') || '（未选择选项）'} 时显示`;
}
