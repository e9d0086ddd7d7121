// The error codes of apply's and revert's refusals (docs/assumed-contract.md "Restructure plans"),
// the sandbox's own spelling of what the console's plan-types.ts names.
export const CONFLICT = 'RESTRUCTURE_CONFLICT';
export const INVALID = 'RESTRUCTURE_INVALID';
