import type { Staff } from '@/lib/org/types';

export type { EnterpriseHead, Paged, Staff } from '@/lib/org/types';

/** A node of /depart/tree (admin-modules §3 Department). */
export type { DepartTreeNode } from '@/lib/org/depart-tree';

export interface DepartmentInput {
  id?: string;
  departName: string;
  departNum?: string;
  parentDepartId: string;
  departSupervisorId?: string;
  oldDepartSupervisorId?: string;
  enterpriseNumber: string;
  departIdList?: string[];
  usedIds?: string[];
  isCreateDepartGroup?: boolean;
}

export interface DepartSearchRow {
  id: string;
  departName: string;
  departNum: string;
  parentDepartId: string;
  enable: boolean;
  /** '' when the department has none */
  departSupervisorId: string;
  supervisorName: string;
  path: string;
  departSum: number;
  memberTotal: number;
}

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

export type StaffInput = Partial<Omit<Staff, 'departmentList' | 'isCeo' | 'status' | 'lenovoId'>> & {
  departIds: string[];
};

export interface StaffImportResult {
  importId: string;
  successCount: number;
  failureCount: number;
  enterpriseUserIds: string[];
  failures: Array<Record<string, string>>;
}

/** POST /sendSmsOrEmail: one channel per call (admin-modules §7). */
export interface InvitationInput {
  enterpriseNumber: string;
  phone?: string[];
  email?: string[];
}
