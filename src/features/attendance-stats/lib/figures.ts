import type { LeaveHours, Punch, SummaryFigures } from '../api/types';

// How the figures read on screen (assumed contract "Attendance statistics"): hours with one decimal.

/** Minutes as hours with one decimal, rounded half up as the export rounds: 485 → '8.1'. */
export const hours = (minutes: number) => (Math.round(minutes / 6) / 10).toFixed(1);

/** Hours given as hours, with one decimal. */
export const oneDecimal = (value: number) => value.toFixed(1);

/** The leave types present in some rows (and the totals), in first-seen order: one column each. */
export function leaveTypesOf(rows: readonly { leave: LeaveHours[] }[]): { holidayId: string; holidayName: string }[] {
  const seen = new Map<string, string>();
  for (const row of rows) for (const l of row.leave) if (!seen.has(l.holidayId)) seen.set(l.holidayId, l.holidayName);
  return [...seen].map(([holidayId, holidayName]) => ({ holidayId, holidayName }));
}

export const leaveHoursOf = (figures: Pick<SummaryFigures, 'leave'>, holidayId: string) =>
  figures.leave.find((l) => l.holidayId === holidayId)?.hours ?? 0;

/** One punch as text: 09:02, with 外勤 / 补 marks. */
export const punchText = (p: Punch) => `${p.time}${p.field ? '（外勤）' : ''}${p.corrected ? '（补）' : ''}`;
