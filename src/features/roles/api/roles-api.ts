import { listAppsCall } from '@/lib/apps/contract';
import { request } from '@/lib/contract/define';
import {
  addRoleMembersCall,
  allMenusAndDataCall,
  checkCloudRoleCall,
  checkRolePermissionCall,
  currentUserRoleCall,
  deleteRoleCall,
  isDepartAdminCall,
  isDepartAdminOrSupervisorCall,
  removeRoleMembersCall,
  roleDetailCall,
  roleListCall,
  roleMembersCall,
  rolesByMemberTypeCall,
  saveRoleCall,
  setMemberRolesCall,
} from './contract';
import type { AllAppsQuery, MemberType, RoleInput } from './types';

/** The role list: with roleName, the enterprise's roles; with userId, the roles that user holds (personRoles). */
export const listRoles = (body: { roleName: string } | { userId: string }, signal?: AbortSignal) =>
  request(roleListCall, { body }, { signal });
export const roleDetail = (id: string, signal?: AbortSignal) => request(roleDetailCall, { body: { id } }, { signal });
export const saveRole = (input: RoleInput) => request(saveRoleCall, { body: input });
export const deleteRole = (id: string) => request(deleteRoleCall, { path: { id } });

export const listRoleMembers = (
  body: { roleId: string; name?: string; page: number; size: number },
  signal?: AbortSignal,
) => request(roleMembersCall, { body }, { signal });
export const addRoleMembers = (body: { roleId: string; lenovoIds: string[] }) => request(addRoleMembersCall, { body });
export const removeRoleMembers = (body: { roleId: string; lenovoIds: string[] }) =>
  request(removeRoleMembersCall, { body });
export const setMemberRoles = (body: { lenovoId: string; roleIds: string[] }) => request(setMemberRolesCall, { body });
export const rolesByMemberType = (memberType: MemberType, signal?: AbortSignal) =>
  request(rolesByMemberTypeCall, { body: { memberType } }, { signal });
export const checkRolePermission = (roleId: string, signal?: AbortSignal) =>
  request(checkRolePermissionCall, { body: { roleId } }, { signal });

/** The enterprise's applications (allApp): GET /app/listAll with visibleRange ('' any, 2, 3) and appName. */
export const listAllApps = (q: AllAppsQuery, signal?: AbortSignal) =>
  request(listAppsCall, { params: { visibleRange: q.visibleRange, appName: q.appName } }, { signal });

export const allMenusAndData = (signal?: AbortSignal) => request(allMenusAndDataCall, { body: {} }, { signal });
/** POST /user-server/api/menu/checkYunTRole: does the user hold the cloud-service role. */
export const checkCloudRole = (signal?: AbortSignal) =>
  request(checkCloudRoleCall, { body: {} }, { signal, silent: true });
/** The current user's role (path assumed). */
export const currentUserRole = (signal?: AbortSignal) => request(currentUserRoleCall, {}, { signal });
/** Department-administrator checks (paths assumed). */
export const isDepartAdmin = (signal?: AbortSignal) => request(isDepartAdminCall, {}, { signal, silent: true });
export const isDepartAdminOrSupervisor = (signal?: AbortSignal) =>
  request(isDepartAdminOrSupervisorCall, {}, { signal, silent: true });
