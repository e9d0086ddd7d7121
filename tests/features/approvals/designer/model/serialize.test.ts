import { describe, expect, it } from 'vitest';
import { FormDataError, fromFormData, toFormData } from '@/features/approvals/designer/model/serialize';
import { make, ref, run, stateOf, tok } from './fixtures';

const sample = () =>
  run(
    [
      { type: 'addOption', id: 'r' },
      { type: 'update', id: 'n', patch: { name: '天数', unit: '天' } },
    ],
    stateOf(
      make('SingleText', 't'),
      make('MultipleRadio', 'r'),
      make('Number', 'n'),
      make('Computational', 'c', { backupsData: [ref('n', '天数'), tok('*'), tok('100')] }),
      make('Particulars', 'g', { children: [make('Money', 'm'), make('Picture', 'p')] }),
      make('AskLeave', 'l'),
    ),
  );

const rejects = (json: string) => {
  let error: unknown;
  try {
    fromFormData(json);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(FormDataError);
  expect((error as Error).message).toBe('表单数据格式错误');
  return (error as FormDataError).detail;
};

describe('formData', () => {
  it('round-trips every setting', () => {
    const fields = sample().fields;
    const json = toFormData(fields);
    expect(typeof json).toBe('string');
    expect(fromFormData(json)).toEqual(fields);
    expect(fromFormData(json)[3]).toMatchObject({ formula: '天数*100', backups: ['天数', '*', '100'] });
  });

  it('fills settings missing from older data with template defaults and re-syncs positions', () => {
    const [field, group] = fromFormData(
      JSON.stringify([
        { id: 'x', name: '金额', type: 'Money', index: 9 },
        { id: 'g', name: '明细', type: 'Particulars', children: [{ id: 'y', name: '图片', type: 'Picture' }] },
      ]),
    );
    expect(field).toMatchObject({
      id: 'x',
      name: '金额',
      money: 0,
      keyboardType: 'float',
      checked: true,
      section: '0',
      index: 0,
    });
    expect(group.type === 'Particulars' && group.children[0]).toMatchObject({
      id: 'y',
      maxCount: 9,
      index: 0,
      parentIndex: 1,
    });
  });

  it('does not invent the new-control options for a saved choice without options', () => {
    const [radio] = fromFormData('[{"id":"r","name":"类别","type":"SingleRadio"}]');
    expect(radio).toMatchObject({ dataSource: [], selectData: [] });
  });

  it('rejects malformed JSON and non-lists', () => {
    expect(rejects('{not json')).toBe('not JSON');
    expect(rejects('{"id":"a"}')).toBe('not a list');
    expect(rejects('null')).toBe('not a list');
  });

  it('rejects unknown types and items without id or name', () => {
    expect(rejects('[{"id":"a","name":"x","type":"Signature"}]')).toContain('unknown type Signature');
    expect(rejects('[{"name":"x","type":"Date"}]')).toContain('missing id');
    expect(rejects('[{"id":"a","type":"Date"}]')).toContain('missing name');
    expect(rejects('[5]')).toContain('not an object');
  });

  it('rejects nested Particulars, duplicate ids and settings of the wrong kind', () => {
    const nested = [
      { id: 'g', name: 'a', type: 'Particulars', children: [{ id: 'h', name: 'b', type: 'Particulars' }] },
    ];
    expect(rejects(JSON.stringify(nested))).toContain('Particulars inside Particulars');
    expect(rejects('[{"id":"a","name":"x","type":"Date"},{"id":"a","name":"y","type":"Date"}]')).toBe('duplicate id a');
    expect(rejects('[{"id":"a","name":"x","type":"Date","isNecessary":"yes"}]')).toContain('bad isNecessary');
    expect(rejects('[{"id":"a","name":"x","type":"SingleRadio","dataSource":[1]}]')).toContain('bad dataSource');
    const badPiece = [{ id: 'a', name: 'x', type: 'Computational', backupsData: [{ kind: 'eval', text: '1' }] }];
    expect(rejects(JSON.stringify(badPiece))).toContain('bad backupsData');
  });
});
