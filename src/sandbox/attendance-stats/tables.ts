import { table } from '../db';
import type { DayCorrection, LeaveHours, Punch } from '@/features/attendance-stats/api/types';

// The stored side of 考勤统计 (docs/assumed-contract.md "Attendance statistics"): days whose punches
// were recorded rather than generated, and administrators' 补卡.

/** A day's punches as a device reported them: replaces the generated day (the tests set days so). */
export interface RecordedDayRow {
  enterpriseNumber: string;
  lenovoId: string;
  date: string;
  punches: Punch[];
  leave: LeaveHours[];
}

export interface CorrectionRow extends DayCorrection {
  enterpriseNumber: string;
  lenovoId: string;
  date: string;
}

export const RECORDED_TABLE = 'attendancePunches';
export const CORRECTION_TABLE = 'attendanceCorrections';

export const recordedDays = () => table<RecordedDayRow>(RECORDED_TABLE);
export const corrections = () => table<CorrectionRow>(CORRECTION_TABLE);
