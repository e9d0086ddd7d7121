import type { Dayjs } from 'dayjs';

export type PickedRange = [Dayjs | null, Dayjs | null] | null;

/** A RangePicker's value as the calls' startDate / endDate ('YYYY-MM-DD', '' for an open end). */
export function dayRange(range: PickedRange): { startDate: string; endDate: string } {
  const [start, end] = (range ?? [null, null]).map((d) => d?.format('YYYY-MM-DD') ?? '');
  return { startDate: start, endDate: end };
}
