import { REST_COLOUR, REST_ID, SHIFT_COLOURS, type ShiftColour } from '../constants';

/**
 * A shift's colour is its place in its group's shift list, cycling through the 3 colours (§9): the
 * shifts of one group differ while the group has no more than 3, which is what the colours are for
 * (telling a group's shifts apart in its grid). A shift belongs to several groups, so it has no
 * colour of its own: one taken from its id let two shifts of one group share a colour (标准班 and
 * 弹性班 of 研发考勤组 were both blue). Every screen of a group colours from the same list, so a
 * shift keeps its colour across the group list, the group form and the arrangement grid.
 */
export function shiftColourIndex(groupShiftIds: readonly string[], id: string): number {
  const at = groupShiftIds.indexOf(id);
  return at < 0 ? -1 : at % SHIFT_COLOURS.length;
}

/** The colours of one group's shifts: rest is grey; a shift not (or no longer) in the group has none. */
export function groupShiftColours(shifts: readonly { id: string }[]): (id: string) => ShiftColour | null {
  const ids = shifts.map((s) => s.id);
  return (id) => {
    if (id === REST_ID) return REST_COLOUR;
    const at = shiftColourIndex(ids, id);
    return at < 0 ? null : SHIFT_COLOURS[at];
  };
}

/** A button's or tag's colours for a shift (nothing for one without a colour). */
export const colourStyle = (c: ShiftColour | null) =>
  c ? { background: c.background, borderColor: c.border, color: c.text } : {};
