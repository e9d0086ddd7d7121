import { act, renderHook, waitFor } from '@testing-library/react';
import { useRowWindow } from '@/features/attendance/arrangement/use-row-window';

const ROW = 32;
const COUNT = 200;

/** A scroller with layout (the test DOM has none): 10 rows tall, scrolled to `top`. */
function scroller(top = 0) {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientHeight', { value: 10 * ROW });
  Object.defineProperty(el, 'scrollTop', { value: top, writable: true });
  return { current: el };
}

describe('the arrangement grid row window', () => {
  it('renders the rows in view first, then the others while idle, until every row is mounted', async () => {
    const ref = scroller();
    const { result } = renderHook(() => useRowWindow(ref, COUNT, ROW, 'group-a'));
    expect(result.current.start).toBe(0);
    expect(result.current.end).toBeLessThan(30);
    await waitFor(() => expect(result.current.end).toBe(COUNT), { timeout: 5000 });
    expect(result.current.start).toBe(0);
  });

  it('starts over for other rows, and a jump meanwhile renders where the user is', async () => {
    const ref = scroller();
    const { result, rerender } = renderHook(({ key }) => useRowWindow(ref, COUNT, ROW, key), {
      initialProps: { key: 'group-a' },
    });
    await waitFor(() => expect(result.current.end).toBe(COUNT), { timeout: 5000 });
    rerender({ key: 'group-b' });
    expect(result.current.end).toBeLessThan(30);
    ref.current.scrollTop = 150 * ROW;
    act(() => result.current.onScroll());
    expect(result.current.start).toBeGreaterThan(100);
    expect(result.current.end).toBeGreaterThan(160);
    await waitFor(() => expect([result.current.start, result.current.end]).toEqual([0, COUNT]), { timeout: 5000 });
  });
});
