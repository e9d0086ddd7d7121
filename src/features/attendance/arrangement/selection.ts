// Cell positions and selection rectangles of the arrangement grid (rows = members, cols = days).

export interface Pos {
  row: number;
  col: number;
}

/** Inclusive bounds of a selection. */
export interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The selection: `anchor` where it started (mousedown, or the cell before shift+arrows), `focus`
 *  the active cell (where the pointer or the arrow keys are). The rectangle spans both. */
export interface Selection {
  anchor: Pos;
  focus: Pos;
}

export interface Bounds {
  rows: number;
  cols: number;
}

export const clampPos = (p: Pos, b: Bounds): Pos => ({
  row: Math.min(Math.max(p.row, 0), Math.max(b.rows - 1, 0)),
  col: Math.min(Math.max(p.col, 0), Math.max(b.cols - 1, 0)),
});

export const rectOf = ({ anchor, focus }: Selection): Rect => ({
  top: Math.min(anchor.row, focus.row),
  bottom: Math.max(anchor.row, focus.row),
  left: Math.min(anchor.col, focus.col),
  right: Math.max(anchor.col, focus.col),
});

export const rectRows = (r: Rect) => r.bottom - r.top + 1;
export const rectCols = (r: Rect) => r.right - r.left + 1;
export const rectSize = (r: Rect) => rectRows(r) * rectCols(r);

/** A single cell selected. */
export const collapsed = (p: Pos): Selection => ({ anchor: p, focus: p });

/** Selection extended to `to`, keeping its anchor (shift+click, drag). */
export const extendTo = (s: Selection, to: Pos): Selection => ({ anchor: s.anchor, focus: to });

export const selectAll = (b: Bounds): Selection => ({
  anchor: { row: 0, col: 0 },
  focus: { row: b.rows - 1, col: b.cols - 1 },
});

/** Whole rows from `anchorRow` to `row` (a click on a member's name; shift extends). */
export const selectRows = (anchorRow: number, row: number, b: Bounds): Selection => ({
  anchor: { row: anchorRow, col: 0 },
  focus: { row, col: b.cols - 1 },
});

/** Whole columns from `anchorCol` to `col` (a click on a day's header; shift extends). */
export const selectCols = (anchorCol: number, col: number, b: Bounds): Selection => ({
  anchor: { row: 0, col: anchorCol },
  focus: { row: b.rows - 1, col },
});

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
const STEP: Record<ArrowKey, Pos> = {
  ArrowUp: { row: -1, col: 0 },
  ArrowDown: { row: 1, col: 0 },
  ArrowLeft: { row: 0, col: -1 },
  ArrowRight: { row: 0, col: 1 },
};
export const isArrowKey = (key: string): key is ArrowKey => key in STEP;

/** Arrow keys move the active cell (and collapse the selection onto it); with shift they extend
 *  the selection from its anchor. The active cell stays inside the grid. */
export function moveSelection(s: Selection, key: ArrowKey, extend: boolean, b: Bounds): Selection {
  const focus = clampPos({ row: s.focus.row + STEP[key].row, col: s.focus.col + STEP[key].col }, b);
  return extend ? { anchor: s.anchor, focus } : collapsed(focus);
}
