import { request } from '@/lib/contract/define';
import {
  copyApprovalCall,
  findApprovalVersionCall,
  listApprovalVersionsCall,
  restoreApprovalVersionCall,
} from './contract';

// Versions and copies of approvals (assumed contract "Approval versions, copy and groups").

/** POST /approve/version/list: the approval's saved versions, newest first, paged. */
export const listApprovalVersions = (approveId: string, page: number, size: number, signal?: AbortSignal) =>
  request(listApprovalVersionsCall, { body: { approveId, page, size } }, { signal });

/** GET /approve/version/findById?id: one version with its full saved content. */
export const findApprovalVersion = (id: string, signal?: AbortSignal) =>
  request(findApprovalVersionCall, { params: { id } }, { signal });

/** POST /approve/version/restore: saves the version's content again, as a new version. */
export const restoreApprovalVersion = (versionId: string) =>
  request(restoreApprovalVersionCall, { body: { versionId } });

/** POST /approve/copy: a new disabled approval "<name>副本" with the same form and process. */
export const copyApproval = (approveId: string) => request(copyApprovalCall, { body: { approveId } });
