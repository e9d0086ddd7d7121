// Position helpers over the two-level field tree (top level + Particulars children).
// Functions return the same array/object when nothing changed so React can skip unchanged tiles.
import type { FieldPos, FormField, ParticularsField } from './types';

export const isGroup = (field: FormField | undefined): field is ParticularsField => field?.type === 'Particulars';

/** The list a position refers to: the top level, or the children of the group at `parentIndex`. */
export function listAt(fields: readonly FormField[], parentIndex: number | null): readonly FormField[] | null {
  if (parentIndex === null) return fields;
  const group = fields[parentIndex];
  return isGroup(group) ? group.children : null;
}

export function fieldAt(fields: readonly FormField[], pos: FieldPos): FormField | undefined {
  return listAt(fields, pos.parentIndex)?.[pos.index];
}

export function findPos(fields: readonly FormField[], id: string): FieldPos | null {
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i];
    if (field.id === id) return { index: i, parentIndex: null };
    if (isGroup(field)) {
      const child = field.children.findIndex((c) => c.id === id);
      if (child >= 0) return { index: child, parentIndex: i };
    }
  }
  return null;
}

export const findField = (fields: readonly FormField[], id: string): FormField | undefined => {
  const pos = findPos(fields, id);
  return pos ? fieldAt(fields, pos) : undefined;
};

/** Calls `visit` for every field, children after their group. */
export function forEachField(
  fields: readonly FormField[],
  visit: (field: FormField, group: ParticularsField | null) => void,
) {
  for (const field of fields) {
    visit(field, null);
    if (isGroup(field)) for (const child of field.children) visit(child, field);
  }
}

/** Replaces the list at `parentIndex` (which must exist). */
export function withList(fields: readonly FormField[], parentIndex: number | null, list: FormField[]): FormField[] {
  if (parentIndex === null) return list;
  const next = [...fields];
  next[parentIndex] = { ...(fields[parentIndex] as ParticularsField), children: list };
  return next;
}

/** Replaces the field at `pos` (which must exist). */
export function withField(fields: readonly FormField[], pos: FieldPos, field: FormField): FormField[] {
  const list = [...(listAt(fields, pos.parentIndex) as FormField[])];
  list[pos.index] = field;
  return withList(fields, pos.parentIndex, list);
}

function placed(field: FormField, index: number, parentIndex: number | null): FormField {
  let next = field;
  if (isGroup(field)) {
    const children = reindex(field.children, index);
    if (children !== field.children) next = { ...field, children };
  }
  if (next.index !== index || next.parentIndex !== parentIndex) next = { ...next, index, parentIndex };
  return next;
}

/** Brings every `index`/`parentIndex` in line with the actual positions. */
export function reindex(list: readonly FormField[], parentIndex: number | null = null): FormField[] {
  let changed = false;
  const out = list.map((field, i) => {
    const next = placed(field, i, parentIndex);
    if (next !== field) changed = true;
    return next;
  });
  return changed ? out : (list as FormField[]);
}

export const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
