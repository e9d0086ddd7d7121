import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Rows rendered beyond the visible ones, above and below. */
const OVERSCAN = 8;
/** The window moves in steps of this many rows: most scroll frames change nothing to render, and a step mounts
 *  only the rows that enter (rows are placed at their own top, arrangement-grid.css), so small steps are cheap. */
const STEP = 3;
/** Rows mounted per idle period after the first render, half above and half below those kept: a task of a few
 *  milliseconds each. */
const GROW = 16;

interface View {
  /** first visible row, from the scroll position, rounded down to a step */
  first: number;
  /** rows the viewport holds; 0 when the element has no layout (then every row is rendered) */
  rows: number;
  /** rows rendered beyond the visible ones: 0 for the frame after a jump, OVERSCAN otherwise */
  overscan: number;
}

/** A run of rows to render, `[start, end)`. */
export type RowRange = readonly [start: number, end: number];

type Idle = (run: () => void, options: { timeout: number }) => number;
const idleCallbacks = () => {
  const w = window as unknown as { requestIdleCallback?: Idle; cancelIdleCallback?: (id: number) => void };
  return w.requestIdleCallback && w.cancelIdleCallback
    ? { request: w.requestIdleCallback.bind(window), cancel: w.cancelIdleCallback.bind(window) }
    : undefined;
};

/**
 * The rows of a scrolling table worth rendering. The first render holds the visible ones and a few more; then,
 * one idle period at a time, the rows around them are mounted and kept, until every row is: from then on a
 * scroll or a jump (Home, the scrollbar dragged) renders nothing and the browser shows rows it has already laid
 * out and painted, as a plain table does (the scroller is composited, arrangement-grid.css). Until then the
 * window follows the scroll position in steps of STEP rows; a jump beyond the rows kept renders the visible rows
 * first and the rows around them a frame later, so the frame the user waits for holds half the work
 * (docs/architecture.md, the shift arrangement grid's budget). Without layout (a detached or test DOM) every row
 * is rendered.
 */
export function useRowWindow(ref: RefObject<HTMLElement | null>, count: number, rowHeight: number) {
  const [view, setView] = useState<View>(() => ({
    first: 0,
    rows: Math.ceil((typeof window === 'undefined' ? 800 : window.innerHeight) / rowHeight),
    overscan: OVERSCAN,
  }));
  // rows mounted for good, grown while the browser is idle: [lo, hi)
  const [kept, setKept] = useState<RowRange>([0, 0]);
  const allKept = kept[0] === 0 && kept[1] >= count;
  // once every row is kept, the scroll position no longer changes what is rendered
  const keptAll = useRef(allKept);
  useEffect(() => {
    keptAll.current = allKept;
  }, [allKept]);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el || keptAll.current) return;
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

  const start = Math.max(0, view.first - view.overscan);
  const end = Math.min(count, view.first + view.rows + STEP + view.overscan);

  // one more slice of rows kept per idle period, starting from the window, until every row is
  useEffect(() => {
    const idle = idleCallbacks();
    if (!view.rows || allKept || !idle) return;
    const id = idle.request(
      () =>
        setKept((rows) => {
          // the rows kept start from the window and take it in whenever it touches them
          const shown = joined([start, end], rows);
          const [from, to] = shown.length === 1 ? shown[0] : rows;
          return [Math.max(0, from - GROW / 2), Math.min(count, to + GROW / 2)];
        }),
      { timeout: 1000 },
    );
    return () => idle.cancel(id);
  }, [view.rows, allKept, kept, start, end, count]);

  const ranges: RowRange[] = !view.rows || allKept ? [[0, count]] : joined([start, end], kept);
  return { ranges, onScroll: measure };
}

/** The window and the rows kept, as one range when they touch, else both in row order. */
function joined(window: RowRange, kept: RowRange): RowRange[] {
  const [start, end] = window;
  const [lo, hi] = kept;
  if (hi <= lo) return [window];
  if (end < lo) return [window, kept];
  if (start > hi) return [kept, window];
  return [[Math.min(start, lo), Math.max(end, hi)]];
}
