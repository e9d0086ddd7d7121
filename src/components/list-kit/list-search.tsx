import { Input } from 'antd';
import { CLEARABLE } from '@/components/clearable';
import type { ListState } from './use-list-state';

interface Props {
  list: Pick<ListState, 'text' | 'setText'>;
  /** The box's accessible name, e.g. 搜索班次. */
  label: string;
  placeholder: string;
  width?: number;
  maxLength?: number;
}

/** A list screen's search box: clearable, searching as it settles, from page 1. */
export function ListSearch({ list, label, placeholder, width = 220, maxLength }: Props) {
  return (
    <Input.Search
      allowClear={CLEARABLE}
      aria-label={label}
      placeholder={placeholder}
      maxLength={maxLength}
      style={{ width }}
      value={list.text}
      onChange={(e) => list.setText(e.target.value)}
    />
  );
}
