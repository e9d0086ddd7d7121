// Test files that mock modules or import the app afresh (vi.mock, vi.doMock, vi.resetModules). They
// run in vitest's `own-modules` project, each with a module graph of its own: in the shared graph of
// the other files, a module an earlier file imported stays as it was and a mock never applies.
export const OWN_MODULES = [
  'tests/app/page-error.test.tsx',
  'tests/app/guard/guard-calls.test.tsx',
  'tests/app/identity-fresh-load.test.tsx',
  'tests/app/session-restore.test.tsx',
  'tests/sandbox/drift.test.ts',
];
