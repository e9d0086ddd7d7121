import { request } from '@/lib/contract/define';
import {
  deleteMembersCall,
  departedAllCall,
  departedSearchCall,
  departWithHandoverCall,
  findCeoCall,
  holdingsCall,
  rehireCall,
  type DepartedQuery,
  type HandoverInput,
  type RehireBody,
} from './contract';

// Departure calls (admin-modules §7 "Departure"). The records are inferred from the call schemas
// (./contract.ts).
export type { DepartedQuery, HandoverInput, HandoverRule, HeldItem, HeldKind, Holdings } from './contract';

export function searchDeparted(q: DepartedQuery, signal?: AbortSignal) {
  const body = {
    status: 'departure' as const,
    startTime: q.startTime,
    endTime: q.endTime,
    page: q.page,
    size: q.size,
  };
  if (q.keyWord) return request(departedSearchCall, { body: { ...body, keyWord: q.keyWord } }, { signal });
  return request(departedAllCall, { body }, { signal });
}

export const deleteMembers = (ids: string[]) => request(deleteMembersCall, { body: { ids } });

/** The enterprise head (GET /findCeo), whom the page refuses to depart before any call. */
export const findCeo = (signal?: AbortSignal) => request(findCeoCall, {}, { signal });

/** What every leaver holds, in one call. */
export const fetchHoldings = (ids: string[], signal?: AbortSignal) =>
  request(holdingsCall, { body: { ids } }, { signal }).then((r) => r.list);

/** The departures and every hand-over, in one call; one change-log entry per leaver. */
export const departWithHandover = (ids: string[], handovers: HandoverInput[]) =>
  request(departWithHandoverCall, { body: { ids, handovers } });

/** A departed person back at work: same profile, a new department and entry date ('YYYY-MM-DD'). */
export const rehire = (body: RehireBody) => request(rehireCall, { body });
