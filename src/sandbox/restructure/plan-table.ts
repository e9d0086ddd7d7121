import { table } from '../db';
import type { PlanChange, PlanDetail, PlanSummary } from '@/features/org-chart/api/plan-types';
import type { ApplyRecord } from './capture';

// The plans of every enterprise (docs/assumed-contract.md "Restructure plans"): one row per plan,
// its changes inside it, persisted with the rest of the store. Plans start empty.

/** What a change found live when it was recorded (or rebased): conflict detection compares it with
 *  live now. null = not there (a department the plan creates, or one already gone). */
export interface DepartmentPrint {
  departName: string;
  parentDepartId: string;
  supervisorId: string;
}
export interface StaffPrint {
  departIds: string[];
  active: boolean;
}
export interface Found {
  departments: Record<string, DepartmentPrint | null>;
  staff: Record<string, StaffPrint | null>;
}

export type StoredChange = PlanChange & { found: Found };

export interface PlanRow extends Omit<PlanSummary, 'changeCount'> {
  enterpriseNumber: string;
  changes: StoredChange[];
  /** what the apply changed, for the revert (absent until applied) */
  record?: ApplyRecord;
}

export const planRows = () => table<PlanRow>('restructurePlans');

export const plansOf = (e: string) => planRows().filter((p) => p.enterpriseNumber === e);

export function summaryOf(p: PlanRow): PlanSummary {
  const { enterpriseNumber: _e, changes, record: _r, ...rest } = p;
  return { ...rest, changeCount: changes.length };
}

export const detailOf = (p: PlanRow, changes: PlanChange[] = p.changes): PlanDetail => ({
  ...summaryOf(p),
  changes: changes.map(({ found: _f, ...c }: PlanChange & { found?: Found }) => c),
});
