// Keeps Computational references in step with the Number/Money fields they point at (platform-shell §4.4).
//
// Interpretation: a reference is valid exactly while a Number/Money field with its id sits in the same
// scope as the formula (top level, or the same Particulars group). After every structural change the
// references are re-derived from that rule:
//  - deleting the field, or moving it (or the formula) to another scope, turns the reference into
//    无效字段 (invalid: true);
//  - renaming the field renames valid references only; an invalid one keeps the label;
//  - the field coming back into scope (re-added after a delete, moved back) makes the reference valid
//    again with the field's current name.
// The formula text and the per-piece display list are rebuilt whenever a piece changes.
import { findPos, isGroup, listAt } from './field-list';
import { formulaText, INVALID_FIELD_LABEL, pieceText } from './formula';
import { isNumericField } from './types';
import type { ComputationalField, FormField, FormulaPiece, NumericField } from './types';

const sameStrings = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

function syncPiece(piece: FormulaPiece, names: ReadonlyMap<string, string>): FormulaPiece {
  if (piece.kind !== 'ref') return piece;
  const name = names.get(piece.id);
  if (name === undefined) {
    return piece.invalid && piece.name === INVALID_FIELD_LABEL
      ? piece
      : { kind: 'ref', id: piece.id, name: INVALID_FIELD_LABEL, invalid: true };
  }
  return !piece.invalid && piece.name === name ? piece : { kind: 'ref', id: piece.id, name };
}

/** Re-derives a formula's references from `names` (id → name of the Number/Money fields in its scope). */
export function syncComputational(field: ComputationalField, names: ReadonlyMap<string, string>): ComputationalField {
  let changed = false;
  const pieces = field.backupsData.map((piece) => {
    const next = syncPiece(piece, names);
    if (next !== piece) changed = true;
    return next;
  });
  const backupsData = changed ? pieces : field.backupsData;
  const backups = backupsData.map(pieceText);
  const formula = formulaText(backupsData);
  if (!changed && field.formula === formula && sameStrings(field.backups, backups)) return field;
  return { ...field, backupsData, backups, formula };
}

function syncScope(list: FormField[]): FormField[] {
  const names = new Map<string, string>();
  for (const field of list) if (isNumericField(field)) names.set(field.id, field.name);
  let changed = false;
  const out = list.map((field) => {
    let next = field;
    if (isGroup(field)) {
      const children = syncScope(field.children);
      if (children !== field.children) next = { ...field, children };
    } else if (field.type === 'Computational') {
      next = syncComputational(field, names);
    }
    if (next !== field) changed = true;
    return next;
  });
  return changed ? out : list;
}

/** Applies the reference rule to every formula in the form; unchanged fields keep their identity. */
export const syncFormulaRefs = (fields: FormField[]): FormField[] => syncScope(fields);

/**
 * Number and Money fields the given Computational may reference: those in its own scope
 * (the "per-group name lists" of platform-shell §3.6). Empty if the id is not a Computational.
 */
export function formulaCandidates(state: { fields: readonly FormField[] }, computationalId: string): NumericField[] {
  const pos = findPos(state.fields, computationalId);
  if (!pos) return [];
  const scope = listAt(state.fields, pos.parentIndex) ?? [];
  if (scope[pos.index]?.type !== 'Computational') return [];
  return scope.filter(isNumericField);
}
