// Small builders for designer model tests: fields with readable ids and a state built from actions.
import { expect } from 'vitest';
import { createDesignerState, designerReducer } from '@/features/approvals/designer/model/designer-reducer';
import type { DesignerAction, DesignerState } from '@/features/approvals/designer/model/designer-reducer';
import { createField } from '@/features/approvals/designer/model/templates';
import type { FieldType, FormField, FormulaPiece, FormulaRef } from '@/features/approvals/designer/model/types';

/** A template field with a fixed id (and optional overrides) so assertions can name it. */
export function make(type: FieldType, id: string, overrides: Record<string, unknown> = {}): FormField {
  return { ...createField(type), id, ...overrides } as FormField;
}

export const run = (actions: DesignerAction[], state: DesignerState = createDesignerState()): DesignerState =>
  actions.reduce(designerReducer, state);

/** Adds each field at the end of the top level. */
export const stateOf = (...fields: FormField[]): DesignerState =>
  run(fields.map((field, i) => ({ type: 'add', field, index: i })));

export const ids = (list: readonly FormField[]) => list.map((field) => field.id);

export const ref = (id: string, name: string): FormulaRef => ({ kind: 'ref', id, name });
export const tok = (text: string): FormulaPiece => ({ kind: 'token', text });

export function byId(state: DesignerState, id: string): FormField {
  for (const field of state.fields) {
    if (field.id === id) return field;
    if (field.type === 'Particulars') {
      const child = field.children.find((c) => c.id === id);
      if (child) return child;
    }
  }
  throw new Error(`no field ${id}`);
}

/** Seeded linear congruential generator: the same ids on every run. */
export function seededRng(seed = 1): () => number {
  let value = seed;
  return () => {
    value = (value * 1103515245 + 12345) % 2147483648;
    return value / 2147483648;
  };
}

/** Every field's index/parentIndex must match where it actually sits. */
export function expectPositionsInSync(state: DesignerState) {
  state.fields.forEach((field, i) => {
    expect([field.id, field.index, field.parentIndex]).toEqual([field.id, i, null]);
    if (field.type === 'Particulars') {
      field.children.forEach((child, j) =>
        expect([child.id, child.index, child.parentIndex]).toEqual([child.id, j, i]),
      );
    }
  });
}

export const group = (id: string, children: FormField[] = []) => make('Particulars', id, { children });
/** Top level a, b, c and group g (index 3) holding x, y. */
export const sampleTree = () =>
  stateOf(
    make('SingleText', 'a'),
    make('Number', 'b'),
    make('Date', 'c'),
    group('g', [make('Money', 'x'), make('Date', 'y')]),
  );

export const childIds = (state: DesignerState, groupId: string) => {
  const g = byId(state, groupId);
  return g.type === 'Particulars' ? ids(g.children) : [];
};
