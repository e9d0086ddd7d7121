import { request } from '@/lib/contract/define';
import {
  deleteApprovalGroupCall,
  listApprovalGroupsCall,
  moveApprovalsToGroupCall,
  saveApprovalGroupCall,
  sortApprovalGroupsCall,
} from './contract';
import type { SaveApprovalGroupInput } from './types';

// Groups of the approval list (assumed contract "Approval versions, copy and groups").

/** GET /approve/group/list?enterpriseNumber: every group in order, the default group 其他 included. */
export const listApprovalGroups = (enterpriseNumber: string, signal?: AbortSignal) =>
  request(listApprovalGroupsCall, { params: { enterpriseNumber } }, { signal });

/** POST /approve/group/save: create (no id) or rename. */
export const saveApprovalGroup = (input: SaveApprovalGroupInput) => request(saveApprovalGroupCall, { body: input });

/** DELETE /approve/group/del?id: its approvals move to the default group. */
export const deleteApprovalGroup = (id: string) => request(deleteApprovalGroupCall, { params: { id } });

/** POST /approve/group/sort: the complete new order of the groups. */
export const sortApprovalGroups = (groupIds: string[]) => request(sortApprovalGroupsCall, { body: { groupIds } });

/** POST /approve/group/moveApprovals: the approvals go to the end of the group. */
export const moveApprovalsToGroup = (approveIds: string[], groupId: string) =>
  request(moveApprovalsToGroupCall, { body: { approveIds, groupId } });
