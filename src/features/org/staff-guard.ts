import type { Staff } from './api/types';
import { REFUSE_CEO, REFUSE_SELF } from './constants';

/** Why these people cannot be departed or deleted, or null: not the signed-in administrator
 *  himself, not the enterprise head (the server refuses both). */
export function departRefusal(people: readonly Staff[], myLenovoId: string | undefined): string | null {
  if (myLenovoId && people.some((p) => p.lenovoId === myLenovoId)) return REFUSE_SELF;
  if (people.some((p) => p.isCeo)) return REFUSE_CEO;
  return null;
}
