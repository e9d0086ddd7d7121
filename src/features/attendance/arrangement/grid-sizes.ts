// Sizes shared with arrangement-grid.css: the row window, row positions and keyboard scrolling compute with them.
export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 42;
export const NAME_WIDTH = 140;
export const DAY_WIDTH = 44;
export const COUNT_WIDTH = 40;
export const FOOT_HEIGHT = 28;
