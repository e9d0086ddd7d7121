import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { AddAdminsInput, AdminEntry, EditPrivilegeInput, MenuItem, UserOption } from './types';

const E = services.enterprise;
/** admin-modules §8: code 999 answers invoke the caller's error callback (no toast from the layer). */
const callback = { quietCodes: [999] } as const;

export const searchAdmins = (name: string, signal?: AbortSignal) =>
  get<AdminEntry[]>(`${E}/admin/searchAdmin`, name ? { name } : undefined, { ...callback, signal });
export const addAdmins = (body: AddAdminsInput) => post<null>(`${E}/admin/addAdmin`, body, callback);
export const removeAdmin = (lenovoId: string) => get<null>(`${E}/admin/removeAdmin`, { lenovoId }, callback);
export const usersExcludingAdmins = (name: string, signal?: AbortSignal) =>
  get<UserOption[]>(`${E}/admin/findEnterpriseUserExcludeAdmin`, name ? { name } : undefined, { ...callback, signal });
export const editPrivilege = (body: EditPrivilegeInput) => post<null>(`${E}/admin/editPrivilege`, body, callback);
export const fetchMenuList = (signal?: AbortSignal) => get<MenuItem[]>(`${E}/menu/findMenuList`, undefined, { signal });
/** GET /admin/getAppDetailUsersById?id: the administrators holding one menu privilege. */
export const adminsByMenu = (id: string, signal?: AbortSignal) =>
  get<AdminEntry[]>(`${E}/admin/getAppDetailUsersById`, { id }, { ...callback, signal });
