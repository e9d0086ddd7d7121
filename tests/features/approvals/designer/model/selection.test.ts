import { describe, expect, it } from 'vitest';
import { selectedField } from '@/features/approvals/designer/model/designer-reducer';
import { run, sampleTree } from './fixtures';

describe('selection (rightBoxState)', () => {
  it('a click selects, a second click on the same tile deselects', () => {
    const once = run([{ type: 'select', pos: { index: 1, parentIndex: null } }], sampleTree());
    expect(selectedField(once)?.id).toBe('b');
    expect(run([{ type: 'select', pos: { index: 1, parentIndex: null } }], once).selected).toBeNull();
    expect(run([{ type: 'select', pos: { index: 2, parentIndex: null } }], once).selected).toEqual({
      index: 2,
      parentIndex: null,
    });
  });

  it('selects a child inside a group; an unknown position changes nothing', () => {
    const state = run([{ type: 'select', pos: { index: 1, parentIndex: 3 } }], sampleTree());
    expect(selectedField(state)?.id).toBe('y');
    expect(run([{ type: 'select', pos: { index: 9, parentIndex: 3 } }], state)).toBe(state);
  });

  it('follows the selected field through moves', () => {
    let state = run([{ type: 'select', pos: { index: 2, parentIndex: null } }], sampleTree());
    state = run([{ type: 'move', from: { index: 2, parentIndex: null }, to: { index: 0, parentIndex: null } }], state);
    expect(state.selected).toEqual({ index: 0, parentIndex: null });
    state = run([{ type: 'move', from: { index: 0, parentIndex: null }, to: { index: 2, parentIndex: 3 } }], state);
    expect(state.selected).toEqual({ index: 2, parentIndex: 2 });
    expect(selectedField(state)?.id).toBe('c');
  });

  it('shifts when another field moves or is deleted before it', () => {
    let state = run([{ type: 'select', pos: { index: 1, parentIndex: 3 } }], sampleTree());
    state = run([{ type: 'remove', id: 'a' }], state);
    expect(state.selected).toEqual({ index: 1, parentIndex: 2 });
    state = run([{ type: 'remove', id: 'x' }], state);
    expect(state.selected).toEqual({ index: 0, parentIndex: 2 });
    expect(selectedField(state)?.id).toBe('y');
  });

  it('deleting the selected field (or its group) clears the selection', () => {
    const selected = run([{ type: 'select', pos: { index: 1, parentIndex: null } }], sampleTree());
    expect(run([{ type: 'remove', id: 'b' }], selected).selected).toBeNull();
    const child = run([{ type: 'select', pos: { index: 0, parentIndex: 3 } }], sampleTree());
    expect(run([{ type: 'remove', id: 'g' }], child).selected).toBeNull();
  });
});
