import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { ApprovalDetail, ApprovalVersionDetail, ApprovalVersionPage } from './types';

// Versions and copies of approvals (assumed contract "Approval versions, copy and groups").
const A = services.approve;

/** POST /approve/version/list: the approval's saved versions, newest first, paged. */
export const listApprovalVersions = (approveId: string, page: number, size: number, signal?: AbortSignal) =>
  post<ApprovalVersionPage>(`${A}/approve/version/list`, { approveId, page, size }, { signal });

/** GET /approve/version/findById?id: one version with its full saved content. */
export const findApprovalVersion = (id: string, signal?: AbortSignal) =>
  get<ApprovalVersionDetail>(`${A}/approve/version/findById`, { id }, { signal });

/** POST /approve/version/restore: saves the version's content again, as a new version. */
export const restoreApprovalVersion = (versionId: string) =>
  post<ApprovalDetail>(`${A}/approve/version/restore`, { versionId });

/** POST /approve/copy: a new disabled approval "<name>副本" with the same form and process. */
export const copyApproval = (approveId: string) => post<ApprovalDetail>(`${A}/approve/copy`, { approveId });
