import { shiftProblem, toMinutes, workMinutes } from '@/features/attendance/lib/shift-rules';
import { EMPTY_SHIFT, RADIUS_OPTIONS, REST_COLOUR, SHIFT_COLOURS } from '@/features/attendance/constants';
import { groupShiftColours } from '@/features/attendance/lib/shift-colour';
import { SELECTION_TINT } from '@/features/attendance/arrangement/cell-style';
import type { ShiftFields } from '@/features/attendance/api/types';

const shift = (patch: Partial<ShiftFields> = {}): ShiftFields => ({ ...EMPTY_SHIFT, name: '标准班', ...patch });
const twice = (a: string, b: string, c: string, d: string, patch: Partial<ShiftFields> = {}) =>
  shift({
    twiceOneDay: true,
    firstShiftStart: a,
    firstShiftEnd: b,
    secondShiftStart: c,
    secondShiftEnd: d,
    lunchStart: '',
    lunchEnd: '',
    ...patch,
  });

describe('shift form rules', () => {
  it('reads HH:mm only', () => {
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('23:59')).toBe(1439);
    for (const bad of ['9:30', '24:00', '12:60', '', null, undefined, '12:00:00']) expect(toMinutes(bad)).toBeNull();
  });

  it('accepts the default shift and a valid two-period shift', () => {
    expect(shiftProblem(shift())).toBeNull();
    expect(shiftProblem(twice('08:00', '12:00', '12:00', '17:00'))).toBeNull();
    expect(
      shiftProblem(twice('08:00', '12:00', '13:00', '17:00', { lunchStart: '13:30', lunchEnd: '14:00' })),
    ).toBeNull();
  });

  it('asks for the shift name (spec §5)', () => {
    expect(shiftProblem(shift({ name: ' ' }))).toEqual({ field: 'name', message: '请输入班次名称' });
    expect(shiftProblem(shift({ name: '班'.repeat(21) }))?.message).toBe('班次名称不能超过20个字符');
  });

  it('refuses missing and backward periods on the field concerned', () => {
    expect(shiftProblem(shift({ firstShiftStart: '' }))).toEqual({
      field: 'firstShiftStart',
      message: '请选择上下班时间',
    });
    expect(shiftProblem(shift({ firstShiftEnd: '08:00' }))).toEqual({
      field: 'firstShiftEnd',
      message: '下班时间须晚于上班时间',
    });
    expect(shiftProblem(twice('08:00', '12:00', '13:00', ''))).toEqual({
      field: 'secondShiftEnd',
      message: '请选择上下班时间',
    });
    expect(shiftProblem(twice('08:00', '12:00', '15:00', '13:00'))).toEqual({
      field: 'secondShiftEnd',
      message: '下班时间须晚于上班时间',
    });
  });

  it('refuses overlapping periods and a second period before the first', () => {
    expect(shiftProblem(twice('08:00', '12:00', '11:59', '17:00'))).toEqual({
      field: 'secondShiftStart',
      message: '两个上班时间段不能重叠',
    });
    expect(shiftProblem(twice('13:00', '17:00', '08:00', '12:00'))).toEqual({
      field: 'secondShiftStart',
      message: '第二段上班时间须晚于第一段下班时间',
    });
    // second-period times are ignored when there is one period
    expect(shiftProblem(shift({ secondShiftStart: '01:00', secondShiftEnd: '00:30' }))).toBeNull();
  });

  it('keeps the lunch break complete, forward and inside one work period', () => {
    expect(shiftProblem(shift({ lunchStart: '12:00', lunchEnd: '' }))).toEqual({
      field: 'lunchEnd',
      message: '请同时选择午休开始和结束时间',
    });
    expect(shiftProblem(shift({ lunchStart: '13:00', lunchEnd: '12:00' }))).toEqual({
      field: 'lunchEnd',
      message: '午休结束时间须晚于开始时间',
    });
    expect(shiftProblem(shift({ lunchStart: '17:30', lunchEnd: '18:30' }))).toEqual({
      field: 'lunchStart',
      message: '午休时间须在上班时间段内',
    });
    expect(
      shiftProblem(twice('08:00', '12:00', '13:00', '17:00', { lunchStart: '12:00', lunchEnd: '13:00' }))?.message,
    ).toBe('午休时间须在上班时间段内');
    expect(shiftProblem(shift({ lunchStart: '', lunchEnd: '' }))).toBeNull();
  });

  it('checks elastic allowances only when elastic is on', () => {
    expect(shiftProblem(shift({ elasticOption: true }))?.message).toBe('开启弹性打卡时请设置允许迟到或晚走的时长');
    expect(shiftProblem(shift({ elasticOption: true, elasticHourLate: 5 }))?.message).toBe(
      '弹性时间须为0至4小时、0至59分钟',
    );
    expect(shiftProblem(shift({ elasticOption: true, elasticMinuteLeave: 1.5 }))?.message).toBe(
      '弹性时间须为0至4小时、0至59分钟',
    );
    expect(shiftProblem(shift({ elasticOption: true, elasticMinuteLate: 30 }))).toBeNull();
    expect(shiftProblem(shift({ elasticOption: false, elasticHourLate: 9 }))).toBeNull();
  });

  it('counts working minutes without the lunch break', () => {
    expect(workMinutes(shift())).toBe(480);
    expect(workMinutes(twice('08:00', '11:30', '14:30', '19:00'))).toBe(480);
  });
});

describe('attendance constants (spec §9)', () => {
  it("colours a group's shifts by their place in it, cycling through 3 colours; rest is grey", () => {
    expect(SHIFT_COLOURS).toHaveLength(3);
    // the first and the fourth shift of the enterprise in one group (ids whose characters sum alike)
    const two = groupShiftColours([{ id: 'sh-E1-1' }, { id: 'sh-E1-4' }]);
    expect(two('sh-E1-1')).not.toBe(two('sh-E1-4'));
    const ids = ['sh-E1-6', 'sh-E1-2', 'sh-E1-3', 'sh-E1-5', 'sh-E1-1'];
    const colourOf = groupShiftColours(ids.map((id) => ({ id })));
    const colours = ids.map(colourOf);
    expect(colours.slice(0, 3)).toEqual(SHIFT_COLOURS);
    expect(colours.slice(3)).toEqual(SHIFT_COLOURS.slice(0, 2));
    expect(colourOf('')).toBe(REST_COLOUR);
    expect(colourOf('sh-E1-4')).toBeNull();
  });

  it('keeps AA contrast (4.5:1) for the text drawn on every colour, also under the selection tint', () => {
    const channels = (c: string) => {
      const rgba = /rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(c);
      return rgba ? rgba.slice(1).map(Number) : [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)).concat(1);
    };
    const over = (top: string, bottom: string) => {
      const [r, g, b, a] = channels(top);
      const base = channels(bottom);
      return [r, g, b].map((v, i) => v * a + base[i] * (1 - a));
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const c of [...SHIFT_COLOURS, REST_COLOUR]) {
      const text = channels(c.text).slice(0, 3);
      expect(contrast(text, channels(c.background).slice(0, 3))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, over(SELECTION_TINT, c.background))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('offers radius 100 to 1000 m in steps of 100', () => {
    expect(RADIUS_OPTIONS).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  });
});
