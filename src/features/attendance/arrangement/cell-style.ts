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

export function looksFor(shifts: ShiftRef[]): Looks {
  const ids = shifts.map((s) => s.id);
  const map = new Map<string, ValueLook>(
    shifts.map((s) => [s.id, { label: s.name, className: `arr-cell arr-k${shiftColourIndex(ids, s.id)}` }]),
  );
  map.set('', { label: REST_LABEL, className: 'arr-cell arr-rest' });
  return {
    of: (value, weekend) =>
      value === null
        ? weekend
          ? EMPTY_WEEKEND
          : EMPTY
        : (map.get(value) ?? { label: '未知班次', className: 'arr-cell' }),
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
