import { E, U } from './services';

// Calls of one piece of work that both tables of calls list whole: the permission table (which menu
// page owns a call, permissions.ts) and the scope rules (whether a call meets a scoped
// administrator's 管理范围, scope/call-rules.ts). Named once, so that a call added to the work is
// owned by its page and ruled for scope together; what only one table says stays in that table.

/** The organisation page's staff: search (the departed too), detail, add, edit, move, the CEO, the
 *  exports and the import's failures, invitations. All of it reads or writes people. */
export const STAFF_CALLS: readonly string[] = [
  `${E}/admin/userSearch`,
  `${E}/admin/userAdvancedSearch`,
  `${E}/admin/userSearch/departure`,
  `${E}/admin/users`,
  `${E}/admin/users/*`,
  `${E}/admin/enterpriseUser`,
  `${E}/batchUpdateUserDepart`,
  `${E}/findCeo`,
  `${E}/ceo`,
  `${E}/searchEnterpriseForDepart`,
  `${E}/admin/userListExport`,
  `${E}/admin/userDepartListExport`,
  `${E}/admin/upload/returnEnterpriseUserId`,
  `${E}/admin/failureDepartUser/Export`,
  `${E}/sendSmsOrEmail`,
];

/** Onboarding's pending people: search, add, edit, delete, export, import, and confirming someone,
 *  which places them in a department. */
export const PENDING_CALLS: readonly string[] = [
  `${E}/admin/tempUserSearch`,
  `${E}/admin/tempUserAdvancedSearch`,
  `${E}/admin/personnelListAdd`,
  `${E}/admin/personnelEdit`,
  `${E}/admin/personnelDel`,
  `${E}/admin/personnelManageListExport`,
  `${E}/admin/upload/batchImport`,
  `${E}/admin/upload/saveUsers`,
  `${E}/admin/personnelConfirm`,
];

/** The administrators page: the list, who may become one, add, remove, privileges. */
export const ADMIN_CALLS: readonly string[] = [
  `${E}/admin/searchAdmin`,
  `${E}/admin/findEnterpriseUserExcludeAdmin`,
  `${E}/admin/getAppDetailUsersById`,
  `${E}/admin/addAdmin`,
  `${E}/admin/removeAdmin`,
  `${E}/admin/editPrivilege`,
];

/** The directory lookups and member pickers many pages use. */
export const PICKER_CALLS: readonly string[] = [
  `${E}/department/findDepartmentTreeAndPerson`,
  `${E}/departUser`,
  `${E}/findEnterpriseUsersByNameOrTelephoneOrLenovoIdAll`,
  `${U}/v2/department/*`,
  `${U}/findAllUserInfoByLenovoIds`,
  `${E}/findEnterpriseUserInfoByEnterpriseNumber`,
];
