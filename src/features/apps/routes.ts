/** Routes of application management (admin-modules §2, platform-shell §2.1). */
export const MANAGEMENT_PATH = '/home/workbench_appManagement';
export const SCOPE_PATH = '/home/scopeofApplicationDetails';
export const USAGE_PATH = '/home/workbench_appUseSituation';
