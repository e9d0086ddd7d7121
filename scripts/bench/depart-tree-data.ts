import type { DepartTreeNode } from '@/lib/org/depart-tree';

/** 10,000 departments shaped like the large seed (20 → 10 → 8 → … per level), as /depart/tree answers
 *  them: the organisation tree's benchmark renders it, the contract's benchmark checks it. */
export function departTree(count: number): DepartTreeNode[] {
  let n = 0;
  const node = (name: string, parent: string): DepartTreeNode => ({
    id: `d${n++}`,
    departName: name,
    departNum: '',
    departSum: 5,
    memberTotal: 5,
    departSupervisorId: '',
    supervisorName: '',
    parentDepartId: parent,
    enable: true,
    disabled: false,
    departTree: [],
  });
  const root = node('联创未来科技有限公司', '0');
  let frontier = [root];
  for (let level = 0; n < count; level++) {
    const next: DepartTreeNode[] = [];
    for (const p of frontier) {
      const width = level === 0 ? 20 : level === 1 ? 10 : 8;
      for (let k = 1; k <= width && n < count; k++) {
        const c = node(`${p.departName.slice(0, 6)}-${level}-${k}`, p.id);
        p.departTree.push(c);
        next.push(c);
      }
    }
    frontier = next;
  }
  return [root];
}
