import type { Key } from 'react';
import type { DataNode } from 'antd/es/tree';

interface Department<T> {
  id: string;
  departTree: T[];
}

/** The antd Tree data of what can be seen of a department tree: the roots and the children of
 *  every expanded department. A collapsed department's sub-tree is left out (isLeaf false keeps its
 *  switcher) and added when it expands, so antd indexes tens of nodes, not all 10,000, when the
 *  tree arrives or a department expands (antd walks the whole treeData it is given). */
export function shownTreeData<T extends Department<T>, N extends object>(
  roots: T[],
  expanded: readonly Key[],
  toNode: (d: T) => N,
): Array<N & DataNode> {
  const open = new Set(expanded);
  const build = (d: T): N & DataNode => ({
    ...toNode(d),
    key: d.id,
    isLeaf: !d.departTree.length,
    children: open.has(d.id) ? d.departTree.map(build) : undefined,
  });
  return roots.map(build);
}

/** Every department of the tree by id. */
export function departmentsById<T extends Department<T>>(roots: T[]): Map<string, T> {
  const byId = new Map<string, T>();
  const stack = [...roots];
  while (stack.length) {
    const d = stack.pop()!;
    byId.set(d.id, d);
    stack.push(...d.departTree);
  }
  return byId;
}

/** The ids of a department and every department below it. */
export const subtreeIds = <T extends Department<T>>(d: T): Set<string> => new Set(departmentsById([d]).keys());
