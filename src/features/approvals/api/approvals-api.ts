import { services } from '@/config/services';
import { del, get, post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import type {
  ApprovalDetail,
  ApprovalExportQuery,
  ApprovalListQuery,
  ApprovalPage,
  EnterpriseUserInfo,
  InitApproveResult,
  MoveApprovalInput,
  SaveApprovalInput,
} from './types';

// Approval calls (admin-modules §7 "Approvals", platform-shell §7.4) on the approve service.
const A = services.approve;
const E = services.enterprise;

/** POST /approve/initApprove?enterpriseNumber: creates the system templates once per enterprise. */
export const initApprove = (enterpriseNumber: string) =>
  post<InitApproveResult>(`${A}/approve/initApprove`, undefined, { params: { enterpriseNumber } });

/** POST /approve/list */
export const listApprovals = (query: ApprovalListQuery, signal?: AbortSignal) =>
  post<ApprovalPage>(`${A}/approve/list`, query, { signal });

/** GET /approve/findById?id&lenovoId */
export const findApproval = (id: string, lenovoId: string, signal?: AbortSignal) =>
  get<ApprovalDetail>(`${A}/approve/findById`, { id, lenovoId }, { signal });

/** DELETE /approve/del?id */
export const deleteApproval = (id: string) => del<null>(`${A}/approve/del`, { params: { id } });

/** POST /approve/enable */
export const enableApproval = (approveId: string, enable: boolean) =>
  post<null>(`${A}/approve/enable`, { approveId, enable });

/** POST /approve/move: the approval goes between the previous and the next sort number. */
export const moveApproval = (input: MoveApprovalInput) => post<null>(`${A}/approve/move`, input);

/** GET /approve/nameExist: true when another approval of the enterprise has the name. */
export const approvalNameExists = (approveName: string, enterpriseNumber: string, signal?: AbortSignal) =>
  get<boolean>(`${A}/approve/nameExist`, { approveName, enterpriseNumber }, { signal });

/** POST /approve/save: create (no id) or edit. Silent: the designer says 创建或编辑审批失败 itself. */
export const saveApproval = (input: SaveApprovalInput) =>
  post<ApprovalDetail>(`${A}/approve/save`, input, { silent: true });

/** GET /findEnterpriseUserInfoByEnterpriseNumber: the enterprise administrators (always approval administrators). */
export const fetchEnterpriseUserInfo = (enterpriseNumber: string, signal?: AbortSignal) =>
  get<EnterpriseUserInfo>(`${E}/findEnterpriseUserInfoByEnterpriseNumber`, { enterpriseNumber }, { signal });

/** Approval data export (path not named by the spec, assumed): an .xlsx of approval records. */
export const exportApprovalData = (query: ApprovalExportQuery, signal?: AbortSignal) =>
  downloadXlsx(`${A}/approve/data/export`, { method: 'post', body: query, fileName: '审批数据', signal });
