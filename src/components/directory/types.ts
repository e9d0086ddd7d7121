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

// References by id, resolved to a name and a state (POST /directory/resolve, docs/assumed-contract.md
// "Lifecycle of people and departments"; docs/product.md Part D §3).

/** '' staff status → active; 'departure' → departed; a deleted person (tombstone) → deleted; an id
 *  the enterprise never had → unknown; to a scoped administrator, someone outside her 管理范围 →
 *  outside, with no name (assumed contract "Scoped administrators"). */
export type PersonState = 'active' | 'unactivated' | 'unjoined' | 'departed' | 'deleted' | 'unknown' | 'outside';

export interface ResolvedPerson {
  /** the id as asked: a user id or a lenovoId */
  key: string;
  /** '' when unknown */
  id: string;
  lenovoId: string;
  /** '' when unknown */
  name: string;
  state: PersonState;
}

/** outside: to a scoped administrator, a department outside her 管理范围 (no name). */
export type DepartmentState = 'active' | 'deleted' | 'unknown' | 'outside';

export interface ResolvedDepartment {
  id: string;
  /** '' when unknown */
  name: string;
  state: DepartmentState;
}

export interface ResolvedRefs {
  people: ResolvedPerson[];
  departments: ResolvedDepartment[];
}

/** What the resolve call is asked: each list at most 500 ids. */
export interface RefQuery {
  userIds?: string[];
  lenovoIds?: string[];
  departIds?: string[];
}
