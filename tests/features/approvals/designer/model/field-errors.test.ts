import { describe, expect, it } from 'vitest';
import { fieldErrors, validateForm } from '@/features/approvals/designer/model/field-errors';
import type { DesignerState } from '@/features/approvals/designer/model/designer-reducer';
import { make, ref, run, stateOf, tok } from './fixtures';

const codes = (state: DesignerState, id: string) =>
  (fieldErrors(state)[id] ?? []).map((e) => (e.prop ? `${e.code}:${e.prop}` : e.code));

describe('unique names per scope', () => {
  it('flags both fields sharing a top-level name', () => {
    const state = stateOf(make('SingleText', 'a'), make('SingleText', 'b'), make('Number', 'c'));
    expect(fieldErrors(state)).toEqual({
      a: [{ code: 'duplicateName', message: '名称重复', prop: 'name' }],
      b: [{ code: 'duplicateName', message: '名称重复', prop: 'name' }],
    });
  });

  it('clears once renamed; compares trimmed names', () => {
    const state = stateOf(make('SingleText', 'a', { name: '事由' }), make('SingleText', 'b', { name: '事由 ' }));
    expect(codes(state, 'b')).toEqual(['duplicateName:name']);
    expect(fieldErrors(run([{ type: 'update', id: 'b', patch: { name: '备注' } }], state))).toEqual({});
  });

  it('allows the same name at top level and inside a group, but not twice in one group', () => {
    const state = stateOf(
      make('Number', 'top', { name: '数量' }),
      make('Particulars', 'g1', {
        children: [make('Number', 'x', { name: '数量' }), make('Number', 'y', { name: '数量' })],
      }),
      make('Particulars', 'g2', { name: '明细2', children: [make('Number', 'z', { name: '数量' })] }),
    );
    expect(Object.keys(fieldErrors(state)).sort()).toEqual(['x', 'y']);
  });

  it('counts the DateSection start, end and duration names in the scope', () => {
    const state = stateOf(
      make('DateSection', 'd1'),
      make('DateSection', 'd2', { name: '出差日期' }),
      make('SingleText', 't', { name: '时长（天）' }),
    );
    expect(codes(state, 'd1')).toEqual([
      'duplicateName:startName',
      'duplicateName:endName',
      'duplicateName:durationName',
    ]);
    expect(codes(state, 'd2')).toEqual([
      'duplicateName:startName',
      'duplicateName:endName',
      'duplicateName:durationName',
    ]);
    expect(codes(state, 't')).toEqual(['duplicateName:name']);
  });

  it('flags a DateSection whose own names collide', () => {
    const state = stateOf(make('DateSection', 'd', { endName: '开始时间' }));
    expect(codes(state, 'd')).toEqual(['duplicateName:startName', 'duplicateName:endName']);
  });

  it('does not count the AskLeave row names', () => {
    expect(fieldErrors(stateOf(make('AskLeave', 'l'), make('Date', 'd', { name: '开始时间' })))).toEqual({});
  });

  it('flags an empty name', () => {
    expect(codes(stateOf(make('SingleText', 'a', { name: '  ' }), make('SingleText', 'b', { name: '' })), 'a')).toEqual(
      ['emptyName:name'],
    );
  });
});

describe('radio options', () => {
  it('a new MultipleRadio is valid; deleting both options is an error until an option is added', () => {
    const state = stateOf(make('MultipleRadio', 'm'));
    expect(fieldErrors(state)).toEqual({});
    const emptied = run(
      [
        { type: 'removeOption', id: 'm', optionIndex: 0 },
        { type: 'removeOption', id: 'm', optionIndex: 0 },
      ],
      state,
    );
    expect(fieldErrors(emptied).m).toEqual([{ code: 'noOptions', message: '请至少添加一个选项' }]);
    expect(fieldErrors(run([{ type: 'addOption', id: 'm' }], emptied))).toEqual({});
  });

  it('a SingleRadio without options is an error too; empty and repeated options are flagged', () => {
    expect(codes(stateOf(make('SingleRadio', 's')), 's')).toEqual([]);
    expect(codes(stateOf(make('SingleRadio', 's', { dataSource: [] })), 's')).toEqual(['noOptions']);
    expect(codes(stateOf(make('SingleRadio', 's', { dataSource: ['是', ' ', '是'] })), 's')).toEqual([
      'emptyOption',
      'duplicateOption',
    ]);
  });
});

describe('computational', () => {
  const withFormula = (pieces: ReturnType<typeof tok>[]) =>
    stateOf(make('Number', 'n', { name: '天数' }), make('Computational', 'c', { backupsData: pieces }));

  it('flags an empty, an invalid-reference and an incomplete formula', () => {
    expect(codes(withFormula([]), 'c')).toEqual(['emptyFormula']);
    expect(codes(run([{ type: 'remove', id: 'n' }], withFormula([ref('n', '天数'), tok('*2')])), 'c')).toEqual([
      'invalidFormulaRef',
    ]);
    expect(codes(withFormula([ref('n', '天数'), tok('*')]), 'c')).toEqual(['malformedFormula']);
    expect(fieldErrors(withFormula([ref('n', '天数'), tok('*2')]))).toEqual({});
  });
});

describe('validateForm', () => {
  it('returns nothing for a clean form', () => {
    expect(validateForm(stateOf(make('SingleText', 'a'), make('AskLeave', 'l')))).toEqual([]);
  });

  it('lists blocking problems in Chinese, in form order, each once', () => {
    const state = stateOf(
      make('SingleText', 'a', { name: '事由' }),
      make('SingleText', 'b', { name: '事由' }),
      make('MultipleRadio', 'm', { name: '出行方式', dataSource: [] }),
      make('Number', 'n', { name: '天数' }),
      make('Computational', 'c', { name: '补贴', backupsData: [ref('n', '天数'), tok('*100')] }),
      make('Computational', 'e', { name: '合计' }),
      make('Particulars', 'g', {
        name: '行程',
        children: [make('Date', 'x'), make('Date', 'y'), make('SingleText', 'z', { name: '' })],
      }),
    );
    const afterDelete = run([{ type: 'remove', id: 'n' }], state);
    expect(validateForm(afterDelete)).toEqual([
      '名称「事由」重复',
      '「出行方式」请至少添加一个选项',
      '「补贴」计算公式中包含无效字段',
      '「合计」请设置计算公式',
      '明细「行程」中名称「日期」重复',
      '明细「行程」中有单行输入框未填写名称',
    ]);
  });

  it('names the DateSection row that is empty', () => {
    const state = stateOf(make('DateSection', 'd', { durationName: '' }));
    expect(validateForm(state)).toEqual(['「日期区间」的时长名称不能为空']);
  });

  it('reports a second AskLeave that came in through loaded data', () => {
    const state = run([{ type: 'load', fields: [make('AskLeave', 'l1'), make('AskLeave', 'l2', { name: '请假2' })] }]);
    expect(validateForm(state)).toEqual(['「请假2」每个表单只能添加一个请假控件']);
  });
});
