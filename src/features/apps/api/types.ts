// Shapes of application management (admin-modules §3 Application, §7 "Applications"), inferred from
// the call schemas (./contract.ts, where each is described). The spec gives the paths and a few
// parameters only; every body is assumed and written in docs/assumed-contract.md ("## Workplace" →
// "### Applications").
export type {
  AppCategory,
  AppGroups,
  AppGroupsInput,
  AppInfo,
  AppRange,
  AppScopeChange,
  AppUsage,
  AppViewer,
  AppViewerQuery,
  AppVisibleInput,
  GroupApp,
  UsageDateType,
  UserAppGroup,
} from './contract';
