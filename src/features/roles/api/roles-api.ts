import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { AppSummary } from '@/lib/apps/types';
import type {
  AllAppsQuery,
  CurrentRole,
  MemberPage,
  MemberType,
  MenuWithData,
  Role,
  RoleInput,
  RoleRights,
} from './types';

const U = services.user;
const E = services.enterprise;
const A = services.apps;

/** The role list: with roleName, the enterprise's roles; with userId, the roles that user holds (personRoles). */
export const listRoles = (body: { roleName: string } | { userId: string }, signal?: AbortSignal) =>
  post<Role[]>(`${U}/api/role/getList`, body, { signal });
export const roleDetail = (id: string, signal?: AbortSignal) => post<Role>(`${U}/api/role/detail`, { id }, { signal });
export const saveRole = (input: RoleInput) => post<Role>(`${U}/api/role/insert`, input);
export const deleteRole = (id: string) => post<null>(`${U}/api/role/delete/${id}`);

export const listRoleMembers = (
  body: { roleId: string; name?: string; page: number; size: number },
  signal?: AbortSignal,
) => post<MemberPage>(`${U}/api/role/member/getList`, body, { signal });
export const addRoleMembers = (body: { roleId: string; lenovoIds: string[] }) =>
  post<{ added: number }>(`${U}/api/role/member/addMember`, body);
export const removeRoleMembers = (body: { roleId: string; lenovoIds: string[] }) =>
  post<null>(`${U}/api/role/member/remove`, body);
export const setMemberRoles = (body: { lenovoId: string; roleIds: string[] }) =>
  post<null>(`${U}/api/role/member/addRoleForMember`, body);
export const rolesByMemberType = (memberType: MemberType, signal?: AbortSignal) =>
  post<Role[]>(`${U}/api/role/member/getRoleByMemberType`, { memberType }, { signal });
export const checkRolePermission = (roleId: string, signal?: AbortSignal) =>
  post<RoleRights>(`${U}/api/role/member/checkRolePermission`, { roleId }, { signal });

/** The enterprise's applications (allApp): GET /app/listAll with visibleRange ('' any, 2, 3) and appName. */
export const listAllApps = (q: AllAppsQuery, signal?: AbortSignal) =>
  get<AppSummary[]>(`${A}/app/listAll`, { visibleRange: q.visibleRange, appName: q.appName }, { signal });

export const allMenusAndData = (signal?: AbortSignal) =>
  post<MenuWithData[]>(`${U}/api/menu/getAllMenuAndData`, {}, { signal });
/** POST /user-server/api/menu/checkYunTRole: does the user hold the cloud-service role. */
export const checkCloudRole = (signal?: AbortSignal) =>
  post<boolean>(`${U}/api/menu/checkYunTRole`, {}, { signal, silent: true });
/** The current user's role (path assumed). */
export const currentUserRole = (signal?: AbortSignal) =>
  get<CurrentRole>(`${U}/api/role/getCurrentUserRole`, undefined, { signal });
/** Department-administrator checks (paths assumed). */
export const isDepartAdmin = (signal?: AbortSignal) =>
  get<boolean>(`${E}/admin/isDepartAdmin`, undefined, { signal, silent: true });
export const isDepartAdminOrSupervisor = (signal?: AbortSignal) =>
  get<boolean>(`${E}/admin/isDepartAdminOrSupervisor`, undefined, { signal, silent: true });
