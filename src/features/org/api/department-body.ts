import type { DepartmentInput, DepartTreeNode } from './types';

/** departIdList of /depart/insert and /depart/edit (docs/assumed-contract.md): the ids from the
 *  root department down to the department's parent, root first; [] for the root itself. */
export function ancestorChain(tree: DepartTreeNode[], parentId: string): string[] {
  const walk = (list: DepartTreeNode[], path: string[]): string[] | null => {
    for (const n of list) {
      const here = [...path, n.id];
      if (n.id === parentId) return here;
      const hit = n.departTree.length ? walk(n.departTree, here) : null;
      if (hit) return hit;
    }
    return null;
  };
  return walk(tree, []) ?? [];
}

export interface DepartmentFormValues {
  departName: string;
  departNum?: string;
  parentDepartId?: string;
  departSupervisorId?: string;
  isCreateDepartGroup?: boolean;
}

/** The full body of admin-modules §7: insert sends every listed field (id empty); edit sends the
 *  same plus oldDepartSupervisorId (no members added, no group created from the edit dialog). */
export function departmentBody(
  v: DepartmentFormValues,
  ctx: { tree: DepartTreeNode[]; enterpriseNumber: string; editing: DepartTreeNode | null; usedIds: string[] },
): DepartmentInput {
  const { editing } = ctx;
  const parentDepartId = v.parentDepartId ?? editing?.parentDepartId ?? '';
  const common = {
    departSupervisorId: v.departSupervisorId ?? '',
    departName: v.departName.trim(),
    departNum: (v.departNum ?? '').trim(),
    enterpriseNumber: ctx.enterpriseNumber,
    parentDepartId,
    departIdList: ancestorChain(ctx.tree, parentDepartId),
  };
  if (editing)
    return {
      id: editing.id,
      ...common,
      usedIds: [],
      isCreateDepartGroup: false,
      oldDepartSupervisorId: editing.departSupervisorId,
    };
  return { id: '', ...common, usedIds: ctx.usedIds, isCreateDepartGroup: !!v.isCreateDepartGroup };
}
