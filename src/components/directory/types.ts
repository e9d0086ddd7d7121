// The directory's records, inferred from the call schemas (./contract.ts): the lookups' departments
// and staff summaries, and references by id resolved to a name and a state (POST /directory/resolve,
// docs/assumed-contract.md "Lifecycle of people and departments"; docs/product.md Part D §3).
export type {
  DepartmentState,
  DepartNode,
  Member,
  PersonState,
  RefQuery,
  ResolvedDepartment,
  ResolvedPerson,
  ResolvedRefs,
} from './contract';
