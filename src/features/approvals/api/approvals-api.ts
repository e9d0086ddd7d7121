import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import {
  approvalNameExistsCall,
  deleteApprovalCall,
  enableApprovalCall,
  enterpriseUserInfoCall,
  exportApprovalDataCall,
  findApprovalCall,
  initApproveCall,
  listApprovalsCall,
  moveApprovalCall,
  saveApprovalCall,
} from './contract';
import type { ApprovalExportQuery, ApprovalListQuery, MoveApprovalInput, SaveApprovalInput } from './types';

// Approval calls (admin-modules §7 "Approvals", platform-shell §7.4): the approve service, and the
// enterprise's administrators on the enterprise service.

/** POST /approve/initApprove?enterpriseNumber: creates the system templates once per enterprise. */
export const initApprove = (enterpriseNumber: string) => request(initApproveCall, { params: { enterpriseNumber } });

/** POST /approve/list */
export const listApprovals = (query: ApprovalListQuery, signal?: AbortSignal) =>
  request(listApprovalsCall, { body: query }, { signal });

/** GET /approve/findById?id&lenovoId */
export const findApproval = (id: string, lenovoId: string, signal?: AbortSignal) =>
  request(findApprovalCall, { params: { id, lenovoId } }, { signal });

/** DELETE /approve/del?id */
export const deleteApproval = (id: string) => request(deleteApprovalCall, { params: { id } });

/** POST /approve/enable */
export const enableApproval = (approveId: string, enable: boolean) =>
  request(enableApprovalCall, { body: { approveId, enable } });

/** POST /approve/move: the approval goes between the previous and the next sort number. */
export const moveApproval = (input: MoveApprovalInput) => request(moveApprovalCall, { body: input });

/** GET /approve/nameExist: true when another approval of the enterprise has the name. */
export const approvalNameExists = (approveName: string, enterpriseNumber: string, signal?: AbortSignal) =>
  request(approvalNameExistsCall, { params: { approveName, enterpriseNumber } }, { signal });

/** POST /approve/save: create (no id) or edit. Silent: the designer says 创建或编辑审批失败 itself. */
export const saveApproval = (input: SaveApprovalInput) => request(saveApprovalCall, { body: input }, { silent: true });

/** GET /findEnterpriseUserInfoByEnterpriseNumber: the enterprise administrators (always approval administrators). */
export const fetchEnterpriseUserInfo = (enterpriseNumber: string, signal?: AbortSignal) =>
  request(enterpriseUserInfoCall, { params: { enterpriseNumber } }, { signal });

/** Approval data export (path not named by the spec, assumed): an .xlsx of approval records. */
export const exportApprovalData = (query: ApprovalExportQuery, signal?: AbortSignal) =>
  downloadXlsx(urlOf(exportApprovalDataCall), { method: 'post', body: query, fileName: '审批数据', signal });
