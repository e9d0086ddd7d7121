import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { EnterpriseHead, Paged, Staff } from '@/lib/org/types';

// Departure calls (admin-modules §7 "Departure").
const E = services.enterprise;

export interface DepartedQuery {
  keyWord: string;
  startTime: string;
  endTime: string;
  page: number;
  size: number;
}

export function searchDeparted(q: DepartedQuery, signal?: AbortSignal) {
  const body = { status: 'departure', startTime: q.startTime, endTime: q.endTime, page: q.page, size: q.size };
  if (q.keyWord)
    return post<Paged<Staff>>(`${E}/admin/userSearch/departure`, { ...body, keyWord: q.keyWord }, { signal });
  return post<Paged<Staff>>(`${E}/admin/users/departure/all`, body, { signal });
}

export const deleteMembers = (ids: string[]) => post(`${E}/admin/users/delete`, { ids });

/** The enterprise head (GET /findCeo), whom the page refuses to depart before any call. */
export const findCeo = (signal?: AbortSignal) => get<EnterpriseHead | null>(`${E}/findCeo`, undefined, { signal });

/** How a kind is handed over (docs/product.md Part D §1): a responsibility needs a receiver, a
 *  membership or scope may get one, a right ends. */
export type HandoverRule = 'mandatory' | 'optional' | 'none';

export interface HeldItem {
  id: string;
  name: string;
  /** e.g. the approval's flow nodes that name the person */
  detail?: string;
}

/** One kind a leaver holds (docs/assumed-contract.md "Lifecycle of people and departments"). */
export interface HeldKind {
  /** stable key: the `kind` of a hand-over */
  kind: string;
  label: string;
  handover: HandoverRule;
  unit: string;
  /** what becomes of the items nobody receives ("直接移除", "离职后失效") */
  released: string;
  items: HeldItem[];
}

export interface Holdings {
  id: string;
  name: string;
  /** every kind the person holds, responsibilities first; kinds with nothing are left out */
  kinds: HeldKind[];
}

export interface HandoverInput {
  leaverId: string;
  kind: string;
  receiverId: string;
}

/** What every leaver holds, in one call. */
export const fetchHoldings = (ids: string[], signal?: AbortSignal) =>
  post<{ list: Holdings[] }>(`${E}/admin/users/handover/holdings`, { ids }, { signal }).then((r) => r.list);

/** The departures and every hand-over, in one call; one change-log entry per leaver. */
export const departWithHandover = (ids: string[], handovers: HandoverInput[]) =>
  post<{ count: number; list: Array<{ id: string; name: string; parts: string[] }> }>(
    `${E}/admin/users/departureAndTransfer`,
    { ids, handovers },
  );

/** A departed person back at work: same profile, a new department and entry date ('YYYY-MM-DD'). */
export const rehire = (body: { id: string; departId: string; entryTime: string }) =>
  post<Staff>(`${E}/admin/users/rehire`, body);
