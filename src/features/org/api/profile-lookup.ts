import { searchMembers } from '@/components/directory/directory-api';
import type { Staff } from './types';
import { searchStaff } from './org-api';

/** One staff member by lenovoId (for /home/organization?profile=<lenovoId>): the directory lookup
 *  finds the person by id, the staff search (by telephone or name, any status) gives the full row.
 *  null when nobody of the enterprise has that id. */
export async function findStaffByLenovoId(lenovoId: string, signal?: AbortSignal): Promise<Staff | null> {
  const member = (await searchMembers(lenovoId, signal)).find((m) => m.lenovoId === lenovoId);
  if (!member) return null;
  const page = await searchStaff(
    { status: 'all', keyWord: member.telephone || member.name, page: 1, size: 100 },
    signal,
  );
  return page.list.find((s) => s.lenovoId === lenovoId) ?? null;
}
