import { DatePicker } from 'antd';
import type { PickedRange } from '@/lib/format/day-range';

/** A list's day filter: a range of days, either end may be left open (turn it into the call's
 *  fields with dayRange). */
export function DayRangePicker({
  label,
  value,
  onChange,
}: {
  /** The picker's accessible name, e.g. 下单日期. */
  label: string;
  value: PickedRange;
  onChange(range: PickedRange): void;
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
