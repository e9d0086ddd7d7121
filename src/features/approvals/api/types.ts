// Approval shapes (admin-modules §3 "Approval"), inferred from the call schemas (./contract.ts). The
// spec shows no response shapes; these are the assumed ones recorded in docs/assumed-contract.md
// ("Approvals", "Approval versions, copy and groups"). The sandbox imports these types.
export type {
  ApprovalDetail,
  ApprovalExportQuery,
  ApprovalGroup,
  ApprovalListQuery,
  ApprovalSummary,
  ApprovalVersion,
  ApprovalVersionContent,
  ApproveType,
  MoveApprovalInput,
  SaveApprovalGroupInput,
  SaveApprovalInput,
  UserRef,
  VisibleRange,
} from './contract';
