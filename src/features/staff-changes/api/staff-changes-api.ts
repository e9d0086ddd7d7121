import { request } from '@/lib/contract/define';
import { departUsersCall, profileChangesCall, type ChangeQuery } from './contract';

// The records of staff information changes, inferred from the call schemas (./contract.ts).
export type { ChangeQuery, ProfileChange } from './contract';

export const searchProfileChanges = (q: ChangeQuery, signal?: AbortSignal) =>
  request(profileChangesCall, { body: q }, { signal });
export const fetchDepartUsers = (signal?: AbortSignal) => request(departUsersCall, {}, { signal });
