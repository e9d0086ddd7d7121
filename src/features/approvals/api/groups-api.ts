import { services } from '@/config/services';
import { del, get, post } from '@/lib/http/client';
import type { ApprovalGroup, DeleteApprovalGroupResult, SaveApprovalGroupInput } from './types';

// Groups of the approval list (assumed contract "Approval versions, copy and groups").
const A = services.approve;

/** GET /approve/group/list?enterpriseNumber: every group in order, the default group 其他 included. */
export const listApprovalGroups = (enterpriseNumber: string, signal?: AbortSignal) =>
  get<ApprovalGroup[]>(`${A}/approve/group/list`, { enterpriseNumber }, { signal });

/** POST /approve/group/save: create (no id) or rename. */
export const saveApprovalGroup = (input: SaveApprovalGroupInput) =>
  post<ApprovalGroup>(`${A}/approve/group/save`, input);

/** DELETE /approve/group/del?id: its approvals move to the default group. */
export const deleteApprovalGroup = (id: string) =>
  del<DeleteApprovalGroupResult>(`${A}/approve/group/del`, { params: { id } });

/** POST /approve/group/sort: the complete new order of the groups. */
export const sortApprovalGroups = (groupIds: string[]) => post<null>(`${A}/approve/group/sort`, { groupIds });

/** POST /approve/group/moveApprovals: the approvals go to the end of the group. */
export const moveApprovalsToGroup = (approveIds: string[], groupId: string) =>
  post<{ groupName: string; names: string[] }>(`${A}/approve/group/moveApprovals`, { approveIds, groupId });
