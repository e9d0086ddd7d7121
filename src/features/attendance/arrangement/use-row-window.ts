import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** Rows rendered beyond the visible ones, above and below. */
const OVERSCAN = 8;
/** The window moves in steps of this many rows: most scroll frames change nothing to render, and a step mounts
 *  only the rows that enter (rows are placed at their own top, arrangement-grid.css), so small steps are cheap. */
const STEP = 3;
/** Rows added above and below the window in each idle moment, until every row is mounted: a few
 *  milliseconds of rendering each, so a key or a scroll meanwhile is not kept waiting. */
const FILL = 12;

interface View {
  /** first visible row, from the scroll position, rounded down to a step */
  first: number;
  /** rows the viewport holds; 0 when the element has no layout (then every row is rendered) */
  rows: number;
  /** rows rendered beyond the visible ones: 0 for the frame after a jump, OVERSCAN otherwise */
  overscan: number;
}

/**
 * The rows of a scrolling table worth rendering: the visible ones and a few more, then, while the
 * browser is idle, more and more of the others until all are mounted, so that a later jump renders
 * nothing new (as a plain table, which pays for it in its first render). State changes only when the
 * first visible row passes a step of STEP rows, so most scroll frames cost nothing. Without layout (a
 * detached or test DOM) every row is rendered. `rowsKey` (the rows' identity) starts the filling over.
 *
 * A jump (further than the overscan reaches: Home, the scrollbar dragged, a keyboard move far away)
 * before the rows are all mounted renders the visible ones first and the rows around them a frame
 * later, so the frame the user waits for holds half the work (docs/architecture.md, the shift
 * arrangement grid's budget).
 */
export function useRowWindow(ref: RefObject<HTMLElement | null>, count: number, rowHeight: number, rowsKey?: unknown) {
  const [view, setView] = useState<View>(() => ({
    first: 0,
    rows: Math.ceil((typeof window === 'undefined' ? 800 : window.innerHeight) / rowHeight),
    overscan: OVERSCAN,
  }));
  const [filled, setFilled] = useState({ key: rowsKey, extra: 0 });
  const extra = filled.key === rowsKey ? filled.extra : 0;

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const first = Math.floor(el.scrollTop / rowHeight / STEP) * STEP;
    const rows = el.clientHeight ? Math.ceil(el.clientHeight / rowHeight) : 0;
    setView((v) => {
      if (v.first === first && v.rows === rows) return v;
      const overscan = Math.abs(first - v.first) > OVERSCAN ? 0 : v.overscan;
      return { first, rows, overscan };
    });
  }, [ref, rowHeight]);

  useLayoutEffect(() => {
    measure();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, ref]);

  // after a jump, the rows around the visible ones in a later frame (the jump's own frame has been painted)
  useEffect(() => {
    if (view.overscan === OVERSCAN) return;
    const frame = requestAnimationFrame(() => setView((v) => ({ ...v, overscan: OVERSCAN })));
    return () => cancelAnimationFrame(frame);
  }, [view]);

  const around = view.overscan + extra;
  const start = Math.max(0, view.first - around);
  const end = Math.min(count, view.first + view.rows + STEP + around);
  const complete = !view.rows || (start === 0 && end === count);

  // the rest of the rows, a few at a time, while nothing else is going on
  useEffect(() => {
    if (complete) return;
    return whenIdle(() => setFilled({ key: rowsKey, extra: extra + FILL }));
  }, [complete, extra, rowsKey]);

  if (!view.rows) return { start: 0, end: count, onScroll: measure };
  return { start, end, onScroll: measure };
}
