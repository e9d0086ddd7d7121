// The shift colours: data, not theme (admin-modules §9 gives a shift one of three colours), so they
// are named here rather than taken from the theme. Each text colour keeps WCAG AA contrast (4.5:1)
// on its background, also under the grid's selection tint.

/** A colour a shift is drawn in: its text (and colour mark) on its background, within its border. */
export interface ShiftColour {
  background: string;
  border: string;
  text: string;
}

/** §9: 3 shift colours (which one a shift takes: lib/shift-colour.ts). */
export const SHIFT_COLOURS: readonly ShiftColour[] = [
  { background: '#e6f4ff', border: '#91caff', text: '#003eb3' },
  { background: '#f6ffed', border: '#b7eb8f', text: '#135200' },
  { background: '#fff7e6', border: '#ffd591', text: '#873800' },
];
export const REST_COLOUR: ShiftColour = { background: '#fafafa', border: '#d9d9d9', text: '#595959' };
