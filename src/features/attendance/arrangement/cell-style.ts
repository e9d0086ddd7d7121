import type { CSSProperties } from 'react';
import type { ShiftRef } from '../api/types';
import { REST_COLOUR, REST_LABEL, SHIFT_COLOURS } from '../constants';
import { shiftColourIndex } from '../lib/shift-colour';
import type { CellValue } from './model';

// How a value looks in the grid: its text and class, computed once per shift list, not per cell.

export interface ValueLook {
  label: string;
  className: string;
}

export interface Looks {
  of(value: CellValue, weekend: boolean): ValueLook;
}

const EMPTY: ValueLook = { label: '', className: 'arr-cell' };
const EMPTY_WEEKEND: ValueLook = { label: '', className: 'arr-cell arr-we' };

/** A day cell's room for text: 44 px less its padding and border (grid-sizes.ts, arrangement-grid.css). */
const CELL_TEXT_WIDTH = 39;

/** Roughly how wide a label is at the grid's 12 px: a CJK character 12 px, anything else at most 7. */
const labelWidth = (label: string) => [...label].reduce((w, ch) => w + (ch.charCodeAt(0) >= 0x2e80 ? 12 : 7), 0);

/** A label that may not fit is clipped with an ellipsis (arr-clip); the others are not clipped at all, as a
 *  clip per cell costs the browser a clip node and a paint chunk for each of a thousand cells in view. */
const withClip = (label: string, className: string): ValueLook => ({
  label,
  className: labelWidth(label) > CELL_TEXT_WIDTH ? `${className} arr-clip` : className,
});

const UNKNOWN = withClip('未知班次', 'arr-cell');

export function looksFor(shifts: ShiftRef[]): Looks {
  const ids = shifts.map((s) => s.id);
  const map = new Map<string, ValueLook>(
    shifts.map((s) => [s.id, withClip(s.name, `arr-cell arr-k${shiftColourIndex(ids, s.id)}`)]),
  );
  map.set('', withClip(REST_LABEL, 'arr-cell arr-rest'));
  return {
    of: (value, weekend) => (value === null ? (weekend ? EMPTY_WEEKEND : EMPTY) : (map.get(value) ?? UNKNOWN)),
  };
}

/** The tint laid over selected cells (their text keeps AA contrast under it, constants.ts). */
export const SELECTION_TINT = 'rgba(22, 119, 255, 0.2)';

/** The shift colours and the selection tint as custom properties for the stylesheet (arrangement-grid.css). */
export const colourVariables = (): CSSProperties => {
  const vars: Record<string, string> = {
    '--arr-rest-bg': REST_COLOUR.background,
    '--arr-rest-text': REST_COLOUR.text,
    '--arr-sel-tint': SELECTION_TINT,
  };
  SHIFT_COLOURS.forEach((c, i) => {
    vars[`--arr-k${i}-bg`] = c.background;
    vars[`--arr-k${i}-text`] = c.text;
  });
  return vars as CSSProperties;
};
