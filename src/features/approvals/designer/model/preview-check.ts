// The member's side of a designed form (预览): live values, computed rows and the checks made on 提交.
// Values are kept by field id; a Particulars group keeps a list of rows, each a values map of its
// children. Hidden fields (show/hide rules) are neither checked nor counted in formulas.
import { evaluateFormula } from './formula';
import { endsBeforeStart, leaveDuration, unitOfName, type Duration } from './leave-duration';
import { hiddenIds } from './show-rule';
import type { AskLeaveField, ComputationalField, DateSectionField, FormField } from './types';

export type PreviewValues = Record<string, unknown>;
export interface RangeValue {
  start: string;
  end: string;
}
export interface LeaveValue extends RangeValue {
  leaveType: string;
}
/** Messages by key: a top-level field's id, or rowKey(group, row, child). */
export type PreviewErrors = Record<string, string>;

export const rowKey = (groupId: string, row: number, childId: string) => `${groupId}/${row}/${childId}`;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const range = (v: unknown): LeaveValue => {
  const r = (v ?? {}) as Partial<LeaveValue>;
  return { start: text(r.start), end: text(r.end), leaveType: text(r.leaveType) };
};
export const rowsOf = (v: unknown): PreviewValues[] => (Array.isArray(v) ? (v as PreviewValues[]) : []);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The live value of a Computational field from the numbers of its scope; hidden numbers count as empty. */
export function formulaValue(
  field: ComputationalField,
  scope: readonly FormField[],
  values: PreviewValues,
): number | null {
  const hidden = hiddenIds(scope, values);
  const numbers: Record<string, number | null> = {};
  for (const f of scope) {
    const v = values[f.id];
    if ((f.type === 'Number' || f.type === 'Money') && !hidden.has(f.id))
      numbers[f.id] = typeof v === 'number' ? v : null;
  }
  return evaluateFormula(field.backupsData, numbers);
}

/** A formula result as the row shows it: with thousands separators when the control asks for them. */
export const formulaDisplay = (value: number | null, separator: boolean): string =>
  value === null ? '' : separator ? value.toLocaleString('en-US', { maximumFractionDigits: 15 }) : String(value);

const withTime = (field: DateSectionField | AskLeaveField) =>
  field.type === 'DateSection' && field.formatter.includes('HH');

/** The duration row of a DateSection or AskLeave from its filled range. */
export function durationOf(field: DateSectionField | AskLeaveField, value: unknown): Duration | null {
  const { start, end } = range(value);
  return leaveDuration(start, end, withTime(field), unitOfName(field.durationName));
}

const uploadLimitText = (field: FormField & { maxCount: number }) =>
  field.type === 'Picture' ? `最多上传${field.maxCount}张图片` : `最多上传${field.maxCount}个附件`;

/** The message one visible field shows on 提交, or null when it is filled well. */
export function fieldProblem(field: FormField, value: unknown): string | null {
  const required = field.isNecessary;
  switch (field.type) {
    case 'SingleText':
    case 'MultipleText':
    case 'Contacts':
      return required && !text(value).trim() ? `请填写${field.name}` : null;
    case 'Number':
    case 'Money':
      if (typeof value !== 'number') return required ? `请填写${field.name}` : null;
      return field.type === 'Money' && value < 0 ? `${field.name}不能小于0` : null;
    case 'SingleRadio':
    case 'MultipleRadio':
    case 'Date':
      return required && isEmpty(value) ? `请选择${field.name}` : null;
    case 'Address': {
      const a = (value ?? {}) as { region?: string; street?: string };
      return required && !(text(a.region).trim() && text(a.street).trim()) ? `请填写${field.name}` : null;
    }
    case 'Picture':
    case 'Accessory': {
      const files = Array.isArray(value) ? value : [];
      if (files.length > field.maxCount) return uploadLimitText(field);
      return required && !files.length ? `请上传${field.name}` : null;
    }
    case 'DateSection':
    case 'AskLeave': {
      const r = range(value);
      if (required && field.type === 'AskLeave' && !r.leaveType) return '请选择请假类型';
      if (required && !r.start) return `请选择${field.startName}`;
      if (required && !r.end) return `请选择${field.endName}`;
      return endsBeforeStart(r.start, r.end, withTime(field)) ? `${field.endName}不能早于${field.startName}` : null;
    }
    case 'Comment':
    case 'Computational':
    case 'Particulars':
      return null;
  }
}

/** The upload limit message when `count` files exceed the control's limit; null otherwise. */
export const uploadLimitProblem = (field: FormField & { maxCount: number }, count: number): string | null =>
  count > field.maxCount ? uploadLimitText(field) : null;

function checkScope(
  scope: readonly FormField[],
  values: PreviewValues,
  keyOf: (id: string) => string,
  out: PreviewErrors,
) {
  const hidden = hiddenIds(scope, values);
  for (const field of scope) {
    if (hidden.has(field.id)) continue;
    if (field.type === 'Particulars') {
      rowsOf(values[field.id]).forEach((row, i) =>
        checkScope(field.children, row, (id) => rowKey(field.id, i, id), out),
      );
      continue;
    }
    const problem = fieldProblem(field, values[field.id]);
    if (problem) out[keyOf(field.id)] = problem;
  }
}

/** Everything 提交 refuses, by key; empty when the form may be submitted. */
export function checkPreview(fields: readonly FormField[], values: PreviewValues): PreviewErrors {
  const out: PreviewErrors = {};
  checkScope(fields, values, (id) => id, out);
  return out;
}

/** Starting values: choices with their default selection, each detail group with one empty row. */
export function initialValues(scope: readonly FormField[]): PreviewValues {
  const values: PreviewValues = {};
  for (const f of scope) {
    if (f.type === 'SingleRadio') values[f.id] = f.selectData[0] ?? '';
    if (f.type === 'MultipleRadio') values[f.id] = [...f.selectData];
    if (f.type === 'Particulars') values[f.id] = [initialValues(f.children)];
  }
  return values;
}
