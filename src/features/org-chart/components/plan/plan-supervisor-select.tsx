import { useState } from 'react';
import { Select } from 'antd';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useMemberSearch } from '@/components/directory/queries';

const NO_SUPERVISOR = '';

interface Props {
  value?: string;
  onChange?: (v: string) => void;
  /** the current supervisor's name (the plan's), shown for the value until a search finds them */
  currentName: string;
  id?: string;
}

/** Chooses a supervisor among the enterprise's active staff by search, or 未设主管 (''). */
export function PlanSupervisorSelect({ value, onChange, currentName, id }: Props) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim());
  const found = useMemberSearch(term, !!term);
  const options = [
    { value: NO_SUPERVISOR, label: '未设主管' },
    ...(found.data ?? []).filter((m) => m.status === '').map((m) => ({ value: m.id, label: m.name })),
  ];
  if (value && !options.some((o) => o.value === value)) options.splice(1, 0, { value, label: currentName });
  return (
    <Select
      id={id}
      aria-label="部门主管"
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      onChange={onChange}
      loading={found.isFetching}
      options={options}
      placeholder="搜索姓名或手机号"
      notFoundContent={found.isFetching ? '加载中…' : '未找到员工'}
    />
  );
}
