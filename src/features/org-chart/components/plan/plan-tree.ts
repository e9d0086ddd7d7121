import type { PlanReview, ReviewDepartment } from '../../api/plan-types';

/** A department of the plan's chart with its children, in the shape `lib/org/shown-tree.ts` walks. */
export interface PlanNode {
  id: string;
  dept: ReviewDepartment;
  departTree: PlanNode[];
}

export interface PlanTree {
  roots: PlanNode[];
  byId: Map<string, PlanNode>;
}

/** The review's flat departments as a tree, in the order the server gives them. A department whose
 *  parent is not in the review (the root: '0') is a root. */
export function planTree(departments: readonly ReviewDepartment[]): PlanTree {
  const byId = new Map<string, PlanNode>();
  for (const dept of departments) byId.set(dept.id, { id: dept.id, dept, departTree: [] });
  const roots: PlanNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.dept.parentDepartId);
    if (parent && parent !== node) parent.departTree.push(node);
    else roots.push(node);
  }
  return { roots, byId };
}

/** Only the departments the plan marks, and their ancestors (仅看有调整的部门). */
export function changedOnly(tree: PlanTree): PlanNode[] {
  const keep = new Set<string>();
  for (const node of tree.byId.values()) {
    if (!node.dept.marks.length) continue;
    for (let n: PlanNode | undefined = node; n && !keep.has(n.id); n = tree.byId.get(n.dept.parentDepartId))
      keep.add(n.id);
  }
  const prune = (nodes: PlanNode[]): PlanNode[] =>
    nodes.filter((n) => keep.has(n.id)).map((n) => ({ ...n, departTree: prune(n.departTree) }));
  return prune(tree.roots);
}

/** The ids of the departments above a department, nearest first. */
export function ancestorIds(tree: PlanTree, id: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>([id]);
  for (let p = tree.byId.get(tree.byId.get(id)?.dept.parentDepartId ?? ''); p && !seen.has(p.id);) {
    out.push(p.id);
    seen.add(p.id);
    p = tree.byId.get(p.dept.parentDepartId);
  }
  return out;
}

/** Every department's name in the plan (gone ones included), for names instead of ids. */
export const planNames = (review: PlanReview): Map<string, string> =>
  new Map(review.departments.map((d) => [d.id, d.departName]));
