import { describe, expect, it } from 'vitest';
import { createDesignerState, designerReducer } from '@/features/approvals/designer/model/designer-reducer';
import { byId, childIds, expectPositionsInSync, group, ids, make, run, sampleTree, stateOf } from './fixtures';

describe('add', () => {
  it('inserts a palette type at the drop index with fresh template data', () => {
    const state = run([
      { type: 'add', field: 'SingleText', index: 0 },
      { type: 'add', field: 'Money', index: 0 },
      { type: 'add', field: 'Date', index: 1 },
    ]);
    expect(state.fields.map((f) => f.type)).toEqual(['Money', 'Date', 'SingleText']);
    expect(state.fields.map((f) => f.id.length)).toEqual([20, 20, 20]);
    expectPositionsInSync(state);
  });

  it('clamps an out-of-range index to the end', () => {
    const state = stateOf(make('Number', 'a'));
    expect(ids(run([{ type: 'add', field: make('Date', 'b'), index: 99 }], state).fields)).toEqual(['a', 'b']);
  });

  it('adds into a Particulars group with parentIndex', () => {
    const state = run(
      [{ type: 'add', field: make('Number', 'n'), index: 0, parentIndex: 1 }],
      stateOf(make('Date', 'd'), group('g')),
    );
    expect(childIds(state, 'g')).toEqual(['n']);
    expect(byId(state, 'n')).toMatchObject({ index: 0, parentIndex: 1 });
  });

  it('refuses a Particulars inside a Particulars group', () => {
    const state = stateOf(group('g'));
    expect(run([{ type: 'add', field: 'Particulars', index: 0, parentIndex: 0 }], state)).toBe(state);
    expect(run([{ type: 'add', field: group('g2', [group('g3')]), index: 1 }], state)).toBe(state);
  });

  it('refuses a parentIndex that is not a group, and an id already in the form', () => {
    const state = stateOf(make('Date', 'd'));
    expect(run([{ type: 'add', field: 'Number', index: 0, parentIndex: 0 }], state)).toBe(state);
    expect(run([{ type: 'add', field: make('Number', 'd'), index: 0 }], state)).toBe(state);
  });

  it('can select the new field', () => {
    const state = run(
      [{ type: 'add', field: make('Number', 'n'), index: 1, select: true }],
      stateOf(make('Date', 'd')),
    );
    expect(state.selected).toEqual({ index: 1, parentIndex: null });
  });
});

describe('move', () => {
  it('reorders the top level (to.index is the final position)', () => {
    const state = run(
      [{ type: 'move', from: { index: 0, parentIndex: null }, to: { index: 2, parentIndex: null } }],
      sampleTree(),
    );
    expect(ids(state.fields)).toEqual(['b', 'c', 'a', 'g']);
    expectPositionsInSync(state);
  });

  it('reorders inside a group', () => {
    const state = run(
      [{ type: 'move', from: { index: 1, parentIndex: 3 }, to: { index: 0, parentIndex: 3 } }],
      sampleTree(),
    );
    expect(childIds(state, 'g')).toEqual(['y', 'x']);
    expectPositionsInSync(state);
  });

  it('moves from the top level into a group that sits after it', () => {
    const state = run(
      [{ type: 'move', from: { index: 1, parentIndex: null }, to: { index: 1, parentIndex: 3 } }],
      sampleTree(),
    );
    expect(ids(state.fields)).toEqual(['a', 'c', 'g']);
    expect(childIds(state, 'g')).toEqual(['x', 'b', 'y']);
    expect(byId(state, 'b')).toMatchObject({ index: 1, parentIndex: 2 });
    expectPositionsInSync(state);
  });

  it('moves out of a group to the top level', () => {
    const state = run(
      [{ type: 'move', from: { index: 0, parentIndex: 3 }, to: { index: 0, parentIndex: null } }],
      sampleTree(),
    );
    expect(ids(state.fields)).toEqual(['x', 'a', 'b', 'c', 'g']);
    expect(childIds(state, 'g')).toEqual(['y']);
    expectPositionsInSync(state);
  });

  it('refuses to put a group inside a group and ignores a move onto itself', () => {
    const state = stateOf(group('g1'), group('g2'));
    expect(
      run([{ type: 'move', from: { index: 0, parentIndex: null }, to: { index: 0, parentIndex: 1 } }], state),
    ).toBe(state);
    expect(
      run([{ type: 'move', from: { index: 1, parentIndex: null }, to: { index: 1, parentIndex: null } }], state),
    ).toBe(state);
    expect(
      run([{ type: 'move', from: { index: 5, parentIndex: null }, to: { index: 0, parentIndex: null } }], state),
    ).toBe(state);
  });

  it('keeps untouched fields as the same objects', () => {
    const before = sampleTree();
    const after = run(
      [{ type: 'move', from: { index: 1, parentIndex: null }, to: { index: 2, parentIndex: null } }],
      before,
    );
    expect(after.fields[0]).toBe(before.fields[0]);
    expect(after.fields[3]).toBe(before.fields[3]);
  });
});

