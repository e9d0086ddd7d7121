import { describe, expect, it } from 'vitest';
import { createField, DEFAULT_LEAVE_TYPES, PALETTE, randomId } from '@/features/approvals/designer/model/templates';
import type { FieldType } from '@/features/approvals/designer/model/types';
import { seededRng } from './fixtures';

const ALL_TYPES: FieldType[] = [
  'SingleText',
  'MultipleText',
  'SingleRadio',
  'MultipleRadio',
  'Number',
  'Money',
  'Date',
  'DateSection',
  'Particulars',
  'Comment',
  'Picture',
  'Accessory',
  'Contacts',
  'Address',
  'Computational',
  'AskLeave',
];

describe('randomId', () => {
  it('is 20 alphanumeric characters', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('is reproducible with an injected rng and differs between draws', () => {
    const a = randomId(seededRng(7));
    expect(randomId(seededRng(7))).toBe(a);
    const rng = seededRng(7);
    expect(randomId(rng)).not.toBe(randomId(rng));
  });

  it('stays inside the alphabet even for rng values at the edges', () => {
    expect(randomId(() => 0)).toBe('A'.repeat(20));
    expect(randomId(() => 0.9999999999)).toBe('9'.repeat(20));
  });
});

describe('createField', () => {
  it.each(ALL_TYPES)('%s starts checked, in section 0, with a 20-character id', (type) => {
    const field = createField(type);
    expect(field.type).toBe(type);
    expect(field.checked).toBe(true);
    expect(field.section).toBe('0');
    expect(field.id).toHaveLength(20);
    expect(field.parentIndex).toBeNull();
  });

  it('gives the Chinese default names and placeholders', () => {
    expect(createField('SingleText')).toMatchObject({ name: '单行输入框', placeholder: '请输入', content: '' });
    expect(createField('MultipleText')).toMatchObject({ name: '多行输入框', placeholder: '请输入' });
    expect(createField('SingleRadio')).toMatchObject({ name: '单选框', placeholder: '请选择', selectData: [] });
    expect(createField('MultipleRadio')).toMatchObject({ name: '多选框', placeholder: '请选择', selectData: [] });
    expect(createField('Number')).toMatchObject({ name: '数字输入框', placeholder: '请输入' });
    expect(createField('Date')).toMatchObject({ name: '日期', placeholder: '请选择', formatter: 'yyyy-MM-dd' });
    expect(createField('Particulars')).toMatchObject({ name: '明细', children: [] });
    expect(createField('Comment').name).toBe('说明文字');
    expect(createField('Contacts')).toMatchObject({ name: '联系人', canSelfSelect: false, canMultiSelect: false });
    expect(createField('Address')).toMatchObject({ name: '地址', isLocate: false, isNecessary: false });
    expect(createField('Computational')).toMatchObject({
      name: '计算公式',
      placeholder: '自动计算数值',
      formula: '',
      backups: [],
      backupsData: [],
    });
  });

  it('a new SingleRadio or MultipleRadio starts with two options, none selected, each its own list', () => {
    const [single, multiple] = [createField('SingleRadio'), createField('MultipleRadio')];
    expect(single).toMatchObject({ dataSource: ['选项1', '选项2'], selectData: [] });
    expect(multiple).toMatchObject({ dataSource: ['选项1', '选项2'], selectData: [] });
    if (single.type === 'SingleRadio' && multiple.type === 'MultipleRadio')
      expect(single.dataSource).not.toBe(multiple.dataSource);
  });

  it('Money starts at 0 with the float keyboard', () => {
    expect(createField('Money')).toMatchObject({ name: '金额（元）', money: 0, keyboardType: 'float' });
  });

  it('Picture and Accessory allow 9 items', () => {
    expect(createField('Picture')).toMatchObject({ name: '图片', maxCount: 9, dataSource: [] });
    expect(createField('Accessory')).toMatchObject({ name: '附件', maxCount: 9 });
  });

  it('DateSection and AskLeave carry their row names', () => {
    expect(createField('DateSection')).toMatchObject({
      name: '日期区间',
      startName: '开始时间',
      endName: '结束时间',
      durationName: '时长（天）',
    });
    const leave = createField('AskLeave');
    expect(leave).toMatchObject({
      name: '请假',
      startName: '开始时间',
      endName: '结束时间',
      durationName: '时长（天）',
    });
    const leaveTypes = leave.type === 'AskLeave' ? leave.askLeaveTypeList : [];
    expect(leaveTypes).toEqual(['年假', '事假', '病假', '调休', '婚假', '产假', '陪产假', '丧假']);
  });

  it('does not share mutable lists between fields', () => {
    const a = createField('AskLeave');
    if (a.type === 'AskLeave') a.askLeaveTypeList.push('其他');
    expect(DEFAULT_LEAVE_TYPES).toHaveLength(8);
    const b = createField('AskLeave');
    expect(b.type === 'AskLeave' && b.askLeaveTypeList).toHaveLength(8);
  });
});

describe('PALETTE', () => {
  it('lists each of the 16 types once with its Chinese label', () => {
    expect(PALETTE).toHaveLength(16);
    expect(new Set(PALETTE.map((entry) => entry.type))).toEqual(new Set(ALL_TYPES));
    expect(PALETTE[0]).toEqual({ type: 'SingleText', label: '单行输入框' });
    expect(PALETTE.find((entry) => entry.type === 'AskLeave')?.label).toBe('请假');
  });
});
