// The administrators' records, inferred from the call schemas (./contract.ts).
export type { AddAdminsInput, AdminEntry, EditPrivilegeInput } from './contract';
