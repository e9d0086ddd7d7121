// Shapes of the leave and vacation calls (admin-modules §3 "Leave type", "Leave balance"). Bodies and
// answers are assumed and recorded in docs/assumed-contract.md ("Time and attendance").
// The sandbox imports these types.

/** Seconds since the epoch (the leave service's unit for startTime / endTime). */
export type Seconds = number;

export interface LeaveType {
  id: string;
  name: string;
  createTime: string;
  /** people outside a scoped administrator's 管理范围 hold balances of it: the server refuses her
   *  删除 (assumed contract "Partial writes"); absent otherwise */
  heldOutside?: boolean;
}

export interface LeaveTypeQuery {
  name: string;
  page: number;
  size: number;
}

/** A leave balance: `lines` hours of a leave type for one person, usable from startTime to endTime. */
export interface LeaveBalance {
  id: string;
  lenovoId: string;
  holidayId: string;
  /** hours */
  lines: number;
  startTime: Seconds;
  endTime: Seconds;
  /** filled in by the server for lists */
  name: string;
  departName: string;
  holidayName: string;
  updateTime: string;
}

export interface LeaveBalanceInput {
  lenovoId: string;
  holidayId: string;
  lines: number;
  startTime: Seconds;
  endTime: Seconds;
  /** why the balance was given (kept in the ledger) */
  remark?: string;
}

export interface LeaveBalanceUpdate {
  id: string;
  lines: number;
  startTime: Seconds;
  endTime: Seconds;
  remark?: string;
}

export interface LeaveBalanceQuery {
  /** '' for every leave type */
  holidayId: string;
  /** name or phone, '' for all */
  keyword: string;
  /** '' for the whole enterprise; a department includes its sub-departments */
  departId: string;
  page: number;
  size: number;
}

/** One leave type of a person, current balances added up (GET /selectHolidayByUser). */
export interface UserHolidaySummary {
  holidayId: string;
  holidayName: string;
  /** hours of the balances valid now */
  lines: number;
  /** how many balances (any period) the person has of this type */
  balances: number;
}

export type LedgerAction = 'add' | 'update' | 'delete' | 'import' | 'grant' | 'typeDelete';

/** The terms of a balance before or after a change. */
export interface BalanceTerms {
  lines: number;
  startTime: Seconds;
  endTime: Seconds;
}

/** One entry of a person's ledger: who changed what, when, before → after. */
export interface LedgerEntry {
  id: string;
  lenovoId: string;
  name: string;
  holidayId: string;
  holidayName: string;
  balanceId: string;
  action: LedgerAction;
  /** null for an added balance */
  before: BalanceTerms | null;
  /** null for a removed balance */
  after: BalanceTerms | null;
  operatorId: string;
  operatorName: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string;
  remark: string;
}

export interface LedgerQuery {
  lenovoId: string;
  /** '' for every leave type */
  holidayId: string;
  page: number;
  size: number;
}

/** Balance import, step 1: rows as read from the sheet, keyed by field, with the sheet row number. */
export interface BalanceImportRow {
  row: number;
  name: string;
  telephone: string;
  holidayName: string;
  lines: string;
  startDate: string;
  endDate: string;
}

export interface BalanceImportAnalysis {
  importId: string;
  importable: BalanceImportRow[];
  unImportable: Array<BalanceImportRow & { reason: string }>;
}

export interface BalanceExportQuery {
  holidayId: string;
  keyword: string;
  departId: string;
  /** balance ids: exactly these, whatever the filters; empty: everything the filters match */
  ids: string[];
}

/** Vacation batch grant: `lines` hours of one leave type to departments (with sub-departments) and people, in one call. */
export interface GrantInput {
  holidayId: string;
  lines: number;
  startTime: Seconds;
  endTime: Seconds;
  departIds: string[];
  lenovoIds: string[];
  remark?: string;
}

export interface GrantSkip {
  lenovoId: string;
  name: string;
  reason: string;
}

export interface GrantResult {
  grantId: string;
  /** people granted (new balances + topped-up balances) */
  count: number;
  /** new balances */
  created: number;
  /** existing balances of exactly the same period that got the hours added */
  increased: number;
  /** people left out, with the reason (an overlapping balance of another period) */
  skipped: GrantSkip[];
}

/** A grant as the vacation page lists it. */
export interface GrantRecord {
  id: string;
  holidayId: string;
  holidayName: string;
  lines: number;
  startTime: Seconds;
  endTime: Seconds;
  /** departments and people chosen, as names */
  targets: string;
  count: number;
  skipped: number;
  operatorName: string;
  createTime: string;
  remark: string;
}

/** Per leave type: how many people hold a balance valid now and the hours granted. */
export interface VacationSummary {
  holidayId: string;
  holidayName: string;
  people: number;
  totalLines: number;
}
