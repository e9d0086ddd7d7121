import { goneSince } from '@/components/directory/gone-since';
import type { MeetingRoom } from '../api/types';

/** Keys of bookers ('u:' lenovoId, 'd:' department id) that `opened` had and `fresh` lacks because a
 *  departure or deletion took them out (components/directory/gone-since.ts): the stale-edit guard
 *  leaves them out of its comparison. */
export async function bookersGoneSince(opened: MeetingRoom, fresh: MeetingRoom): Promise<Set<string>> {
  const [people, departs] = await Promise.all([
    goneSince(
      'lenovoIds',
      opened.bookingUsers.map((u) => u.lenovoId),
      fresh.bookingUsers.map((u) => u.lenovoId),
    ),
    goneSince('departIds', opened.bookingDepartIds, fresh.bookingDepartIds),
  ]);
  return new Set([...people.map((id) => `u:${id}`), ...departs.map((id) => `d:${id}`)]);
}
