// formData (admin-modules §3 "Approval"): the field list saved as a JSON string with the approval.
import { reindex } from './field-list';
import { createField, FIELD_TYPES } from './templates';
import type { FieldType, FormField, FormulaPiece, ShowRule } from './types';

export const FORM_DATA_ERROR = '表单数据格式错误';

/** Thrown by fromFormData; `message` is the Chinese text for the user, `detail` says what was wrong. */
export class FormDataError extends Error {
  readonly detail: string;
  constructor(detail: string) {
    super(FORM_DATA_ERROR);
    this.name = 'FormDataError';
    this.detail = detail;
  }
}

export const toFormData = (fields: readonly FormField[]): string => JSON.stringify(fields);

const STRING_LISTS = new Set(['selectData', 'askLeaveTypeList', 'backups']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPiece = (value: unknown): value is FormulaPiece =>
  isRecord(value) &&
  ((value.kind === 'token' && typeof value.text === 'string') ||
    (value.kind === 'ref' &&
      typeof value.id === 'string' &&
      typeof value.name === 'string' &&
      (value.invalid === undefined || typeof value.invalid === 'boolean')));

function checkValue(key: string, value: unknown, fallback: unknown, stringList: boolean, where: string) {
  const ok = Array.isArray(fallback)
    ? Array.isArray(value) &&
      (key === 'backupsData' ? value.every(isPiece) : !stringList || value.every((item) => typeof item === 'string'))
    : typeof value === typeof fallback;
  if (!ok) throw new FormDataError(`${where}: bad ${key}`);
}

function parseShowRule(value: unknown, where: string): ShowRule {
  if (
    !isRecord(value) ||
    typeof value.fieldId !== 'string' ||
    !Array.isArray(value.options) ||
    !value.options.every((o) => typeof o === 'string')
  ) {
    throw new FormDataError(`${where}: bad showRule`);
  }
  return { fieldId: value.fieldId, options: [...(value.options as string[])] };
}

// Saved data may predate a setting; missing settings take the template default, wrong kinds are rejected.
function parseField(raw: unknown, where: string, nested: boolean): FormField {
  if (!isRecord(raw)) throw new FormDataError(`${where}: not an object`);
  if (!FIELD_TYPES.includes(raw.type as FieldType))
    throw new FormDataError(`${where}: unknown type ${String(raw.type)}`);
  if (typeof raw.id !== 'string' || !raw.id) throw new FormDataError(`${where}: missing id`);
  if (typeof raw.name !== 'string') throw new FormDataError(`${where}: missing name`);
  const type = raw.type as FieldType;
  if (type === 'Particulars' && nested) throw new FormDataError(`${where}: Particulars inside Particulars`);
  const template = createField(type, () => 0) as unknown as Record<string, unknown>;
  const isRadio = type === 'SingleRadio' || type === 'MultipleRadio';
  // Saved choices without options stay without them: the new-control options are not invented on load.
  const field: Record<string, unknown> = { ...template, ...(isRadio && { dataSource: [] }) };
  for (const [key, fallback] of Object.entries(template)) {
    const value = raw[key];
    if (value === undefined || key === 'index' || key === 'parentIndex' || key === 'children') continue;
    checkValue(key, value, fallback, STRING_LISTS.has(key) || (isRadio && key === 'dataSource'), where);
    field[key] = value;
  }
  if (raw.showRule !== undefined && raw.showRule !== null) field.showRule = parseShowRule(raw.showRule, where);
  if (type === 'Particulars') {
    const children = raw.children ?? [];
    if (!Array.isArray(children)) throw new FormDataError(`${where}: bad children`);
    field.children = children.map((child, i) => parseField(child, `${where}.children[${i}]`, true));
  }
  return field as unknown as FormField;
}

/** Parses saved formData; throws FormDataError ('表单数据格式错误') on malformed JSON, unknown types or duplicate ids. */
export function fromFormData(json: string): FormField[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new FormDataError('not JSON');
  }
  if (!Array.isArray(raw)) throw new FormDataError('not a list');
  const fields = raw.map((item, i) => parseField(item, `[${i}]`, false));
  const ids = new Set<string>();
  for (const field of fields) {
    for (const id of [field.id, ...(field.type === 'Particulars' ? field.children.map((c) => c.id) : [])]) {
      if (ids.has(id)) throw new FormDataError(`duplicate id ${id}`);
      ids.add(id);
    }
  }
  return reindex(fields);
}
