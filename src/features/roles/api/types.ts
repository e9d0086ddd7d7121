// The roles' records and inputs, inferred from the call schemas (./contract.ts, where their fields are
// described).
export type { AllAppsQuery, MemberType, Role, RoleInput, RoleMember } from './contract';
