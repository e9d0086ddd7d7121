import { table } from './db';
import type { AttendanceLocation, Shift, WorkdaySetting } from '@/features/attendance/api/types';

// Shifts, attendance groups and per-user arrangements of the schedule service (admin-modules §3).

export type ShiftRow = Shift;

export interface AttendanceGroupRow {
  id: string;
  enterpriseNumber: string;
  name: string;
  shiftIds: string[];
  workdaySetting: WorkdaySetting;
  wordkayPeroidName: string;
  shiftsChosedByEmployee: boolean;
  /** lenovoIds; a person is in one group at most */
  memberIds: string[];
  location: AttendanceLocation;
  createTime: string;
  updateTime: string;
}

/** One member's arrangement in his group: date 'YYYY-MM-DD' → shift id ('' = rest). */
export interface ArrangementRow {
  enterpriseNumber: string;
  timeSheetGroupId: string;
  lenovoId: string;
  days: Record<string, string>;
}

export const shifts = () => table<ShiftRow>('shifts');
export const attendanceGroups = () => table<AttendanceGroupRow>('attendanceGroups');
export const arrangements = () => table<ArrangementRow>('arrangements');

export const REST_NAME = '休息';
