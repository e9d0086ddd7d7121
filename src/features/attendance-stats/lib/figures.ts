import type { LeaveHours, PersonDay, Punch, SummaryFigures } from '../api/types';

// How the figures read on screen (assumed contract "Attendance statistics"): hours with one decimal.

/** Minutes as hours with one decimal, rounded half up as the export rounds: 485 → '8.1'. */
export const hours = (minutes: number) => (Math.round(minutes / 6) / 10).toFixed(1);

/** Hours given as hours, with one decimal. */
export const oneDecimal = (value: number) => value.toFixed(1);

/** The leave types present in some rows (and the totals), in first-seen order: one column each. Given
 *  the totals first, the order is the totals' (the export's). */
export function leaveTypesOf(rows: readonly { leave: LeaveHours[] }[]): { holidayId: string; holidayName: string }[] {
  const seen = new Map<string, string>();
  for (const row of rows) for (const l of row.leave) if (!seen.has(l.holidayId)) seen.set(l.holidayId, l.holidayName);
  return [...seen].map(([holidayId, holidayName]) => ({ holidayId, holidayName }));
}

export const leaveHoursOf = (figures: Pick<SummaryFigures, 'leave'>, holidayId: string) =>
  figures.leave.find((l) => l.holidayId === holidayId)?.hours ?? 0;

/** What went wrong on a day, in words: 迟到 12 分钟、缺卡 1 次 ('' for none). */
export function exceptionText(d: PersonDay): string {
  const parts = [
    d.lateMinutes ? `迟到 ${d.lateMinutes} 分钟` : '',
    d.earlyMinutes ? `早退 ${d.earlyMinutes} 分钟` : '',
    d.absent ? '旷工' : d.missingCount ? `缺卡 ${d.missingCount} 次` : '',
    d.field ? '外勤' : '',
  ];
  return parts.filter(Boolean).join('、');
}

/** A day's leave: 年假 4.0 小时 */
export const leaveText = (d: Pick<PersonDay, 'leave'>) =>
  d.leave.map((l) => `${l.holidayName} ${oneDecimal(l.hours)} 小时`).join('、');

/** One punch as text: 09:02, with 外勤 / 补 marks. */
export const punchText = (p: Punch) => `${p.time}${p.field ? '（外勤）' : ''}${p.corrected ? '（补）' : ''}`;
