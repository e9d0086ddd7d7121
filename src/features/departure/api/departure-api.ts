import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { Paged, Staff } from '@/lib/org/types';

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
  if (q.keyWord) return post<Paged<Staff>>(`${E}/admin/userSearch/departure`, { ...body, keyWord: q.keyWord }, { signal });
  return post<Paged<Staff>>(`${E}/admin/users/departure/all`, body, { signal });
}

export const deleteMembers = (ids: string[]) => post(`${E}/admin/users/delete`, { ids });

/** The enterprise head (GET /findCeo), whom the page refuses to depart before any call. */
export const findCeo = (signal?: AbortSignal) => get<Staff | null>(`${E}/findCeo`, undefined, { signal });

/** What can be handed over (docs/assumed-contract.md "Departure handover, re-hire, audit diff"). */
export type HandoverKind = 'approvals' | 'groups' | 'departments';

export interface HeldItem {
  id: string;
  name: string;
  /** approvals: the flow nodes that name the person */
  nodes?: string[];
}

export type Holdings = { id: string; name: string } & Record<HandoverKind, HeldItem[]>;

export interface HandoverInput {
  leaverId: string;
  kind: HandoverKind;
  receiverId: string;
}

/** What every leaver holds, in one call. */
export const fetchHoldings = (ids: string[], signal?: AbortSignal) =>
  post<{ list: Holdings[] }>(`${E}/admin/users/handover/holdings`, { ids }, { signal }).then((r) => r.list);

/** The departures and every handover, in one call; one change-log entry per leaver. */
export const departWithHandover = (ids: string[], handovers: HandoverInput[]) =>
  post<{ count: number; list: Array<{ id: string; name: string; parts: string[] }> }>(`${E}/admin/users/departureAndTransfer`, { ids, handovers });

/** A departed person back at work: same profile, a new department and entry date ('YYYY-MM-DD'). */
export const rehire = (body: { id: string; departId: string; entryTime: string }) => post<Staff>(`${E}/admin/users/rehire`, body);
