// The administrators' records, inferred from the call schemas (./contract.ts).
export type { AddAdminsInput, AdminEntry, EditPrivilegeInput, MenuItem, UserOption } from './contract';
