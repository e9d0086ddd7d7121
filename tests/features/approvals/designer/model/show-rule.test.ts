import { fieldErrors, validateForm } from '@/features/approvals/designer/model/field-errors';
import { fromFormData, toFormData } from '@/features/approvals/designer/model/serialize';
import {
  checkRuleOf,
  hiddenIds,
  ruleCandidates,
  ruleHolds,
  ruleSummary,
} from '@/features/approvals/designer/model/show-rule';
import { byId, make, run, stateOf } from './fixtures';

const kind = () => make('SingleRadio', 'kind', { name: '类型', dataSource: ['出差', '外出'] });
const city = () => make('SingleText', 'city', { name: '城市', showRule: { fieldId: 'kind', options: ['出差'] } });

describe('show/hide rules', () => {
  it('offers only choice fields placed before the field in its scope', () => {
    const state = stateOf(make('Number', 'n'), kind(), make('SingleText', 't'), make('MultipleRadio', 'later'));
    expect(ruleCandidates(state.fields, 't').map((f) => f.id)).toEqual(['kind']);
    expect(ruleCandidates(state.fields, 'kind')).toEqual([]);
    const grouped = run(
      [
        {
          type: 'add',
          field: {
            ...make('Particulars', 'g'),
            children: [make('MultipleRadio', 'inner'), make('Number', 'x')],
          } as never,
          index: 1,
        },
      ],
      state,
    );
    expect(ruleCandidates(grouped.fields, 'x').map((f) => f.id)).toEqual(['inner']);
  });

  it('holds when the controller has one of the chosen options, single or multiple', () => {
    const rule = { fieldId: 'kind', options: ['出差', '外出'] };
    expect(ruleHolds(rule, '出差')).toBe(true);
    expect(ruleHolds(rule, ['病假', '外出'])).toBe(true);
    expect(ruleHolds(rule, '病假')).toBe(false);
    expect(ruleHolds(rule, [])).toBe(false);
    expect(ruleHolds(rule, undefined)).toBe(false);
  });

  it('hides a field until its option is chosen, and a field whose controller is hidden', () => {
    const chained = make('MultipleRadio', 'sub', {
      name: '交通',
      dataSource: ['飞机', '火车'],
      showRule: { fieldId: 'kind', options: ['出差'] },
    });
    const seat = make('SingleText', 'seat', { showRule: { fieldId: 'sub', options: ['飞机'] } });
    const { fields } = stateOf(kind(), chained, seat);
    expect([...hiddenIds(fields, {})]).toEqual(['sub', 'seat']);
    expect([...hiddenIds(fields, { kind: '出差' })]).toEqual(['seat']);
    expect([...hiddenIds(fields, { kind: '出差', sub: ['火车', '飞机'] })]).toEqual([]);
    // the controller switched away hides the chain even with the old value kept
    expect([...hiddenIds(fields, { kind: '外出', sub: ['飞机'] })]).toEqual(['sub', 'seat']);
  });

  it('marks a rule invalid when its field is deleted or moved after it, or an option is gone, and blocks save', () => {
    let state = stateOf(kind(), city());
    expect(fieldErrors(state)).toEqual({});
    expect(ruleSummary(checkRuleOf(state.fields, 'city')!, byId(state, 'city').showRule!)).toBe(
      '当「类型」为 出差 时显示',
    );

    const renamed = run([{ type: 'update', id: 'kind', patch: { dataSource: ['差旅', '外出'] } }], state);
    expect(fieldErrors(renamed).city?.[0].message).toBe('显示规则中包含无效字段');
    expect(ruleSummary(checkRuleOf(renamed.fields, 'city')!, byId(renamed, 'city').showRule!)).toBe(
      '当「类型」为 出差（无效选项） 时显示',
    );

    const moved = run(
      [{ type: 'move', from: { index: 0, parentIndex: null }, to: { index: 1, parentIndex: null } }],
      state,
    );
    expect(fieldErrors(moved).city?.[0].code).toBe('invalidShowRule');

    state = run([{ type: 'remove', id: 'kind' }], state);
    const check = checkRuleOf(state.fields, 'city')!;
    expect(check.valid).toBe(false);
    expect(ruleSummary(check, byId(state, 'city').showRule!)).toBe('当「无效字段」为 出差（无效选项） 时显示');
    expect(validateForm(state)).toEqual(['「城市」显示规则中包含无效字段']);
    // an invalid rule hides nothing in the preview
    expect(hiddenIds(state.fields, {}).size).toBe(0);
  });

  it('flags a rule without options and removes a rule with setShowRule null', () => {
    let state = stateOf(kind(), make('SingleText', 'city', { name: '城市' }));
    state = run([{ type: 'setShowRule', id: 'city', rule: { fieldId: 'kind', options: [] } }], state);
    expect(validateForm(state)).toEqual(['「城市」显示规则未选择选项']);
    state = run([{ type: 'setShowRule', id: 'city', rule: null }], state);
    expect('showRule' in byId(state, 'city')).toBe(false);
    expect(validateForm(state)).toEqual([]);
  });

  it('round-trips through formData and rejects a malformed rule', () => {
    const { fields } = stateOf(kind(), city());
    expect(fromFormData(toFormData(fields))[1].showRule).toEqual({ fieldId: 'kind', options: ['出差'] });
    const bad = JSON.parse(toFormData(fields));
    bad[1].showRule = { fieldId: 'kind', options: [1] };
    expect(() => fromFormData(JSON.stringify(bad))).toThrow('表单数据格式错误');
    bad[1].showRule = null;
    expect(fromFormData(JSON.stringify(bad))[1].showRule).toBeUndefined();
  });
});
