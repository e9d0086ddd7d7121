// Shapes of the leave and vacation calls (admin-modules §3 "Leave type", "Leave balance"), inferred
// from the call schemas (./contract.ts). Bodies and answers are assumed and recorded in
// docs/assumed-contract.md ("Time and attendance"). The sandbox imports these types.

/** Seconds since the epoch (the leave service's unit for startTime / endTime). */
export type Seconds = number;

export type {
  BalanceExportQuery,
  BalanceImportAnalysis,
  BalanceImportRow,
  BalanceTerms,
  GrantInput,
  GrantListQuery,
  GrantRecord,
  GrantResult,
  GrantSkip,
  LeaveBalance,
  LeaveBalanceInput,
  LeaveBalanceQuery,
  LeaveBalanceUpdate,
  LeaveType,
  LeaveTypeQuery,
  LedgerAction,
  LedgerEntry,
  LedgerQuery,
  UserHolidaySummary,
  VacationSummary,
} from './contract';
