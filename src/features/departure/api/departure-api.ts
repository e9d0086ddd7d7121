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

export const departMembers = (ids: string[]) => post(`${E}/admin/users/departure`, { ids });
/** Departure with the work handed to another member (transferId optional). */
export const departWithTransfer = (id: string, transferId?: string) => post(`${E}/admin/users/departureAndTransfer`, { id, transferId });
export const deleteMembers = (ids: string[]) => post(`${E}/admin/users/delete`, { ids });

/** The enterprise head (GET /findCeo), whom the page refuses to depart before any call. */
export const findCeo = (signal?: AbortSignal) => get<Staff | null>(`${E}/findCeo`, undefined, { signal });
