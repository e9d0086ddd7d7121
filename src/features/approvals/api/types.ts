// Approval shapes (admin-modules §3 "Approval"). The spec shows no response shapes; these are the
// assumed ones recorded in docs/assumed-contract.md ("Approvals").

/** A person referenced by an approval (visible users, administrators, approvers). */
export interface UserRef {
  lenovoId: string;
  name: string;
}

/** 0 custom, 1 system template (initApprove), 2 internal: never shown in the list. */
export type ApproveType = 0 | 1 | 2;

/** 2 everyone (default), 3 specific users. */
export type VisibleRange = 2 | 3;

export interface ApprovalSummary {
  id: string;
  approveName: string;
  approveType: ApproveType;
  description: string;
  enable: boolean;
  iconAddress: string;
  visibleRange: VisibleRange;
  initFlag: boolean;
  sortNumber: number;
  updateTime: string;
  /** the approval's group; the default group's id when it has none */
  groupId: string;
}

export interface ApprovalDetail extends ApprovalSummary {
  enterpriseNumber: string;
  lenovoId: string;
  visibleUsers: UserRef[];
  approveAdministrators: UserRef[];
  /** Enterprise administrators: always approval administrators, cannot be removed. */
  enterpriseAdministrators: UserRef[];
  /** JSON list of form controls (the designer model's toFormData). */
  formData: string;
  /** JSON flow tree (the process model's toProcessData). */
  processData: string;
}

export interface ApprovalPage {
  list: ApprovalSummary[];
  total: number;
  page: number;
  size: number;
}

export interface ApprovalListQuery {
  approveName: string;
  page: number;
  size: number;
  enterpriseNumber: string;
  /** only the approvals of this group; absent: all */
  groupId?: string;
}

export interface SaveApprovalInput {
  /** absent on create */
  id?: string;
  enterpriseNumber: string;
  approveName: string;
  description: string;
  iconAddress: string;
  visibleRange: VisibleRange;
  visibleUsers: UserRef[];
  approveAdministrators: UserRef[];
  formData: string;
  processData: string;
}

export interface MoveApprovalInput {
  approveId: string;
  /** sort number of the approval now above it; null at the very top */
  prevSortNumber: number | null;
  /** sort number of the approval now below it; null at the very bottom */
  nextSortNumber: number | null;
}

export interface InitApproveResult {
  /** true when the templates were created by this call */
  created: boolean;
  count: number;
}

export interface EnterpriseUserInfo {
  enterpriseNumber: string;
  enterpriseName: string;
  userCount: number;
  administrators: UserRef[];
}

/** Approval data export filters: type 0–4, status 0–4, times in ms (0 = open end). */
export interface ApprovalExportQuery {
  enterpriseNumber: string;
  type: number;
  status: number;
  startTime: number | null;
  endTime: number | null;
}

// ---- Versions, copy and groups (assumed contract "Approval versions, copy and groups").

/** What one save of an approval held: every field /approve/save takes except the ids. */
export type ApprovalVersionContent = Omit<SaveApprovalInput, 'id' | 'enterpriseNumber'>;

export interface ApprovalVersion {
  id: string;
  approveId: string;
  /** 1, 2, 3 … per approval */
  version: number;
  savedBy: UserRef;
  saveTime: string;
  /** the version this save restored, or null for an ordinary save */
  restoredFrom: number | null;
  /** the approval's content now (the newest version) */
  current: boolean;
}

export interface ApprovalVersionDetail extends ApprovalVersion {
  content: ApprovalVersionContent;
}

export interface ApprovalVersionPage {
  list: ApprovalVersion[];
  total: number;
  page: number;
  size: number;
}

export interface ApprovalGroup {
  id: string;
  groupName: string;
  /** the default group 其他: cannot be renamed or deleted; approvals without a group are in it */
  isDefault: boolean;
  sortNumber: number;
  /** approvals the list shows in the group */
  count: number;
}

export interface SaveApprovalGroupInput {
  /** absent on create */
  id?: string;
  enterpriseNumber: string;
  groupName: string;
}

export interface DeleteApprovalGroupResult {
  groupName: string;
  /** approvals moved to the default group */
  moved: number;
}
