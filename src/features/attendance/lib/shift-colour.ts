import { REST_COLOUR, REST_ID, SHIFT_COLOURS, type ShiftColour } from '../constants';

/**
 * Which of the 3 colours (§9) a shift takes, from its id: the sum of the id's character codes,
 * modulo 3. The id never changes, so neither does the colour, on every screen: a place in a list
 * would differ between a group's shifts and the enterprise's, and move when an older shift is
 * deleted. Ids one apart in their last character (sh-…-1, sh-…-2) take different colours.
 */
export function shiftColourIndex(id: string): number {
  let sum = 0;
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i);
  return sum % SHIFT_COLOURS.length;
}

/** The colour of a shift, or of rest ('', grey). */
export const shiftColour = (id: string): ShiftColour =>
  id === REST_ID ? REST_COLOUR : SHIFT_COLOURS[shiftColourIndex(id)];
