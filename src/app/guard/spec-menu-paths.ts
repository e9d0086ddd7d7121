// Menu pages the spec names (admin-modules §2, platform-shell §2.2). The guard knows them even
// before a module ships its page, so a page outside the user's menu gets the permission alert
// rather than "not found".
export const SPEC_MENU_PATHS = new Set(
  [
    'conference_room',
    'organization',
    'entry',
    'organization_chart',
    'personal_information',
    'log_management',
    'group_management',
    'examine_management',
    'data_export',
    'vacation_management',
    'attendance_management',
    'rank_management',
    'leave_management',
    'workbench_appManagement',
    'workbench_deviceManagement',
    'workbench_orderListManagement',
    'workbench_appUseSituation',
    'enterprise_certification',
    'AppShop',
    'administratorbefore',
    'enterpriseSettings',
    'announcement',
    'administrator',
    'intelligent/intelligent_create',
    'intelligent/intelligent_knowledge',
    'intelligent/intelligent_scene',
  ].map((p) => `/home/${p}`),
);
