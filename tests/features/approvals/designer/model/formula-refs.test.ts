import { describe, expect, it } from 'vitest';
import { formulaCandidates } from '@/features/approvals/designer/model/formula-refs';
import type { DesignerState } from '@/features/approvals/designer/model/designer-reducer';
import type { ComputationalField, FormField } from '@/features/approvals/designer/model/types';
import { byId, ids, make, ref, run, stateOf, tok } from './fixtures';

const calcOf = (state: DesignerState, id = 'calc') => byId(state, id) as ComputationalField;

/** 单价 (Number), 费用 (Money), a formula 单价*2+费用, and an empty detail group. */
function base() {
  return run(
    [
      {
        type: 'update',
        id: 'calc',
        patch: { backupsData: [ref('price', '单价'), tok('*'), tok('2'), tok('+'), ref('fee', '费用')] },
      },
    ],
    stateOf(
      make('Number', 'price', { name: '单价' }),
      make('Money', 'fee', { name: '费用' }),
      make('Computational', 'calc'),
      make('Particulars', 'g', { children: [] }),
    ),
  );
}

describe('formula references', () => {
  it('setting pieces rebuilds the formula text and display pieces', () => {
    const calc = calcOf(base());
    expect(calc.formula).toBe('单价*2+费用');
    expect(calc.backups).toEqual(['单价', '*', '2', '+', '费用']);
  });

  it('deleting a Number field turns its references into 无效字段 and rebuilds the text', () => {
    const calc = calcOf(run([{ type: 'remove', id: 'price' }], base()));
    expect(calc.backupsData[0]).toEqual({ kind: 'ref', id: 'price', name: '无效字段', invalid: true });
    expect(calc.backupsData[4]).toEqual({ kind: 'ref', id: 'fee', name: '费用' });
    expect(calc.formula).toBe('无效字段*2+费用');
    expect(calc.backups).toEqual(['无效字段', '*', '2', '+', '费用']);
  });

  it('deleting a Money field does the same', () => {
    expect(calcOf(run([{ type: 'remove', id: 'fee' }], base())).formula).toBe('单价*2+无效字段');
  });

  it('re-adding the deleted field (undo) restores the reference with its name', () => {
    const state = base();
    const price = byId(state, 'price');
    const restored = run(
      [
        { type: 'remove', id: 'price' },
        { type: 'add', field: price, index: 0 },
      ],
      state,
    );
    expect(calcOf(restored).formula).toBe('单价*2+费用');
    expect(calcOf(restored).backupsData[0]).toEqual({ kind: 'ref', id: 'price', name: '单价' });
  });

  it('renaming a Number or Money field renames its references', () => {
    const state = run([{ type: 'update', id: 'fee', patch: { name: '报销金额' } }], base());
    expect(calcOf(state).formula).toBe('单价*2+报销金额');
    expect(calcOf(state).backupsData[4]).toEqual({ kind: 'ref', id: 'fee', name: '报销金额' });
  });

  it('a rename does not reach an invalid reference; moving the field back restores the current name', () => {
    const outOfScope = run(
      [
        { type: 'move', from: { index: 0, parentIndex: null }, to: { index: 0, parentIndex: 3 } },
        { type: 'update', id: 'price', patch: { name: '新单价' } },
      ],
      base(),
    );
    expect(calcOf(outOfScope).formula).toBe('无效字段*2+费用');
    expect(calcOf(outOfScope).backupsData[0]).toMatchObject({ invalid: true, name: '无效字段' });
    const back = run(
      [{ type: 'move', from: { index: 0, parentIndex: 2 }, to: { index: 0, parentIndex: null } }],
      outOfScope,
    );
    expect(calcOf(back).formula).toBe('新单价*2+费用');
    expect(calcOf(back).backupsData[0]).toEqual({ kind: 'ref', id: 'price', name: '新单价' });
  });

  it('moving the formula out of its group and back restores its references', () => {
    const inGroup = run(
      [
        { type: 'add', field: make('Number', 'qty', { name: '数量' }), index: 0, parentIndex: 3 },
        {
          type: 'add',
          field: make('Computational', 'sub', { backupsData: [ref('qty', '数量'), tok('*3')] }),
          index: 1,
          parentIndex: 3,
        },
      ],
      base(),
    );
    expect(calcOf(inGroup, 'sub').formula).toBe('数量*3');
    const out = run(
      [{ type: 'move', from: { index: 1, parentIndex: 3 }, to: { index: 0, parentIndex: null } }],
      inGroup,
    );
    expect(calcOf(out, 'sub').formula).toBe('无效字段*3');
    const back = run([{ type: 'move', from: { index: 0, parentIndex: null }, to: { index: 1, parentIndex: 4 } }], out);
    expect(calcOf(back, 'sub').formula).toBe('数量*3');
  });

  it('leaves formulas that do not change as the same objects', () => {
    const state = base();
    const after = run([{ type: 'update', id: 'g', patch: { name: '费用明细' } }], state);
    expect(after.fields[2]).toBe(state.fields[2]);
  });
});

describe('formulaCandidates', () => {
  const withGroup = () =>
    run(
      [
        { type: 'add', field: make('Money', 'rowFee', { name: '行金额' }), index: 0, parentIndex: 3 },
        { type: 'add', field: make('Computational', 'rowCalc'), index: 1, parentIndex: 3 },
        { type: 'add', field: make('Number', 'rowQty', { name: '行数量' }), index: 2, parentIndex: 3 },
      ],
      base(),
    );
  const names = (list: FormField[]) => list.map((f) => f.name);

  it('offers the Number and Money fields of the top level to a top-level formula', () => {
    expect(names(formulaCandidates(withGroup(), 'calc'))).toEqual(['单价', '费用']);
  });

  it('offers only the same group to a formula inside a group', () => {
    expect(ids(formulaCandidates(withGroup(), 'rowCalc'))).toEqual(['rowFee', 'rowQty']);
  });

  it('is empty for a field that is not a Computational or does not exist', () => {
    expect(formulaCandidates(withGroup(), 'price')).toEqual([]);
    expect(formulaCandidates(withGroup(), 'missing')).toEqual([]);
  });
});
