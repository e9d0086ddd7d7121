import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Rows rendered beyond the visible ones, above and below. */
const OVERSCAN = 8;
/** The window moves in steps of this many rows: most scroll frames change nothing to render, and a step mounts
 *  only the rows that enter (rows are placed at their own top, arrangement-grid.css), so small steps are cheap. */
const STEP = 3;

interface View {
  /** first visible row, from the scroll position, rounded down to a step */
  first: number;
  /** rows the viewport holds; 0 when the element has no layout (then every row is rendered) */
  rows: number;
  /** rows rendered beyond the visible ones: 0 for the frame after a jump, OVERSCAN otherwise */
  overscan: number;
}

/**
 * The rows of a scrolling table worth rendering: the visible ones and a few more. State changes
 * only when the first visible row passes a step of STEP rows, so most scroll frames cost nothing. Without layout
 * (a detached or test DOM) every row is rendered.
 *
 * A jump (further than the overscan reaches: Home, the scrollbar dragged, a keyboard move far away) mounts
 * every row anew; the visible ones are rendered first and the rows around them a frame later, so the frame the
 * user waits for holds half the work (docs/architecture.md, the shift arrangement grid's budget).
 */
export function useRowWindow(ref: RefObject<HTMLElement | null>, count: number, rowHeight: number) {
  const [view, setView] = useState<View>(() => ({
    first: 0,
    rows: Math.ceil((typeof window === 'undefined' ? 800 : window.innerHeight) / rowHeight),
    overscan: OVERSCAN,
  }));

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

  if (!view.rows) return { start: 0, end: count, onScroll: measure };
  return {
    start: Math.max(0, view.first - view.overscan),
    end: Math.min(count, view.first + view.rows + STEP + view.overscan),
    onScroll: measure,
  };
}