describe('update and options', () => {
  it('patches settings but never identity or position', () => {
    const patch = { name: '事由', placeholder: '请输入事由', isNecessary: true };
    const state = run([{ type: 'update', id: 'a', patch }], stateOf(make('SingleText', 'a')));
    expect(state.fields[0]).toMatchObject({
      id: 'a',
      name: '事由',
      placeholder: '请输入事由',
      isNecessary: true,
      index: 0,
    });
    const sneaky = { id: 'zzz', index: 5, type: 'Money' } as unknown as { name: string };
    expect(run([{ type: 'update', id: 'a', patch: sneaky }], state).fields[0]).toMatchObject({
      id: 'a',
      index: 0,
      type: 'SingleText',
    });
  });

  it('ignores a patch that changes nothing or names an unknown field', () => {
    const state = stateOf(make('SingleText', 'a'));
    expect(run([{ type: 'update', id: 'a', patch: { name: '单行输入框' } }], state)).toBe(state);
    expect(run([{ type: 'update', id: 'nope', patch: { name: 'x' } }], state)).toBe(state);
  });

  it('caps Picture and Accessory at 9 items', () => {
    const state = run(
      [
        { type: 'update', id: 'p', patch: { maxCount: 20 } },
        { type: 'update', id: 'f', patch: { maxCount: 3 } },
      ],
      stateOf(make('Picture', 'p'), make('Accessory', 'f')),
    );
    expect(byId(state, 'p')).toMatchObject({ maxCount: 9 });
    expect(byId(state, 'f')).toMatchObject({ maxCount: 3 });
  });

  it('adds and removes radio options, dropping removed default selections', () => {
    let state = run([{ type: 'add', field: 'MultipleRadio', index: 0 }]);
    const id = state.fields[0].id;
    expect(byId(state, id)).toMatchObject({ dataSource: ['选项1', '选项2'] });
    state = run([{ type: 'addOption', id: 'r', label: '加急' }], stateOf(make('MultipleRadio', 'r')));
    expect(byId(state, 'r')).toMatchObject({ dataSource: ['选项1', '选项2', '加急'] });
    state = run(
      [
        { type: 'update', id: 'r', patch: { selectData: ['选项2', '加急'] } },
        { type: 'removeOption', id: 'r', optionIndex: 1 },
      ],
      state,
    );
    expect(byId(state, 'r')).toMatchObject({ dataSource: ['选项1', '加急'], selectData: ['加急'] });
    expect(run([{ type: 'addOption', id: 'r' }], state).fields[0]).toMatchObject({
      dataSource: ['选项1', '加急', '选项3'],
    });
  });

  it('option actions do nothing on other field types', () => {
    const state = stateOf(make('SingleText', 't'));
    expect(run([{ type: 'addOption', id: 't' }], state)).toBe(state);
    expect(run([{ type: 'removeOption', id: 't', optionIndex: 0 }], state)).toBe(state);
  });
});

describe('load', () => {
  it('replaces the form, re-syncs positions, clears the selection and recomputes AskLeave', () => {
    const selected = run([{ type: 'select', pos: { index: 0, parentIndex: null } }], stateOf(make('Date', 'd')));
    const loaded = run(
      [{ type: 'load', fields: [group('g', [make('AskLeave', 'l')]), { ...make('Number', 'n'), index: 7 }] }],
      selected,
    );
    expect(ids(loaded.fields)).toEqual(['g', 'n']);
    expect(loaded.selected).toBeNull();
    expect(loaded.askLeaveDisabled).toBe(true);
    expectPositionsInSync(loaded);
  });

  it('createDesignerState starts empty', () => {
    expect(createDesignerState()).toEqual({ fields: [], selected: null, askLeaveDisabled: false });
  });
});

describe('performance with 200 fields', () => {
  it('applies 200 adds and 200 moves well under a second', () => {
    const start = performance.now();
    let state = createDesignerState();
    for (let i = 0; i < 200; i += 1) {
      state = designerReducer(state, { type: 'add', field: make('Number', `n${i}`, { name: `数字${i}` }), index: i });
    }
    for (let i = 0; i < 200; i += 1) {
      state = designerReducer(state, {
        type: 'move',
        from: { index: 0, parentIndex: null },
        to: { index: 199, parentIndex: null },
      });
    }
    const elapsed = performance.now() - start;
    expect(state.fields).toHaveLength(200);
    expect(state.fields[0].id).toBe('n0');
    expect(state.fields[199]).toMatchObject({ id: 'n199', index: 199 });
    expect(elapsed).toBeLessThan(1000);
  });
});
