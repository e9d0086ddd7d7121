import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { Paged, Staff } from '@/lib/org/types';

// The server-side searches global search asks (the same calls, bodies and paths the organisation
// and approval pages send: admin-modules §7). Each is asked only when the caller's menu has the page
// that owns it (src/sandbox/permissions.ts), so no call is refused.
const E = services.enterprise;
const A = services.approve;

/** How many rows each group shows. */
export const GROUP_SIZE = 5;

export interface DepartmentHit {
  id: string;
  departName: string;
  /** the names of its parents, "A / B" */
  path: string;
}

export interface ApprovalHit {
  id: string;
  approveName: string;
  description: string;
}

/** POST /admin/userSearch: staff of the enterprise by name, telephone or e-mail (not departed). */
export const searchStaffHits = (keyWord: string, enterpriseId: string, signal?: AbortSignal) =>
  post<Paged<Staff>>(
    `${E}/admin/userSearch`,
    { departId: '', enterpriseId, page: 1, size: GROUP_SIZE, keyWord, position: '' },
    { signal },
  );

/** GET /depart/searchDepart by department name. */
export const searchDepartmentHits = (departName: string, signal?: AbortSignal) =>
  get<Paged<DepartmentHit>>(`${E}/depart/searchDepart`, { departName, page: 1, size: GROUP_SIZE }, { signal });

/** POST /approve/list filtered by the approval's name. */
export const searchApprovalHits = (approveName: string, enterpriseNumber: string, signal?: AbortSignal) =>
  post<Paged<ApprovalHit>>(
    `${A}/approve/list`,
    { approveName, page: 1, size: GROUP_SIZE, enterpriseNumber },
    { signal },
  );
