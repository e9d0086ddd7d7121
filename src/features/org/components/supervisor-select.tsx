import { useState } from 'react';
import { Select } from 'antd';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { usePersonRef } from '@/components/directory/ref-queries';
import { personDisplay, refLabel } from '@/components/directory/ref-text';
import { useSupervisorSearch } from '../api/queries';
import { CLEARABLE } from '@/components/clearable';

interface Props {
  value?: string;
  onChange?: (v: string | undefined) => void;
  /** the current supervisor's name as the tree has it, shown while their state resolves */
  initialName?: string;
  id?: string;
}

/** Chooses a department supervisor among the enterprise's staff (/searchEnterpriseForDepart). */
export function SupervisorSelect({ value, onChange, initialName, id }: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const keyWord = useDebouncedValue(text.trim());
  const found = useSupervisorSearch(keyWord, open);
  // the supervisor the form opened with, by name and state (a departed one reads 「张三（已离职）」,
  // never the id; docs/product.md Part D §3)
  const current = usePersonRef('userId', value ?? '');
  const options = (found.data?.list ?? []).map((p) => ({
    value: p.id,
    label: `${p.name}${p.position ? `（${p.position}）` : ''}`,
  }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: refLabel(personDisplay(current.data, initialName, current.isError)) });
  return (
    <Select
      id={id}
      aria-label="部门主管"
      allowClear={CLEARABLE}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value || undefined}
      onChange={(v) => onChange?.(v)}
      onOpenChange={setOpen}
      loading={found.isFetching}
      options={options}
      placeholder="搜索并选择部门主管"
      notFoundContent={found.isFetching ? '加载中…' : '未找到员工'}
    />
  );
}
