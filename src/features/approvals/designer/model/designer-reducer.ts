// The mobile approval-form designer as a pure reducer (platform-shell §2.4, §3.6, §4.4, §5).
// The UI only dispatches actions and reads derived data (fieldErrors, formulaCandidates).
import { addOption, applyPatch, normalizeField, removeOption } from './field-edits';
import { clamp, fieldAt, findPos, forEachField, isGroup, listAt, reindex, withField, withList } from './field-list';
import { syncFormulaRefs } from './formula-refs';
import { createField } from './templates';
import type { FieldPatch, FieldPos, FieldType, FormField, ShowRule } from './types';

export interface DesignerState {
  fields: FormField[];
  /** The spec's rightBoxState: the field whose settings panel is open, null when closed. */
  selected: FieldPos | null;
  /** The AskLeave palette entry is off while the form already has one. */
  askLeaveDisabled: boolean;
}

export type DesignerAction =
  /** Drop a palette type (or re-add a field object, e.g. undo of a delete) at `index` of the top level or a group. */
  | { type: 'add'; field: FieldType | FormField; index: number; parentIndex?: number | null; select?: boolean }
  /** `to.index` is the final position in the destination list; `to.parentIndex` is read before the move. */
  | { type: 'move'; from: FieldPos; to: FieldPos }
  | { type: 'remove'; id: string }
  /** Tile click: toggles the panel for that tile; null closes it. */
  | { type: 'select'; pos: FieldPos | null }
  | { type: 'update'; id: string; patch: FieldPatch }
  | { type: 'addOption'; id: string; label?: string }
  | { type: 'removeOption'; id: string; optionIndex: number }
  /** Sets the field's show/hide rule; null removes it. */
  | { type: 'setShowRule'; id: string; rule: ShowRule | null }
  /** Replace the whole form, e.g. with parsed formData. */
  | { type: 'load'; fields: FormField[] };

const containsAskLeave = (field: FormField): boolean =>
  field.type === 'AskLeave' || (isGroup(field) && field.children.some(containsAskLeave));

const collectIds = (field: FormField): string[] =>
  isGroup(field) ? [field.id, ...field.children.map((child) => child.id)] : [field.id];

export const selectedField = (state: DesignerState): FormField | undefined =>
  state.selected ? fieldAt(state.fields, state.selected) : undefined;

/**
 * Every change ends here: positions re-synced, formula references re-derived, the AskLeave entry
 * recomputed, and the selection re-located by id so it stays on the same field (or clears if it is gone).
 */
function commit(fields: FormField[], selectedId: string | null): DesignerState {
  const next = syncFormulaRefs(reindex(fields));
  let askLeaveDisabled = false;
  forEachField(next, (field) => {
    if (field.type === 'AskLeave') askLeaveDisabled = true;
  });
  return { fields: next, selected: selectedId ? findPos(next, selectedId) : null, askLeaveDisabled };
}

export const createDesignerState = (fields: FormField[] = []): DesignerState =>
  commit(fields.map(normalizeField), null);

const selectedIdOf = (state: DesignerState) => selectedField(state)?.id ?? null;

// A palette drop creates its field here, so the reducer draws a random id; under StrictMode's double
// call only one result is kept. Dispatch a ready-made `createField(type)` when the id must be known.
function add(state: DesignerState, action: Extract<DesignerAction, { type: 'add' }>): DesignerState {
  const field = typeof action.field === 'string' ? createField(action.field) : normalizeField(action.field);
  const parentIndex = action.parentIndex ?? null;
  const list = listAt(state.fields, parentIndex);
  if (!list) return state;
  if (state.askLeaveDisabled && containsAskLeave(field)) return state;
  if (parentIndex !== null && isGroup(field)) return state;
  if (isGroup(field) && field.children.some(isGroup)) return state;
  const ids = collectIds(field);
  if (new Set(ids).size !== ids.length || ids.some((id) => findPos(state.fields, id))) return state;
  const nextList = [...list];
  nextList.splice(clamp(action.index, 0, list.length), 0, field);
  return commit(withList(state.fields, parentIndex, nextList), action.select ? field.id : selectedIdOf(state));
}

function move(state: DesignerState, { from, to }: { from: FieldPos; to: FieldPos }): DesignerState {
  const source = listAt(state.fields, from.parentIndex);
  const field = source?.[from.index];
  if (!source || !field) return state;
  const target = to.parentIndex === null ? null : state.fields[to.parentIndex];
  if (target !== null && (!isGroup(target) || isGroup(field))) return state;
  const rest = source.filter((_, i) => i !== from.index);
  let fields: FormField[];
  if (from.parentIndex === to.parentIndex) {
    const at = clamp(to.index, 0, rest.length);
    if (at === from.index) return state;
    rest.splice(at, 0, field);
    fields = withList(state.fields, from.parentIndex, rest);
  } else {
    const removed = withList(state.fields, from.parentIndex, rest);
    const parentIndex = target ? removed.findIndex((f) => f.id === target.id) : null;
    const dest = [...(listAt(removed, parentIndex) as FormField[])];
    dest.splice(clamp(to.index, 0, dest.length), 0, field);
    fields = withList(removed, parentIndex, dest);
  }
  return commit(fields, selectedIdOf(state));
}

function remove(state: DesignerState, id: string): DesignerState {
  const pos = findPos(state.fields, id);
  if (!pos) return state;
  const list = listAt(state.fields, pos.parentIndex) as FormField[];
  return commit(
    withList(
      state.fields,
      pos.parentIndex,
      list.filter((_, i) => i !== pos.index),
    ),
    selectedIdOf(state),
  );
}

function select(state: DesignerState, pos: FieldPos | null): DesignerState {
  if (!pos) return state.selected ? { ...state, selected: null } : state;
  if (!fieldAt(state.fields, pos)) return state;
  const same = state.selected?.index === pos.index && state.selected.parentIndex === pos.parentIndex;
  return { ...state, selected: same ? null : { index: pos.index, parentIndex: pos.parentIndex } };
}

function withShowRule(field: FormField, rule: ShowRule | null): FormField {
  if (!rule) {
    if (!field.showRule) return field;
    const next = { ...field };
    delete next.showRule;
    return next;
  }
  return { ...field, showRule: { fieldId: rule.fieldId, options: [...rule.options] } };
}

function edit(state: DesignerState, id: string, change: (field: FormField) => FormField): DesignerState {
  const pos = findPos(state.fields, id);
  if (!pos) return state;
  const field = fieldAt(state.fields, pos) as FormField;
  const next = change(field);
  return next === field ? state : commit(withField(state.fields, pos, next), selectedIdOf(state));
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'add':
      return add(state, action);
    case 'move':
      return move(state, action);
    case 'remove':
      return remove(state, action.id);
    case 'select':
      return select(state, action.pos);
    case 'update':
      return edit(state, action.id, (field) => applyPatch(field, action.patch));
    case 'addOption':
      return edit(state, action.id, (field) => addOption(field, action.label));
    case 'removeOption':
      return edit(state, action.id, (field) => removeOption(field, action.optionIndex));
    case 'setShowRule':
      return edit(state, action.id, (field) => withShowRule(field, action.rule));
    case 'load':
      return commit(action.fields.map(normalizeField), null);
  }
}
