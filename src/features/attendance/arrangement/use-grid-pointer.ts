import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { targetOf } from './grid-target';
import { HEADER_HEIGHT, NAME_WIDTH } from './grid-sizes';
import { collapsed, extendTo, selectAll, selectCols, selectRows, type Pos, type Selection } from './selection';
import { useDragAutoScroll } from './use-drag-auto-scroll';

interface PointerOptions {
  scrollRef: RefObject<HTMLDivElement | null>;
  tableRef: RefObject<HTMLTableElement | null>;
  bounds: { rows: number; cols: number };
  selection: Selection;
  onSelect(s: Selection): void;
  /** sizes of the sticky footer and counts column, where dragging scrolls */
  footHeight: number;
  countsWidth: number;
}

/**
 * The grid's pointer selection: press and drag selects a rectangle, shift+click extends, a name
 * selects the row, a day the column, the corner everything; dragging to an edge scrolls.
 */
export function useGridPointer({
  scrollRef,
  tableRef,
  bounds,
  selection,
  onSelect,
  footHeight,
  countsWidth,
}: PointerOptions) {
  const dragging = useRef(false);

  // Held at an edge while dragging, the grid scrolls and the selection follows the pointer.
  const autoScroll = useDragAutoScroll(
    scrollRef,
    { top: HEADER_HEIGHT, bottom: footHeight, left: NAME_WIDTH, right: countsWidth },
    (target) => {
      const t = targetOf({ target });
      if (t?.kind === 'cell' && (t.row !== selection.focus.row || t.col !== selection.focus.col))
        onSelect(extendTo(selection, { row: t.row, col: t.col }));
    },
  );

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
      autoScroll.stop();
    };
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, [autoScroll]);

  const onMouseDown = (e: MouseEvent) => {
    if (e.button !== 0 || !bounds.rows) return;
    const t = targetOf(e);
    if (!t) return;
    e.preventDefault(); // no text selection while dragging; focus is taken below
    tableRef.current?.focus({ preventScroll: true });
    const at: Pos = { row: t.row, col: t.col };
    if (t.kind === 'all') return onSelect(selectAll(bounds));
    if (t.kind === 'row') return onSelect(selectRows(e.shiftKey ? selection.anchor.row : t.row, t.row, bounds));
    if (t.kind === 'col') return onSelect(selectCols(e.shiftKey ? selection.anchor.col : t.col, t.col, bounds));
    dragging.current = true;
    onSelect(e.shiftKey ? extendTo(selection, at) : collapsed(at));
  };

  const onMouseMove = (e: MouseEvent) => {
    if (dragging.current) autoScroll.follow(e.clientX, e.clientY);
  };

  const onMouseOver = (e: MouseEvent) => {
    if (!dragging.current) return;
    if (!e.buttons) {
      dragging.current = false; // released outside the window
      return autoScroll.stop();
    }
    const t = targetOf(e);
    if (t?.kind !== 'cell' || (t.row === selection.focus.row && t.col === selection.focus.col)) return;
    onSelect(extendTo(selection, { row: t.row, col: t.col }));
  };

  return { onMouseDown, onMouseMove, onMouseOver };
}
