import { describe, expect, it } from 'vitest';
import { designerReducer } from '@/features/approvals/designer/model/designer-reducer';
import { childIds, group, make, run, stateOf } from './fixtures';

describe('AskLeave: one per form', () => {
  it('adding one disables the palette entry; a second drop is a no-op', () => {
    const state = run([{ type: 'add', field: 'AskLeave', index: 0 }]);
    expect(state.askLeaveDisabled).toBe(true);
    const again = designerReducer(state, { type: 'add', field: 'AskLeave', index: 1 });
    expect(again).toBe(state);
    expect(state.fields.filter((f) => f.type === 'AskLeave')).toHaveLength(1);
  });

  it('a disabled kind cannot be dropped into a group either', () => {
    const state = stateOf(make('AskLeave', 'leave'), group('g'));
    expect(run([{ type: 'add', field: 'AskLeave', index: 0, parentIndex: 1 }], state)).toBe(state);
    expect(run([{ type: 'add', field: group('g2', [make('AskLeave', 'leave2')]), index: 0 }], state)).toBe(state);
  });

  it('deleting it re-enables the entry', () => {
    const state = run([{ type: 'remove', id: 'leave' }], stateOf(make('Date', 'd'), make('AskLeave', 'leave')));
    expect(state.askLeaveDisabled).toBe(false);
    expect(run([{ type: 'add', field: 'AskLeave', index: 0 }], state).fields[0].type).toBe('AskLeave');
  });

  it('deleting the Particulars group that contains it re-enables the entry', () => {
    const state = stateOf(group('g', [make('AskLeave', 'leave')]));
    expect(state.askLeaveDisabled).toBe(true);
    const after = run([{ type: 'remove', id: 'g' }], state);
    expect(after.fields).toEqual([]);
    expect(after.askLeaveDisabled).toBe(false);
  });

  it('moving it between scopes keeps the entry disabled', () => {
    const move = { type: 'move', from: { index: 0, parentIndex: null }, to: { index: 0, parentIndex: 1 } } as const;
    const state = run([move], stateOf(make('AskLeave', 'leave'), group('g')));
    expect(childIds(state, 'g')).toEqual(['leave']);
    expect(state.askLeaveDisabled).toBe(true);
  });
});
