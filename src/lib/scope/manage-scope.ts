/** An administrator's or an admin role's 管理范围: the whole enterprise, or some departments with
 *  all their sub-departments (assumed contract "Scoped administrators"). */
export type ManageScope = { type: 'all' } | { type: 'departments'; departmentIds: string[] };
