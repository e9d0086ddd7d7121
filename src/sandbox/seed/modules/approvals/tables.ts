// Approval rows of the sandbox (admin-modules §3 "Approval") and the approval records the data
// export reads.
import { table } from '../../../db';
import type { ApproveType, UserRef, VisibleRange } from '@/features/approvals/api/types';

export interface ApprovalRow {
  id: string;
  enterpriseNumber: string;
  /** creator */
  lenovoId: string;
  approveName: string;
  approveType: ApproveType;
  description: string;
  enable: boolean;
  iconAddress: string;
  visibleRange: VisibleRange;
  visibleUsers: UserRef[];
  approveAdministrators: UserRef[];
  initFlag: boolean;
  formData: string;
  processData: string;
  sortNumber: number;
  updateTime: string;
  /** its group on the list; absent: the enterprise's default group 其他 */
  groupId?: string;
}

/** One submitted approval (what the export lists). type 1–4, status 1–4 as the export filters. */
export interface ApprovalRecordRow {
  id: string;
  enterpriseNumber: string;
  type: 1 | 2 | 3 | 4;
  status: 1 | 2 | 3 | 4;
  approveName: string;
  applicant: string;
  departName: string;
  createTime: number;
  finishTime: number | null;
  summary: string;
}

export const approvalRows = () => table<ApprovalRow>('approvals');
export const approvalRecords = () => table<ApprovalRecordRow>('approvalRecords');

export const SORT_STEP = 10;
