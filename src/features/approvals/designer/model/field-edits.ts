// Settings edits on a single field, as driven by the right-hand settings panel.
import { clamp } from './field-list';
import { MAX_UPLOAD_COUNT } from './templates';
import type { FieldPatch, FormField, RadioField } from './types';

/** Owned by the reducer, never patched from the panel. */
const LOCKED_KEYS = new Set(['id', 'type', 'index', 'parentIndex', 'children']);

/** Enforces per-type limits: at most 9 pictures/attachments, selections drawn from the options. */
export function normalizeField(field: FormField): FormField {
  if (field.type === 'Particulars') {
    const children = field.children.map(normalizeField);
    return children.every((child, i) => child === field.children[i]) ? field : { ...field, children };
  }
  if (field.type === 'Picture' || field.type === 'Accessory') {
    const maxCount = clamp(Math.floor(field.maxCount) || MAX_UPLOAD_COUNT, 1, MAX_UPLOAD_COUNT);
    if (maxCount === field.maxCount && field.dataSource.length <= maxCount) return field;
    return { ...field, maxCount, dataSource: field.dataSource.slice(0, maxCount) };
  }
  if (field.type === 'SingleRadio' || field.type === 'MultipleRadio') {
    const allowed = field.selectData.filter((value) => field.dataSource.includes(value));
    const selectData = field.type === 'SingleRadio' ? allowed.slice(0, 1) : allowed;
    return selectData.length === field.selectData.length ? field : { ...field, selectData };
  }
  return field;
}

/**
 * Applies panel settings. Keys the field does not have are ignored, so a patch cannot turn a field
 * into another shape. Derived formula text is rebuilt by the reducer afterwards.
 */
export function applyPatch(field: FormField, patch: FieldPatch): FormField {
  const entries = Object.entries(patch).filter(
    ([key, value]) => !LOCKED_KEYS.has(key) && key in field && value !== undefined,
  );
  const source = field as unknown as Record<string, unknown>;
  if (entries.every(([key, value]) => source[key] === value)) return field;
  return normalizeField({ ...field, ...Object.fromEntries(entries) } as FormField);
}

const isRadio = (field: FormField): field is RadioField =>
  field.type === 'SingleRadio' || field.type === 'MultipleRadio';

/** Appends an option; without a label it gets the first free "选项N". Non-radio fields are unchanged. */
export function addOption(field: FormField, label?: string): FormField {
  if (!isRadio(field)) return field;
  let text = label;
  for (let n = field.dataSource.length + 1; text === undefined; n += 1) {
    if (!field.dataSource.includes(`选项${n}`)) text = `选项${n}`;
  }
  return { ...field, dataSource: [...field.dataSource, text] };
}

/** Removes the option at `optionIndex` and any default selection of it. */
export function removeOption(field: FormField, optionIndex: number): FormField {
  if (!isRadio(field) || optionIndex < 0 || optionIndex >= field.dataSource.length) return field;
  const dataSource = field.dataSource.filter((_, i) => i !== optionIndex);
  return normalizeField({ ...field, dataSource });
}
