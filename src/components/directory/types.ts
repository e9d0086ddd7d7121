/** A department node of the directory lookups (shape assumed, docs/assumed-contract.md). */
export interface DepartNode {
  id: string;
  departName: string;
  departNum: string;
  parentDepartId: string;
  enable: boolean;
  /** direct members */
  memberCount: number;
  /** members of the department and all its sub-departments, each counted once */
  memberTotal: number;
  hasChildren: boolean;
  departTree?: DepartNode[];
}

/** A staff summary as the lookups return it. */
export interface Member {
  id: string;
  lenovoId: string;
  name: string;
  telephone: string;
  email: string;
  position: string;
  status: string;
  departmentList: Array<{ id: string; departName: string }>;
}
