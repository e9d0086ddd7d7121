// Groups of the approval list (assumed contract "Approval versions, copy and groups"). Every
// enterprise has the default group 其他 (made on first use): approvals without a group are in it.
import { table } from '../../../db';
import type { ApprovalRow } from './tables';

export interface ApprovalGroupRow {
  id: string;
  enterpriseNumber: string;
  groupName: string;
  sortNumber: number;
  isDefault: boolean;
}

export const DEFAULT_GROUP_NAME = '其他';
export const GROUP_NAME_MAX = 20;
export const GROUP_SORT_STEP = 10;

export const approvalGroups = () => table<ApprovalGroupRow>('approvalGroups');

export const defaultGroupId = (enterpriseNumber: string) => `agrp-${enterpriseNumber}-default`;

/** The enterprise's groups in their order (the default group made if missing). */
export function groupsOf(enterpriseNumber: string): ApprovalGroupRow[] {
  const all = approvalGroups();
  if (!all.some((g) => g.enterpriseNumber === enterpriseNumber && g.isDefault)) {
    all.push({
      id: defaultGroupId(enterpriseNumber),
      enterpriseNumber,
      groupName: DEFAULT_GROUP_NAME,
      sortNumber: 0,
      isDefault: true,
    });
  }
  return all.filter((g) => g.enterpriseNumber === enterpriseNumber).sort((a, b) => a.sortNumber - b.sortNumber);
}

export const groupOf = (row: ApprovalRow) => row.groupId ?? defaultGroupId(row.enterpriseNumber);
