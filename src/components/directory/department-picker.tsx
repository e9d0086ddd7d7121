import { useMemo } from 'react';
import { TreeSelect, type TreeSelectProps } from 'antd';
import type { DepartNode } from './types';
import { useFullTree } from './queries';
import { useDepartmentRefs } from './ref-queries';
import { departmentDisplay, PENDING_TEXT, refLabel } from './ref-text';
import { CLEARABLE } from '@/components/clearable';

interface TreeOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

const toOptions = (nodes: DepartNode[] | undefined, disabledIds: ReadonlySet<string>): TreeOption[] =>
  (nodes ?? []).map((n) => ({
    value: n.id,
    title: n.departName,
    disabled: disabledIds.has(n.id),
    children: toOptions(n.departTree, disabledIds),
  }));

/** How a department tree chooser behaves, here and in an org-chart plan's own tree: searchable by
 *  name, every root open (a scoped administrator's tree has one root per department of his scope),
 *  virtual so that 10,000 departments are fine, as wide as its field. */
export const departmentTreeSelectProps = (options: readonly { value: string }[]) =>
  ({
    showSearch: {
      filterTreeNode: (input: string, node: { title?: unknown }) => String(node.title ?? '').includes(input),
    },
    treeDefaultExpandedKeys: options.map((o) => o.value),
    virtual: true,
    listHeight: 320,
    style: { width: '100%' },
  }) satisfies TreeSelectProps;

interface DepartmentPickerProps {
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  multiple?: boolean;
  placeholder?: string;
  /** departments that may not be chosen (e.g. a department itself and its children as its own parent) */
  disabledIds?: ReadonlySet<string>;
  id?: string;
  'aria-label'?: string;
}

/** Chooses departments from the enterprise tree (see departmentTreeSelectProps). */
export function DepartmentPicker({
  value,
  onChange,
  multiple,
  placeholder = '请选择部门',
  disabledIds,
  id,
  ...rest
}: DepartmentPickerProps) {
  const tree = useFullTree();
  const options = useMemo(() => toOptions(tree.data, disabledIds ?? new Set()), [tree.data, disabledIds]);
  // antd is given { value, label } pairs (labelInValue; treeCheckStrictly needs them anyway), so a
  // value the tree lacks still has a name; the picker's callers speak in ids.
  const names = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (nodes: DepartNode[] | undefined) =>
      nodes?.forEach((n) => (map.set(n.id, n.departName), walk(n.departTree)));
    walk(tree.data);
    return map;
  }, [tree.data]);
  // A value not in the tree (a department deleted since the value was saved) is named by the
  // resolve call, with 已删除, or 未知部门; never shown as its id (docs/product.md Part D §3).
  const values = value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
  const settled = tree.data !== undefined || tree.isError;
  const resolved = useDepartmentRefs(settled ? values.filter((v) => !names.has(v)) : []);
  const labelOf = (v: string) =>
    names.get(v) ?? (settled ? refLabel(departmentDisplay(resolved.get(v))) : PENDING_TEXT);
  const labelled = values.map((v) => ({ value: v, label: labelOf(v) }));
  const shown = multiple ? labelled : labelled[0];
  const idOf = (v: unknown) => (v && typeof v === 'object' ? String((v as { value: string }).value) : String(v));
  const change = (next: unknown) =>
    onChange?.(
      Array.isArray(next)
        ? next.map(idOf)
        : next === undefined || next === null
          ? (next as unknown as string)
          : idOf(next),
    );
  return (
    <TreeSelect
      id={id}
      aria-label={rest['aria-label']}
      value={shown}
      onChange={change}
      multiple={multiple}
      labelInValue
      treeCheckable={multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeCheckStrictly={multiple}
      placeholder={placeholder}
      loading={tree.isLoading}
      treeData={options}
      {...departmentTreeSelectProps(options)}
      allowClear={CLEARABLE}
      notFoundContent={tree.isError ? '部门加载失败' : '暂无部门'}
    />
  );
}
