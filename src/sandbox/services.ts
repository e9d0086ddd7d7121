// The services' path prefixes, as the tables of calls (permissions.ts, scope/call-rules.ts) spell them.
export const E = '/enterprise-server';
export const U = '/user-server';
export const A = '/approve-server';
export const G = '/group-server';
export const F = '/attachment-server';
export const S = '/login-server';
export const P = '/apps-manage-server';
export const SCH = '/schedule-server';
export const LV = '/leave-server';
export const VC = '/vacation-manage-server';
export const MG = '/enterprise-management-server';
export const MR = '/meeting-room-server';
