import { Select, type SelectProps } from 'antd';
import { useLeaveTypesAll } from '../api/queries';

function useTypeOptions() {
  const types = useLeaveTypesAll();
  return { options: (types.data ?? []).map((t) => ({ value: t.id, label: t.name })), loading: types.isLoading };
}

/** A form's 假期类型: one of the enterprise's leave types (Form.Item gives it its value). */
export function LeaveTypeSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const { options, loading } = useTypeOptions();
  return (
    <Select<string> placeholder="请选择假期类型" aria-label="假期类型" {...props} loading={loading} options={options} />
  );
}

interface FilterProps {
  /** The filter's accessible name, e.g. 假期类型筛选. */
  label: string;
  /** '' for 全部假期类型. */
  value: string;
  onChange(holidayId: string): void;
  width?: number;
}

/** A list's filter by leave type: 全部假期类型 or one of them. */
export function LeaveTypeFilter({ label, value, onChange, width = 160 }: FilterProps) {
  const { options, loading } = useTypeOptions();
  return (
    <Select<string>
      aria-label={label}
      style={{ width }}
      value={value}
      loading={loading}
      onChange={onChange}
      options={[{ value: '', label: '全部假期类型' }, ...options]}
    />
  );
}
