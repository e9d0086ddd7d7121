import { loadRef } from '@/components/directory/ref-batcher';
import type { MeetingRoom } from '../api/types';

// The stale-edit guard asks when another administrator changed a room since its dialog opened. A
// booker a departure or a deletion took out of the room meanwhile (docs/product.md Part D §3) is no
// administrator's edit, and a save cannot bring them back (the server leaves them out and the console
// names them): such a change alone does not ask, the save goes on as that rule says.

/** Keys of bookers ('u:' lenovoId, 'd:' department id) that `opened` had and `fresh` lacks because
 *  they left or were deleted. A look-up that fails leaves them in, so the guard asks (the safe side). */
export async function bookersGoneSince(opened: MeetingRoom, fresh: MeetingRoom): Promise<Set<string>> {
  const users = new Set(fresh.bookingUsers.map((u) => u.lenovoId));
  const departs = new Set(fresh.bookingDepartIds);
  const lostUsers = opened.bookingUsers.map((u) => u.lenovoId).filter((id) => !users.has(id));
  const lostDeparts = opened.bookingDepartIds.filter((id) => !departs.has(id));
  try {
    const people = await Promise.all(lostUsers.map((id) => loadRef('lenovoIds', id)));
    const units = await Promise.all(lostDeparts.map((id) => loadRef('departIds', id)));
    return new Set([
      ...lostUsers
        .filter((_, i) => people[i].state === 'departed' || people[i].state === 'deleted')
        .map((id) => `u:${id}`),
      ...lostDeparts.filter((_, i) => units[i].state === 'deleted').map((id) => `d:${id}`),
    ]);
  } catch {
    return new Set();
  }
}
