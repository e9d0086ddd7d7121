// The organisation's records and inputs, inferred from the call schemas (./contract.ts,
// lib/org/contract.ts); the page's own query state below.
export type { Staff } from '@/lib/org/types';

/** A node of /depart/tree (admin-modules §3 Department). */
export type { DepartTreeNode } from '@/lib/org/depart-tree';

/** A row of GET /depart/searchDepart. */
export type { DepartSearchRow } from '@/lib/org/contract';

export type { DepartmentInput, InvitationInput, StaffImportResult, StaffInput } from './contract';

export type StatusFilter = 'all' | 'on' | 'departure';
/** The nucList page's filter: members who have not activated their account / not joined. */
export type NucStatus = 'unactivated' | 'unjoined';

export interface StaffQuery {
  departId?: string;
  status: StatusFilter | NucStatus;
  page: number;
  size: number;
  keyWord?: string;
  position?: string;
  /** advanced search */
  advanced?: { name?: string; position?: string; telephone?: string; email?: string; departId?: string };
}
