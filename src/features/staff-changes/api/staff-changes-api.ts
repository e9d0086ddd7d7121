import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { Paged } from '@/lib/org/types';

// Staff information changes: the recorded profile changes (/departUserAdvancedSearch, body and
// answer assumed) and the departments with their people (/depart/departUserAll).
const E = services.enterprise;

export interface ProfileChange {
  id: string;
  staffId: string;
  staffName: string;
  field: string;
  fieldLabel: string;
  oldValue: string;
  newValue: string;
  operator: string;
  changeTime: string;
}

export interface DepartWithUsers {
  id: string;
  departName: string;
  parentDepartId: string;
  /** direct members, departed ones too (their changes are history): status 'departure' */
  users: Array<{ id: string; name: string; status: string }>;
}

export interface ChangeQuery {
  departId?: string;
  userId?: string;
  keyword: string;
  startTime: string;
  endTime: string;
  page: number;
  size: number;
}

export const searchProfileChanges = (q: ChangeQuery, signal?: AbortSignal) =>
  post<Paged<ProfileChange>>(`${E}/departUserAdvancedSearch`, q, { signal });
export const fetchDepartUsers = (signal?: AbortSignal) =>
  get<DepartWithUsers[]>(`${E}/depart/departUserAll`, undefined, { signal });
