import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import { departmentTreeSelectProps } from '@/components/directory/department-picker';
import type { PlanNode, PlanTree } from './plan-tree';

interface Option {
  value: string;
  title: string;
  disabled: boolean;
  children: Option[];
}

const toOptions = (nodes: PlanNode[], disabled: ReadonlySet<string>): Option[] =>
  nodes
    .filter((n) => !n.dept.gone)
    .map((n) => ({
      value: n.id,
      title: n.dept.departName,
      disabled: disabled.has(n.id),
      children: toOptions(n.departTree, disabled),
    }));

interface Props {
  tree: PlanTree;
  value?: string;
  onChange?: (v: string) => void;
  disabledIds?: ReadonlySet<string>;
  id?: string;
  'aria-label': string;
}

/** Chooses a department of the plan's organisation (not the live tree: the plan may have added,
 *  renamed or moved it); merged and deleted ones are not offered. Searchable, virtual, as the live picker. */
export function PlanDepartmentSelect({ tree, value, onChange, disabledIds, id, ...rest }: Props) {
  const options = useMemo(() => toOptions(tree.roots, disabledIds ?? new Set()), [tree, disabledIds]);
  return (
    <TreeSelect
      id={id}
      aria-label={rest['aria-label']}
      value={value}
      onChange={onChange}
      treeData={options}
      {...departmentTreeSelectProps(options)}
      placeholder="请选择部门"
      notFoundContent="暂无部门"
    />
  );
}
