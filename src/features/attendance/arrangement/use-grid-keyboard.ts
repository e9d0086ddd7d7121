import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { DAY_WIDTH, HEADER_HEIGHT, NAME_WIDTH, ROW_HEIGHT } from './grid-sizes';
import type { CellValue, GridData } from './model';
import { collapsed, isArrowKey, moveSelection, selectAll, type Pos, type Selection } from './selection';

interface KeyboardOptions {
  scrollRef: RefObject<HTMLDivElement | null>;
  bounds: { rows: number; cols: number };
  selection: Selection;
  onSelect(s: Selection): void;
  onApply(value: CellValue): void;
  onUndo(): void;
  /** the group's shifts, in the order of the number keys */
  shifts: GridData['shifts'];
  /** sizes of the sticky counts column and footer, which a cell scrolled into view must clear */
  countsWidth: number;
  footHeight: number;
}

/** Scrolls `el` so the cell is clear of the sticky header, names, counts and footer. */
function scrollCellIntoView(el: HTMLElement, p: Pos, countsWidth: number, footHeight: number) {
  const top = HEADER_HEIGHT + p.row * ROW_HEIGHT;
  if (top - HEADER_HEIGHT < el.scrollTop) el.scrollTop = top - HEADER_HEIGHT;
  else if (top + ROW_HEIGHT + footHeight > el.scrollTop + el.clientHeight)
    el.scrollTop = top + ROW_HEIGHT + footHeight - el.clientHeight;
  const left = NAME_WIDTH + p.col * DAY_WIDTH;
  if (left - NAME_WIDTH < el.scrollLeft) el.scrollLeft = left - NAME_WIDTH;
  else if (left + DAY_WIDTH + countsWidth > el.scrollLeft + el.clientWidth)
    el.scrollLeft = left + DAY_WIDTH + countsWidth - el.clientWidth;
}

/**
 * The grid's keys: arrows move, shift+arrows extend, 1–9 a shift, 0 rest, Delete clears, Ctrl+Z
 * undoes, Ctrl+A selects all, Escape keeps the active cell only. After a move the active cell
 * scrolls into view.
 */
export function useGridKeyboard({
  scrollRef,
  bounds,
  selection,
  onSelect,
  onApply,
  onUndo,
  shifts,
  countsWidth,
  footHeight,
}: KeyboardOptions) {
  const scrollToActive = useRef(false);

  useEffect(() => {
    if (!scrollToActive.current || !scrollRef.current) return;
    scrollToActive.current = false;
    scrollCellIntoView(scrollRef.current, selection.focus, countsWidth, footHeight);
  }, [scrollRef, selection, countsWidth, footHeight]);

  return (e: KeyboardEvent) => {
    if (!bounds.rows) return;
    const mod = e.ctrlKey || e.metaKey;
    if (isArrowKey(e.key)) {
      scrollToActive.current = true;
      onSelect(moveSelection(selection, e.key, e.shiftKey, bounds));
    } else if (mod && e.key.toLowerCase() === 'a') onSelect(selectAll(bounds));
    else if (mod && e.key.toLowerCase() === 'z') onUndo();
    else if (e.key === 'Escape') onSelect(collapsed(selection.focus));
    else if (e.key === 'Delete' || e.key === 'Backspace') onApply(null);
    else if (!mod && !e.altKey && /^[0-9]$/.test(e.key)) {
      const n = Number(e.key);
      if (n === 0) onApply('');
      else if (n <= shifts.length) onApply(shifts[n - 1].id);
      else return;
    } else return;
    e.preventDefault();
  };
}
