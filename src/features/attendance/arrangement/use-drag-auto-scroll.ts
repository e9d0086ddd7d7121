import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';

/** How far from an edge (px, inside the sticky parts) dragging starts to scroll, and the fastest step a frame. */
const EDGE = 32;
const MAX_STEP = 18;

/** Sizes of the sticky parts around the scrolling cells. */
export interface Insets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);
/** Faster the deeper the pointer is in the edge zone (or beyond it). */
const step = (depth: number) => (depth <= 0 ? 0 : Math.ceil((Math.min(depth, EDGE) / EDGE) * MAX_STEP));

/**
 * While a drag selection holds the pointer near an edge of the scrolling area, scrolls a step each
 * frame and reports the element under the pointer (clamped inside the cells), so the selection
 * follows rows and days that were out of view.
 */
export function useDragAutoScroll(
  ref: RefObject<HTMLElement | null>,
  insets: Insets,
  onTarget: (el: Element | null) => void,
) {
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const frame = useRef(0);
  const latest = useRef({ insets, onTarget });
  useEffect(() => {
    latest.current = { insets, onTarget };
  });

  const tick = useCallback(() => {
    frame.current = 0;
    const el = ref.current;
    const p = pointer.current;
    if (!el || !p) return;
    const r = el.getBoundingClientRect();
    const { insets: i, onTarget: report } = latest.current;
    const top = r.top + i.top,
      bottom = r.bottom - i.bottom,
      left = r.left + i.left,
      right = r.right - i.right;
    const dy = step(p.y - (bottom - EDGE)) - step(top + EDGE - p.y);
    const dx = step(p.x - (right - EDGE)) - step(left + EDGE - p.x);
    if (!dx && !dy) return;
    el.scrollTop += dy;
    el.scrollLeft += dx;
    report(document.elementFromPoint(clamp(p.x, left + 1, right - 1), clamp(p.y, top + 1, bottom - 1)));
    frame.current = requestAnimationFrame(tick);
  }, [ref]);

  return useMemo(
    () => ({
      /** the pointer moved during a drag */
      follow(x: number, y: number) {
        pointer.current = { x, y };
        if (!frame.current) frame.current = requestAnimationFrame(tick);
      },
      stop() {
        pointer.current = null;
        if (frame.current) cancelAnimationFrame(frame.current);
        frame.current = 0;
      },
    }),
    [tick],
  );
}
