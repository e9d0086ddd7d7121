import { request } from '@/lib/contract/define';
import { searchDepartCall, userSearchCall } from '@/lib/org/contract';
import { listApprovalsCall } from '@/features/approvals/api/contract';

// The server-side searches global search asks (the same calls, bodies and paths the organisation
// and approval pages send: admin-modules §7). Each is asked only when the caller's menu has the page
// that owns it (src/sandbox/permissions.ts), so no call is refused.

/** How many rows each group shows. */
export const GROUP_SIZE = 5;

/** POST /admin/userSearch: staff of the enterprise by name, telephone or e-mail (not departed). */
export const searchStaffHits = (keyWord: string, enterpriseId: string, signal?: AbortSignal) =>
  request(
    userSearchCall,
    { body: { departId: '', enterpriseId, page: 1, size: GROUP_SIZE, keyWord, position: '' } },
    { signal },
  );

/** GET /depart/searchDepart by department name: a hit shows its name and the names of its parents. */
export const searchDepartmentHits = (departName: string, signal?: AbortSignal) =>
  request(searchDepartCall, { params: { departName, page: 1, size: GROUP_SIZE } }, { signal });

/** POST /approve/list filtered by the approval's name. */
export const searchApprovalHits = (approveName: string, enterpriseNumber: string, signal?: AbortSignal) =>
  request(listApprovalsCall, { body: { approveName, page: 1, size: GROUP_SIZE, enterpriseNumber } }, { signal });
