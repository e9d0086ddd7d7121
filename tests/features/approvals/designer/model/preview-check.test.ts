import {
  durationText,
  endsBeforeStart,
  leaveDuration,
  unitOfName,
} from '@/features/approvals/designer/model/leave-duration';
import {
  checkPreview,
  durationOf,
  formulaDisplay,
  formulaValue,
  initialValues,
  rowKey,
} from '@/features/approvals/designer/model/preview-check';
import type { ComputationalField, FormField } from '@/features/approvals/designer/model/types';
import { make, ref, tok } from './fixtures';

describe('leave duration', () => {
  it('counts calendar days with both ends for dates', () => {
    expect(leaveDuration('2026-03-02', '2026-03-04', false)).toEqual({ value: 3, unit: 'day' });
    expect(leaveDuration('2026-03-02', '2026-03-02', false)).toEqual({ value: 1, unit: 'day' });
    expect(leaveDuration('2026-02-27', '2026-03-02', false)).toEqual({ value: 4, unit: 'day' }); // across a month
  });

  it('counts half days, or half hours when the duration is named in hours, for date-times', () => {
    expect(leaveDuration('2026-03-02T09:00', '2026-03-02T15:00', true)).toEqual({ value: 0.5, unit: 'day' });
    expect(leaveDuration('2026-03-02 09:00', '2026-03-03 09:00', true)).toEqual({ value: 1, unit: 'day' });
    expect(leaveDuration('2026-03-02T09:00', '2026-03-03T10:00', true)).toEqual({ value: 1.5, unit: 'day' });
    expect(leaveDuration('2026-03-02T09:00', '2026-03-02T11:10', true, unitOfName('时长（小时）'))).toEqual({
      value: 2.5,
      unit: 'hour',
    });
    expect(unitOfName('时长（天）')).toBe('day');
  });

  it('gives no duration for a missing, unreadable or reversed range', () => {
    expect(leaveDuration('', '2026-03-02', false)).toBeNull();
    expect(leaveDuration('2026-02-30', '2026-03-02', false)).toBeNull();
    expect(leaveDuration('2026-03-04', '2026-03-02', false)).toBeNull();
    expect(endsBeforeStart('2026-03-04', '2026-03-02', false)).toBe(true);
    expect(endsBeforeStart('', '2026-03-02', false)).toBe(false);
    expect(durationText({ value: 2.5, unit: 'hour' })).toBe('2.5小时');
    expect(durationText(null)).toBe('');
  });

  it('reads only dates and times written in full that exist', () => {
    for (const bad of ['2026-02-30', '2026-2-3', '2026-13-01', '2026/03/02', '26-03-02', '2026-03-02 09:00'])
      expect(leaveDuration(bad, '2026-03-31', false)).toBeNull();
    for (const bad of ['2026-03-02 10:75', '2026-03-02 24:00', '2026-03-02T9:00', '2026-03-02 09:00:00', '2026-03-02'])
      expect(leaveDuration(bad, '2026-03-31 09:00', true)).toBeNull();
    expect(leaveDuration(' 2026-03-02 ', '2026-03-02', false)).toEqual({ value: 1, unit: 'day' });
  });
});

const kind = make('SingleRadio', 'kind', { name: '类型', dataSource: ['出差', '外出'] });
const days = make('Number', 'days', { name: '天数', showRule: { fieldId: 'kind', options: ['出差'] } });
const price = make('Money', 'price', { name: '单价' });
const total = make('Computational', 'total', {
  name: '合计',
  backupsData: [ref('days', '天数'), tok('*'), ref('price', '单价')],
}) as ComputationalField;

describe('member preview values', () => {
  it('computes a formula live and treats a hidden number as empty', () => {
    const scope: FormField[] = [kind, days, price, total];
    expect(formulaValue(total, scope, { kind: '出差', days: 3, price: 120.5 })).toBe(361.5);
    expect(formulaValue(total, scope, { kind: '外出', days: 3, price: 120.5 })).toBeNull();
    expect(formulaValue(total, scope, { kind: '出差', days: 3 })).toBeNull();
    expect(formulaDisplay(1234567.5, true)).toBe('1,234,567.5');
    expect(formulaDisplay(1234567.5, false)).toBe('1234567.5');
  });

  it('refuses empty required fields but not hidden ones, negative money, reversed ranges and too many pictures', () => {
    const reason = make('SingleText', 'reason', { name: '事由', isNecessary: true });
    const city = make('SingleText', 'city', {
      name: '城市',
      isNecessary: true,
      showRule: { fieldId: 'kind', options: ['出差'] },
    });
    const photos = make('Picture', 'photos', { name: '照片', maxCount: 9 });
    const range = make('DateSection', 'range', { name: '时间' });
    const fields = [kind, reason, city, price, photos, range];
    expect(checkPreview(fields, { kind: '外出' })).toEqual({ reason: '请填写事由' });
    expect(checkPreview(fields, { kind: '出差', reason: '  ' })).toEqual({ reason: '请填写事由', city: '请填写城市' });
    const tenPhotos = Array.from({ length: 10 }, (_, i) => `${i}.png`);
    expect(
      checkPreview(fields, {
        kind: '外出',
        reason: '见客户',
        price: -1,
        photos: tenPhotos,
        range: { start: '2026-03-04', end: '2026-03-02' },
      }),
    ).toEqual({
      price: '单价不能小于0',
      photos: '最多上传9张图片',
      range: '结束时间不能早于开始时间',
    });
  });

  it('checks the leave control and every row of a detail group', () => {
    const leave = make('AskLeave', 'leave');
    const item = make('Number', 'qty', { name: '数量', isNecessary: true });
    const group = { ...make('Particulars', 'g', { name: '明细' }), children: [item] } as FormField;
    const fields = [leave, group];
    const start = initialValues(fields);
    expect(start).toEqual({ g: [{}] });
    expect(checkPreview(fields, { ...start, g: [{ qty: 2 }, {}] })).toEqual({
      leave: '请选择请假类型',
      [rowKey('g', 1, 'qty')]: '请填写数量',
    });
    const filled = { leaveType: '年假', start: '2026-03-02', end: '2026-03-04' };
    expect(checkPreview(fields, { leave: filled, g: [{ qty: 1 }] })).toEqual({});
    expect(checkPreview(fields, { leave: { ...filled, end: '' }, g: [{ qty: 1 }] })).toEqual({
      leave: '请选择结束时间',
    });
    expect(durationOf(leave as never, filled)).toEqual({ value: 3, unit: 'day' });
  });

  it('skips every row of a detail group hidden by its rule', () => {
    const item = make('Number', 'qty', { name: '数量', isNecessary: true });
    const group = {
      ...make('Particulars', 'g', { name: '明细', showRule: { fieldId: 'kind', options: ['出差'] } }),
      children: [item],
    } as FormField;
    expect(checkPreview([kind, group], { kind: '外出', g: [{}] })).toEqual({});
    expect(checkPreview([kind, group], { kind: '出差', g: [{}] })).toEqual({ [rowKey('g', 0, 'qty')]: '请填写数量' });
  });

  it('starts choices from their default selection', () => {
    const multi = make('MultipleRadio', 'm', { dataSource: ['A', 'B'], selectData: ['B'] });
    expect(initialValues([kind, multi])).toEqual({ kind: '', m: ['B'] });
  });
});
