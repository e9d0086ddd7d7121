import { table } from './db';
import type { BalanceTerms, GrantRecord, LedgerEntry, LeaveType } from '@/features/leave/api/types';

// Leave types, balances, their ledger and vacation grants of the leave services (admin-modules §3).

/** `heldOutside` is not stored: it is worked out per caller when a list is answered. */
export interface LeaveTypeRow extends Omit<LeaveType, 'heldOutside'> {
  enterpriseNumber: string;
}

export interface BalanceRow extends BalanceTerms {
  id: string;
  enterpriseNumber: string;
  lenovoId: string;
  holidayId: string;
  updateTime: string;
}

/** A ledger entry as stored (the person's name is looked up when answering; holidayName is kept
 *  because the type may be deleted later). */
export interface LedgerRow extends Omit<LedgerEntry, 'name'> {
  enterpriseNumber: string;
}

export interface GrantRow extends GrantRecord {
  enterpriseNumber: string;
}

export const leaveTypes = () => table<LeaveTypeRow>('leaveTypes');
export const balances = () => table<BalanceRow>('leaveBalances');
export const ledger = () => table<LedgerRow>('leaveLedger');
export const grants = () => table<GrantRow>('vacationGrants');

/** admin-modules §9: the default range of a balance, seconds (UTC+8 2002-01-01 to 2200-12-31). */
export const DEFAULT_START = 1009814400;
export const DEFAULT_END = 7289625599;

/** admin-modules §8 */
export const OVERLAP = { code: 999, message: 'time is error' } as const;
