import { describe, expect, it } from 'vitest';
import { looksFor } from '@/features/attendance/arrangement/cell-style';

// Only a label that may not fit its 44 px cell is clipped with an ellipsis (arr-clip); the rest are not
// clipped, which spares the browser a clip per cell (docs/architecture.md, the shift arrangement grid).
describe('a day cell’s look', () => {
  const looks = looksFor([
    { id: 'a', name: '早班' },
    { id: 'b', name: '两头班' },
    { id: 'c', name: '夜间值守班' },
    { id: 'd', name: 'Night shift' },
  ]);

  it('clips a label wider than the cell, and only such a label', () => {
    expect(looks.of('a', false).className.split(' ')).not.toContain('arr-clip');
    expect(looks.of('b', false).className.split(' ')).not.toContain('arr-clip');
    expect(looks.of('', false)).toEqual({ label: '休息', className: 'arr-cell arr-rest' });
    expect(looks.of('c', false)).toMatchObject({ label: '夜间值守班' });
    expect(looks.of('c', false).className.split(' ')).toContain('arr-clip');
    expect(looks.of('d', false).className.split(' ')).toContain('arr-clip');
    expect(looks.of('gone', false)).toEqual({ label: '未知班次', className: 'arr-cell arr-clip' });
  });
});
