import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** The range as the history calls take it: YYYY-MM-DD or '' for an open end. */
export const rangeDays = (range: DayRange) => {
  const [start, end] = (range ?? [null, null]).map((d) => d?.format('YYYY-MM-DD') ?? '');
  return { startTime: start, endTime: end };
};

export function DayRangeFilter({
  value,
  onChange,
  label = '打印日期',
}: {
  value: DayRange;
  onChange(v: DayRange): void;
  label?: string;
}) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      placeholder={['开始日期', '结束日期']}
      allowEmpty={[true, true]}
      value={value}
      onChange={(v) => onChange(v)}
    />
  );
}
