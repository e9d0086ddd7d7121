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

function indexById<T extends Department<T>>(roots: T[]): Map<string, T> {
  const byId = new Map<string, T>();
  const stack = [...roots];
  while (stack.length) {
    const d = stack.pop()!;
    byId.set(d.id, d);
    stack.push(...d.departTree);
  }
  return byId;
}

/** Indexes already built, by the tree they index: the organisation page and the org chart show the
 *  same cached tree (10,000 departments on a large enterprise), so it is walked once, not per page. */
const indexes = new WeakMap<object, Map<string, unknown>>();

/** Every department of the tree by id (the tree is the query's answer, never changed in place). */
export function departmentsById<T extends Department<T>>(roots: T[]): Map<string, T> {
  let byId = indexes.get(roots) as Map<string, T> | undefined;
  if (!byId) indexes.set(roots, (byId = indexById(roots)));
  return byId;
}

/** The ids of a department and every department below it. */
export const subtreeIds = <T extends Department<T>>(d: T): Set<string> => new Set(indexById([d]).keys());
